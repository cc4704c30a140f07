import type { ReactElement } from 'react';
import { Spinner } from '../ui/Spinner';

/** Shown while a page's code loads. */
export function PageLoading(): ReactElement {
  return (
    <div className="page-loading">
      <Spinner />
    </div>
  );
}
