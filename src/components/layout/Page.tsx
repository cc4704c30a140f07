import type { ReactElement, ReactNode } from 'react';
import './Page.css';

interface PageProps {
  /** The page's h1, e.g. "Prijs Combi's en kassa codes" or 'Cannabis Producten'. */
  title: ReactNode;
  /** Buttons and links at the right of the title. */
  actions?: ReactNode;
  /** Between title and content, e.g. `<Tabs>` or a filter row. */
  toolbar?: ReactNode;
  /** `wide` for big tables (the quick editor, orders). */
  width?: 'normal' | 'wide';
  children: ReactNode;
}

/** The frame of a back-office page: width, padding, heading row. */
export function Page({
  title,
  actions,
  toolbar,
  width = 'normal',
  children,
}: PageProps): ReactElement {
  return (
    <div className={width === 'wide' ? 'page page-wide' : 'page'}>
      <div className="page-header">
        <h1 className="page-title">{title}</h1>
        {actions && <div className="page-actions">{actions}</div>}
      </div>
      {toolbar}
      {children}
    </div>
  );
}
