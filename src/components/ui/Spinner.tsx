import type { ReactElement } from 'react';
import './Spinner.css';
import { useT } from '../../i18n';

interface SpinnerProps {
  /** Read by screen readers; shown next to the wheel unless `quiet`. */
  label?: string;
  /** Only the wheel (the label stays for screen readers). */
  quiet?: boolean;
  size?: 'small' | 'medium';
}

/** A busy indicator with a label, e.g. while a table loads or a row saves. */
export function Spinner({ label, quiet = false, size = 'medium' }: SpinnerProps): ReactElement {
  const t = useT();
  return (
    <span className={`spinner spinner-${size}`} role="status">
      <span className="spinner-wheel" aria-hidden="true" />
      <span className={quiet ? 'visually-hidden' : 'spinner-label'}>
        {label ?? t('common.loading')}
      </span>
    </span>
  );
}
