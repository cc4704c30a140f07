import { useT } from '../../i18n';
import type { MessageKey } from '../../i18n';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { useList } from '../../api/hooks';
import { kindInputOf } from '../../api/item-bodies';
import { apiUpdate } from '../../api/mutations';
import type { Kind, KindInput } from '../../api/types';
import { Badge } from '../../components/ui/Badge';
import { DataTable } from '../../components/table/DataTable';
import type { DataTableColumn } from '../../components/table/dataTableModel';
import { PencilIcon, PlusIcon } from '../../components/ui/Icons';
import { InlineEditCell } from '../../components/table/InlineEditCell';
import { Page } from '../../components/layout/Page';
import { Select } from '../../components/forms/Select';
import { toastSaved } from '../../components/feedback/toast';
import { useTableState } from '../../components/table/useTableState';
import { formatDateTime, kindTypeLetters } from '../../domain';
import { useActiveShop } from '../../hooks/useActiveShop';
import {
  ALL,
  PRODUCT_ROW_STATES,
  PRODUCT_ROW_STATE_LABELS,
  PRODUCT_TYPE_FILTERS,
  filterRows,
  productRowState,
} from './quickEditorState';
import './QuickEditorPage.css';

/** The spec's quick editor fetch limit and search delay. */
const QUICK_EDITOR_LIMIT = 999;
const QUICK_EDITOR_SEARCH_MS = 800;

type EditableText = 'name' | 'description_nl' | 'description_en';

/** `/manage/quick-editor` (superusers): name and descriptions of every kind at a glance. */
export function QuickEditorPage(): ReactElement {
  const t = useT();
  const { shopGroupId } = useActiveShop();
  const table = useTableState('quick-editor', { sortBy: [{ id: 'name', desc: false }] });
  const kinds = useList<Kind>(
    '/v1/kinds',
    {
      skip: 0,
      limit: QUICK_EDITOR_LIMIT,
      ...(shopGroupId !== null && { params: { shop_group_id: shopGroupId } }),
    },
    table.listOptions,
  );
  const [updated, setUpdated] = useState<ReadonlySet<string>>(new Set());
  const filters = {
    state: table.settings.filterBy.state ?? ALL,
    type: table.settings.filterBy.type ?? ALL,
  };

  async function saveText(kind: Kind, field: EditableText, text: string): Promise<void> {
    const changes: Partial<KindInput> = { [field]: field === 'name' ? text.trim() : text };
    await apiUpdate<Kind>(`/v1/kinds/${kind.id}`, kindInputOf(kind, changes), {
      handled: [400, 409],
    });
    setUpdated((current) => new Set(current).add(kind.id));
    toastSaved('Edited', kind.name);
  }

  function textCell(field: EditableText, label: MessageKey, multiline: boolean) {
    return (kind: Kind) => (
      <InlineEditCell
        value={kind[field]}
        label={t('quickEditor.fieldOf', { label: t(label), name: kind.name })}
        multiline={multiline}
        validate={(draft) =>
          field === 'name' && !draft.trim() ? t('quickEditor.nameEmpty') : null
        }
        display={
          kind[field] ? (
            <span className={multiline ? 'quick-editor-text' : undefined}>{kind[field]}</span>
          ) : (
            <span className="quick-editor-missing">{t('quickEditor.empty.text')}</span>
          )
        }
        onSave={(next) => saveText(kind, field, next)}
      />
    );
  }

  const columns: DataTableColumn<Kind>[] = [
    {
      id: 'state',
      header: t('quickEditor.header.status'),
      sortable: true,
      sortValue: (kind) => PRODUCT_ROW_STATES.indexOf(productRowState(kind)),
      cell: (kind) => {
        const state = productRowState(kind);
        const { label, tone } = PRODUCT_ROW_STATE_LABELS[state];
        return (
          <span className="quick-editor-state" data-state={state}>
            <Badge tone={tone}>{t(label)}</Badge>
          </span>
        );
      },
    },
    {
      id: 'name',
      header: t('quickEditor.header.name'),
      sortable: true,
      searchValue: (kind) => kind.name,
      className: 'quick-editor-name',
      cell: textCell('name', 'quickEditor.header.name', false),
    },
    {
      id: 'type',
      header: t('quickEditor.header.type'),
      sortable: true,
      sortValue: (kind) => kindTypeLetters(kind) || null,
      cell: (kind) => kindTypeLetters(kind) || <span className="muted">-</span>,
    },
    {
      id: 'modified',
      header: t('quickEditor.header.modified'),
      sortable: true,
      sortValue: (kind) => kind.modified_at,
      className: 'quick-editor-date',
      cell: (kind) => formatDateTime(kind.modified_at),
    },
    {
      id: 'description_nl',
      header: t('quickEditor.header.descriptionNl'),
      sortable: true,
      searchValue: (kind) => kind.description_nl,
      className: 'quick-editor-description',
      cell: textCell('description_nl', 'quickEditor.header.descriptionNl', true),
    },
    {
      id: 'description_en',
      header: t('quickEditor.header.descriptionEn'),
      sortable: true,
      searchValue: (kind) => kind.description_en,
      className: 'quick-editor-description',
      cell: textCell('description_en', 'quickEditor.header.descriptionEn', true),
    },
    {
      id: 'images',
      header: t('quickEditor.header.pictures'),
      sortable: true,
      sortValue: (kind) => kind.images_amount,
      className: 'data-table-number',
      cell: (kind) => kind.images_amount,
    },
    {
      id: 'actions',
      header: '',
      hideable: false,
      className: 'data-table-actions-cell',
      cell: (kind) => (
        <Link
          className="icon-button"
          to={`/view/cannabis/${kind.id}`}
          aria-label={t('quickEditor.manageOf', { name: kind.name })}
          title={t('quickEditor.manage')}
        >
          <PencilIcon />
        </Link>
      ),
    },
  ];

  const toolbar = (
    <div className="quick-editor-filters">
      <label className="quick-editor-filter">
        <span>{t('quickEditor.filter.status')}</span>
        <Select
          options={PRODUCT_ROW_STATES.map((state) => ({
            value: state,
            label: t(PRODUCT_ROW_STATE_LABELS[state].label),
          }))}
          placeholder={{ value: ALL, label: t('quickEditor.filter.all') }}
          value={filters.state}
          onChange={(state) => table.setFilter('state', state)}
        />
      </label>
      <label className="quick-editor-filter">
        <span>{t('quickEditor.filter.type')}</span>
        <Select
          options={PRODUCT_TYPE_FILTERS}
          placeholder={{ value: ALL, label: t('quickEditor.filter.all') }}
          value={filters.type}
          onChange={(type) => table.setFilter('type', type)}
        />
      </label>
    </div>
  );

  return (
    <Page
      title={t('quickEditor.title')}
      width="wide"
      actions={
        <Link className="button" to="/manage/soorten/new">
          <PlusIcon />
          {t('quickEditor.newKind')}
        </Link>
      }
    >
      <DataTable
        table={table}
        title={t('quickEditor.tableTitle')}
        toolbar={toolbar}
        columns={columns}
        rows={filterRows(kinds.items, filters)}
        rowKey={(kind) => kind.id}
        isLoading={kinds.isLoading}
        error={kinds.error}
        searchDebounceMs={QUICK_EDITOR_SEARCH_MS}
        emptyText={t('quickEditor.empty')}
        rowClassName={(kind) => (updated.has(kind.id) ? 'quick-editor-row-updated' : undefined)}
      />
    </Page>
  );
}
