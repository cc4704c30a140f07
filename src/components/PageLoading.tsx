import type { ReactElement } from 'react';
import { Spinner } from './Spinner';

/** Shown while a page's code loads. */
export function PageLoading(): ReactElement {
  return (
    <div className="page-loading">
      <Spinner />
    </div>
  );
}
