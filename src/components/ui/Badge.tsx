import type { ReactElement, ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'red' | 'blue' | 'green' | 'yellow';

/** A small pill: GLOBAL, ja/nee, roles (see RoleBadge), statuses. */
export function Badge({
  tone = 'neutral',
  title,
  children,
}: {
  tone?: BadgeTone;
  /** A longer explanation shown on hover. */
  title?: string;
  children: ReactNode;
}): ReactElement {
  return (
    <span className={tone === 'neutral' ? 'badge' : `badge badge-${tone}`} title={title}>
      {children}
    </span>
  );
}
