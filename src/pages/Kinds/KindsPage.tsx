import { useState } from 'react';
import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { updateErrorText } from '../../api/errors';
import { useList } from '../../api/hooks';
import { ApiError } from '../../api/http';
import { apiDelete } from '../../api/mutations';
import type { Kind } from '../../api/types';
import { Badge } from '../../components/ui/Badge';
import { useConfirm } from '../../components/modals/ConfirmProvider';
import { DataTable } from '../../components/table/DataTable';
import type { DataTableColumn } from '../../components/table/dataTableModel';
import { PencilIcon, PlusIcon, TrashIcon } from '../../components/ui/Icons';
import { Page } from '../../components/layout/Page';
import { toastSaved } from '../../components/feedback/toast';
import { useTableState } from '../../components/table/useTableState';
import { KIND_BADGES, formatDateTime } from '../../domain';
import { useActiveShop } from '../../hooks/useActiveShop';
import { usePermissions } from '../../hooks/usePermissions';
import { useT } from '../../i18n';
import { useSession } from '../../stores/session';
import './KindsPage.css';

/** Kinds table defaults (spec: page size 10, sorted by name descending). */
const KINDS_TABLE_DEFAULTS = { pageSize: 10, sortBy: [{ id: 'name', desc: true }] };

/** The table's error text of a refused delete, with the server's reason when it gave one. */
function deleteErrorText(error: unknown): string {
  const text = updateErrorText(error);
  return error instanceof ApiError && error.detail ? `${text} (${error.detail})` : text;
}

function KindBadges({ kind }: { kind: Kind }): ReactElement {
  const t = useT();
  const set = KIND_BADGES.filter((badge) => kind[badge.flag]);
  if (set.length === 0) return <span className="muted">{t('kinds.none')}</span>;
  return (
    <span className="kind-badges">
      {set.map((badge) => (
        <Badge key={badge.flag} tone="blue" title={badge.name}>
          {badge.name}
        </Badge>
      ))}
    </span>
  );
}

/** `/manage/soorten`: the cannabis kinds of the active shop's group and the global ones. */
export function KindsPage(): ReactElement {
  const t = useT();
  const { shopGroupId } = useActiveShop();
  const { isSuperuser } = usePermissions();
  const groups = useSession((state) => state.profile?.shop_groups);
  const table = useTableState('kinds', KINDS_TABLE_DEFAULTS);
  const query = table.listQuery({
    searchField: 'name',
    sortFields: { modified: 'modified_at' },
    ...(shopGroupId !== null && { params: { shop_group_id: shopGroupId } }),
  });
  const kinds = useList<Kind>('/v1/kinds', query, table.listOptions);
  const [actionError, setActionError] = useState<string | null>(null);
  const confirm = useConfirm();

  async function handleDelete(kind: Kind): Promise<void> {
    setActionError(null);
    const message = t('kinds.confirmDelete', { name: kind.name });
    if (!(await confirm({ message, tone: 'danger' }))) return;
    try {
      await apiDelete(`/v1/kinds/${kind.id}`, { handled: [409] });
      toastSaved('Deleted', kind.name);
    } catch (error) {
      setActionError(deleteErrorText(error));
    }
  }

  const columns: DataTableColumn<Kind>[] = [
    {
      id: 'name',
      header: t('kinds.column.name'),
      sortable: true,
      cell: (kind) => (
        <Link className="kind-name" to={`/view/cannabis/${kind.id}`}>
          {kind.name}
        </Link>
      ),
    },
    { id: 'type', header: t('kinds.column.type'), cell: (kind) => <KindBadges kind={kind} /> },
    {
      id: 'strains',
      header: t('kinds.column.strains'),
      cell: (kind) => kind.strains.map((strain) => strain.name).join(', ') || t('kinds.none'),
    },
    {
      id: 'tags',
      header: t('kinds.column.tags'),
      cell: (kind) => kind.tags.map((tag) => tag.name).join(', ') || t('kinds.none'),
    },
    {
      id: 'description_nl',
      header: t('kinds.column.description'),
      sortable: true,
      className: 'kind-description-cell',
      cell: (kind) => (
        <span className="kind-description" title={kind.description_nl}>
          {kind.description_nl || <span className="muted">{t('kinds.none')}</span>}
        </span>
      ),
    },
    {
      id: 'shop_group',
      header: t('kinds.column.group'),
      cell: (kind) =>
        kind.shop_group_id === null ? (
          <Badge tone="yellow">{t('kinds.global')}</Badge>
        ) : (
          (groups?.find((group) => group.id === kind.shop_group_id)?.name ?? t('kinds.none'))
        ),
    },
    {
      id: 'modified',
      header: t('kinds.column.modified'),
      sortable: true,
      className: 'kind-date',
      cell: (kind) => formatDateTime(kind.modified_at),
    },
    {
      id: 'actions',
      header: '',
      hideable: false,
      className: 'data-table-actions-cell',
      cell: (kind) => (
        <div className="kind-row-actions">
          <Link
            className="icon-button"
            to={`/view/cannabis/${kind.id}`}
            aria-label={t('kinds.editName', { name: kind.name })}
            title={t('kinds.edit')}
          >
            <PencilIcon />
          </Link>
          {isSuperuser && (
            <button
              type="button"
              className="icon-button kind-delete"
              onClick={() => void handleDelete(kind)}
              aria-label={t('kinds.deleteName', { name: kind.name })}
              title={t('kinds.delete')}
            >
              <TrashIcon />
            </button>
          )}
        </div>
      ),
    },
  ];

  return (
    <Page
      title={t('kinds.title')}
      actions={
        <Link className="button" to="/manage/soorten/new">
          <PlusIcon />
          {t('kinds.add')}
        </Link>
      }
    >
      <DataTable
        table={table}
        title={t('kinds.tableTitle')}
        columns={columns}
        rows={kinds.items}
        total={kinds.total}
        rowKey={(kind) => kind.id}
        isLoading={kinds.isLoading}
        error={kinds.error}
        errorText={actionError}
        emptyText={t('kinds.empty')}
      />
    </Page>
  );
}
