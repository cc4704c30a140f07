import type { ReactElement } from 'react';

/** Badge colours of the spec: red for admin, blue for employee, neutral otherwise. */
export function roleBadgeClass(roleName: string): string {
  switch (roleName.toLowerCase()) {
    case 'admin':
      return 'badge badge-red';
    case 'employee':
      return 'badge badge-blue';
    default:
      return 'badge';
  }
}

export function RoleBadge({ name }: { name: string }): ReactElement {
  return <span className={roleBadgeClass(name)}>{name}</span>;
}
