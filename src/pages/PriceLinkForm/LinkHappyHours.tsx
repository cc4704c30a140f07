import type { ReactElement } from 'react';
import { HappyHoursPanel } from '../../components/clock/HappyHoursPanel';
import type { ShopLink } from '../../domain/contract';

/** Under a link's form: its happy hours, for the prices the row offers. */
export function LinkHappyHours({ link }: { link: ShopLink }): ReactElement {
  const labels = [
    ...new Set(
      link.json_prices
        .filter((entry) => entry.active && !link.deactivated_labels.includes(entry.label))
        .map((entry) => entry.label),
    ),
  ];
  return (
    <HappyHoursPanel
      url={`/v1/shops-to-prices/${link.id}/happy-hours`}
      labels={labels}
      intro="clock.happyHour.rowIntro"
      idPrefix="link"
    />
  );
}
