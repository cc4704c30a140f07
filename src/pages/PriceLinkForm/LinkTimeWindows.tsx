import type { ReactElement } from 'react';
import { TimeWindowsPanel } from '../../components/clock/TimeWindowsPanel';

/** Under a link's form: when the row is shown and may be ordered (e.g. a happy hour). */
export function LinkTimeWindows({ linkId }: { linkId: string }): ReactElement {
  return (
    <TimeWindowsPanel
      url={`/v1/shops-to-prices/${linkId}/time-windows`}
      intro="clock.windows.rowIntro"
      idPrefix="link"
    />
  );
}
