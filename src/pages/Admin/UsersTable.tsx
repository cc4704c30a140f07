import { useState } from 'react';
import type { ReactElement } from 'react';
import { useList } from '../../api/hooks';
import { apiCreate } from '../../api/mutations';
import type { ResetToken, Role, ShopGroup, User } from '../../api/types';
import { ActionsMenu, ActionsMenuItem } from '../../components/table/ActionsMenu';
import { Badge } from '../../components/ui/Badge';
import { DataTable } from '../../components/table/DataTable';
import type { DataTableColumn } from '../../components/table/dataTableModel';
import { KeyIcon, PencilIcon, PlusIcon } from '../../components/ui/Icons';
import { RoleBadge } from '../../components/auth/RoleBadge';
import { toastSaveError } from '../../components/feedback/toast';
import { useTableState } from '../../components/table/useTableState';
import { useT } from '../../i18n';
import { ADMIN_LIST_LIMIT, SHOP_GROUP_LIMIT } from './adminLimits';
import { ResetLinkModal } from './ResetLinkModal';
import { UserAssignModal } from './UserAssignModal';
import { UserCreateModal } from './UserCreateModal';

/** Users with their roles and shop groups: assign them, add users, issue reset links. */
export function UsersTable(): ReactElement {
  const t = useT();
  const table = useTableState('admin-users', { sortBy: [{ id: 'username', desc: false }] });
  const users = useList<User>('/v1/users', { limit: ADMIN_LIST_LIMIT }, table.listOptions);
  const roles = useList<Role>('/v1/roles', { limit: ADMIN_LIST_LIMIT });
  const groups = useList<ShopGroup>('/v1/shop-groups', { skip: 0, limit: SHOP_GROUP_LIMIT });
  const [assigning, setAssigning] = useState<User | null>(null);
  const [creating, setCreating] = useState(false);
  const [reset, setReset] = useState<{ user: User; issued: ResetToken } | null>(null);

  async function issueResetLink(user: User): Promise<void> {
    try {
      const issued = await apiCreate<ResetToken>(`/v1/users/${user.id}/reset-token`, undefined);
      setReset({ user, issued });
    } catch (error) {
      toastSaveError(error);
    }
  }

  const columns: DataTableColumn<User>[] = [
    {
      id: 'username',
      header: t('admin.users.username'),
      sortable: true,
      hideable: false,
      searchValue: (row) => row.username,
      cell: (row) => (
        <span className="admin-username">
          <strong>{row.username}</strong>
          {row.is_superuser && <Badge tone="green">{t('admin.users.superuser')}</Badge>}
          {!row.is_active && <Badge>{t('admin.users.inactive')}</Badge>}
        </span>
      ),
    },
    {
      id: 'name',
      header: t('admin.users.name'),
      sortable: true,
      searchValue: (row) => `${row.first_name} ${row.last_name}`.trim(),
      cell: (row) =>
        `${row.first_name} ${row.last_name}`.trim() || (
          <span className="muted">{t('admin.none')}</span>
        ),
    },
    {
      id: 'email',
      header: t('admin.users.email'),
      sortable: true,
      searchValue: (row) => row.email,
      cell: (row) => row.email,
    },
    {
      id: 'roles',
      header: t('admin.users.roles'),
      searchValue: (row) => row.roles.map((role) => role.name).join(' '),
      cell: (row) =>
        row.roles.length === 0 ? (
          <span className="muted">{t('admin.none')}</span>
        ) : (
          <span className="admin-badges" data-testid="user-roles">
            {row.roles.map((role) => (
              <RoleBadge key={role.id} name={role.name} />
            ))}
          </span>
        ),
    },
    {
      id: 'shop_groups',
      header: t('admin.users.groups'),
      searchValue: (row) => row.shop_groups.map((group) => group.name).join(' '),
      cell: (row) =>
        row.shop_groups.length === 0 ? (
          <span className="muted">{t('admin.none')}</span>
        ) : (
          row.shop_groups.map((group) => group.name).join(', ')
        ),
    },
    {
      id: 'actions',
      header: '',
      hideable: false,
      className: 'data-table-actions-cell',
      cell: (row) => (
        <ActionsMenu label={t('admin.actionsFor', { name: row.username })}>
          <ActionsMenuItem icon={<PencilIcon />} onSelect={() => setAssigning(row)}>
            {t('admin.users.editAssignments')}
          </ActionsMenuItem>
          <ActionsMenuItem icon={<KeyIcon />} onSelect={() => void issueResetLink(row)}>
            {t('admin.users.resetLink')}
          </ActionsMenuItem>
        </ActionsMenu>
      ),
    },
  ];

  return (
    <>
      <DataTable
        table={table}
        title={t('admin.users.title')}
        columns={columns}
        rows={users.items}
        rowKey={(row) => row.id}
        isLoading={users.isLoading}
        error={users.error}
        emptyText={t('admin.users.empty')}
        toolbar={
          <button type="button" className="button button-small" onClick={() => setCreating(true)}>
            <PlusIcon />
            {t('admin.users.add')}
          </button>
        }
      />
      {assigning && (
        <UserAssignModal
          user={assigning}
          roles={roles.items}
          groups={groups.items}
          onClose={() => setAssigning(null)}
          onSaved={() => users.mutate()}
        />
      )}
      {creating && (
        <UserCreateModal
          roles={roles.items}
          groups={groups.items}
          onClose={() => setCreating(false)}
        />
      )}
      {reset && (
        <ResetLinkModal user={reset.user} issued={reset.issued} onClose={() => setReset(null)} />
      )}
    </>
  );
}
