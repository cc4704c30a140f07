import type { ReactElement } from 'react';
import { useT, type MessageKey } from '../../i18n';

/** The catalogue text of each role the API names ('admin', 'employee'). */
const ROLE_TEXTS: Record<string, MessageKey> = {
  admin: 'admin.role.admin',
  employee: 'admin.role.employee',
};

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

/** A role by its name in the back office's language; a role without a text keeps its name. */
export function RoleBadge({ name }: { name: string }): ReactElement {
  const t = useT();
  const text = ROLE_TEXTS[name.toLowerCase()];
  return <span className={roleBadgeClass(name)}>{text ? t(text) : name}</span>;
}
