import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../i18n';

/** The products page's way to the scheduled changes. */
export function ScheduledLink(): ReactElement {
  const t = useT();
  return (
    <Link className="button button-secondary" to="/scheduled">
      {t('schedule.link')}
    </Link>
  );
}
