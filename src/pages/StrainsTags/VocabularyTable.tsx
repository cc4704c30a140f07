import { useT } from '../../i18n';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { useList } from '../../api/hooks';
import { apiUpdate } from '../../api/mutations';
import type { Flavor, Strain } from '../../api/types';
import { ActionsMenu } from '../../components/table/ActionsMenu';
import { DataTable } from '../../components/table/DataTable';
import type { DataTableColumn } from '../../components/table/dataTableModel';
import { DeleteMenuItem } from '../../components/table/DeleteMenuItem';
import { PlusIcon } from '../../components/ui/Icons';
import { InlineEditCell } from '../../components/table/InlineEditCell';
import { ServerFormModal } from '../../components/ServerForm/ServerFormModal';
import { createdMessageOf } from '../../components/ServerForm/serverFormModel';
import { toastSaved, withSaveToast } from '../../components/feedback/toast';
import { useTableState } from '../../components/table/useTableState';
import { formatDateTime, normaliseHexColor } from '../../domain';
import { usePermissions } from '../../hooks/usePermissions';
import { MANAGE_PAGE_SIZE_CHOICES } from '../../stores/tableSettings';
import {
  FLAVOR_COLOR_INVALID,
  SUPERUSER_ONLY,
  WORD_NAME_REQUIRED,
  VOCABULARY_FORM_KEYS,
  wordProblemText,
  flavorBody,
  vocabularyPath,
} from './vocabularyRules';
import type { VocabularyType } from './vocabularyRules';
import { WordAddModal } from './WordAddModal';

/** Spec: other lists are fetched with limit 999. */
const WORD_LIMIT = 999;

/** A word with what only flavors have. */
type Word = Strain & Partial<Pick<Flavor, 'color' | 'icon'>>;

interface VocabularyTableProps {
  type: VocabularyType;
}

interface AddModalProps {
  type: VocabularyType;
  onClose: () => void;
}

/** Strains and tags through their server-driven form, flavors (colour, icon) by a plain one. */
function AddModal({ type, onClose }: AddModalProps): ReactElement {
  const t = useT();
  const formKey = VOCABULARY_FORM_KEYS[type];
  if (!formKey) return <WordAddModal type={type} onClose={onClose} />;
  return (
    <ServerFormModal
      formKey={formKey}
      title={t(`strainsTags.${type}.add`)}
      onClose={onClose}
      onCreated={(body) => {
        toastSaved('Added', createdMessageOf(body));
        onClose();
      }}
    />
  );
}

/** One vocabulary (strains, tags or flavors): inline edits, add modal, delete when unused. */
export function VocabularyTable({ type }: VocabularyTableProps): ReactElement {
  const t = useT();
  const title = t(`strainsTags.${type}.title`);
  const path = vocabularyPath(type);
  const { isSuperuser } = usePermissions();
  const table = useTableState(`${type}s`, { sortBy: [{ id: 'name', desc: false }] });
  const list = useList<Word>(
    path,
    { skip: 0, limit: WORD_LIMIT, sort: [{ field: 'name', order: 'ASC' }] },
    table.listOptions,
  );
  const [adding, setAdding] = useState(false);
  const locked = isSuperuser ? null : wordProblemText(t, SUPERUSER_ONLY);

  async function save(word: Word, changes: { name?: string; color?: string; icon?: string }) {
    const body =
      type === 'flavor'
        ? flavorBody({ ...word, color: word.color ?? '', icon: word.icon ?? '' }, changes)
        : { name: changes.name ?? word.name };
    await withSaveToast('Edited', () => apiUpdate(`${path}/${word.id}`, body));
    await list.mutate();
  }

  const columns: DataTableColumn<Word>[] = [
    {
      id: 'name',
      header: t('strainsTags.header.name'),
      sortable: true,
      hideable: false,
      searchValue: (row) => row.name,
      cell: (row) => (
        <InlineEditCell
          value={row.name}
          label={t(`strainsTags.${type}.nameOf`, { name: row.name })}
          disabled={!isSuperuser}
          validate={(draft) => (draft.trim() ? null : wordProblemText(t, WORD_NAME_REQUIRED))}
          onSave={(next) => save(row, { name: next.trim() })}
        />
      ),
    },
  ];
  if (type === 'flavor') {
    columns.push(
      {
        id: 'color',
        header: t('strainsTags.header.color'),
        sortable: true,
        searchValue: (row) => row.color,
        cell: (row) => (
          <InlineEditCell
            color
            value={row.color ?? ''}
            label={t('strainsTags.colorOf', { name: row.name })}
            disabled={!isSuperuser}
            validate={(draft) =>
              normaliseHexColor(draft) ? null : wordProblemText(t, FLAVOR_COLOR_INVALID)
            }
            onSave={(next) => save(row, { color: normaliseHexColor(next) ?? next })}
          />
        ),
      },
      {
        id: 'icon',
        header: t('strainsTags.header.icon'),
        searchValue: (row) => row.icon,
        cell: (row) => (
          <InlineEditCell
            value={row.icon ?? ''}
            label={t('strainsTags.iconOf', { name: row.name })}
            disabled={!isSuperuser}
            onSave={(next) => save(row, { icon: next.trim() })}
          />
        ),
      },
    );
  }
  columns.push(
    {
      id: 'modified_at',
      header: t('strainsTags.header.modified'),
      sortable: true,
      sortValue: (row) => row.modified_at,
      cell: (row) => <span className="muted">{formatDateTime(row.modified_at)}</span>,
    },
    {
      id: 'actions',
      header: '',
      hideable: false,
      className: 'data-table-actions-cell',
      cell: (row) => (
        <ActionsMenu label={t('strainsTags.actionsFor', { name: row.name })}>
          <DeleteMenuItem collection={path} id={row.id} disabledReason={locked} />
        </ActionsMenu>
      ),
    },
  );

  return (
    <>
      <DataTable
        table={table}
        title={title}
        columns={columns}
        rows={list.items}
        rowKey={(row) => row.id}
        isLoading={list.isLoading}
        error={list.error}
        emptyText={t(`strainsTags.${type}.empty`)}
        pageSizeChoices={MANAGE_PAGE_SIZE_CHOICES}
        toolbar={
          <button type="button" className="button button-small" onClick={() => setAdding(true)}>
            <PlusIcon />
            {t(`strainsTags.${type}.add`)}
          </button>
        }
      />
      {adding && <AddModal type={type} onClose={() => setAdding(false)} />}
    </>
  );
}
