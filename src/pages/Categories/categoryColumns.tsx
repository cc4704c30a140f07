import { useT } from '../../i18n';
import type { MessageKey, Translate } from '../../i18n';
import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import type { Category, CategoryInput, Screen } from '../../api/types';
import { ActionsMenu, ActionsMenuItem, ActionsMenuLink } from '../../components/table/ActionsMenu';
import type { DataTableColumn } from '../../components/table/dataTableModel';
import { DeleteMenuItem } from '../../components/table/DeleteMenuItem';
import { ImageIcon, ScreenIcon } from '../../components/ui/Icons';
import { InlineEditCell } from '../../components/table/InlineEditCell';
import { InlineCheckboxCell, InlineSelectCell } from '../../components/table/InlineSelectCell';
import { StoreImage } from '../../components/pictures/StoreImage';
import type { SelectOption } from '../../components/forms/Select';
import { normaliseHexColor } from '../../domain';
import { categoryIconOptions } from '../../i18n/domainTexts';
import type { PricelistColumn } from '../../domain';
import type { CategoryBoardNote } from './categoryBoards';
import {
  canEditPosition,
  categoryProblemText,
  colorProblem,
  nameProblem,
  parseRow,
} from './categoryRules';

/** The tooltip of a category that price list rows still use (spec section 5; a key). */
export const CATEGORY_IN_USE = 'categories.inUse' satisfies MessageKey;
/** Why position and row are locked for other categories (a key). */
export const POSITION_CANNABIS_ONLY = 'categories.cannabisOnly' satisfies MessageKey;

/** Left or right on the price list, in the current language. */
export function positionOptions(t: Translate): SelectOption<PricelistColumn>[] {
  return [
    { value: 'left', label: t('categories.position.left') },
    { value: 'right', label: t('categories.position.right') },
  ];
}

interface CategoryColumnsOptions {
  t: Translate;
  /** Saves the whole category with the changes; rejects (after its toast) on failure. */
  save: (category: Category, changes: Partial<CategoryInput>) => Promise<void>;
  /** The shop's screens when it uses multiscreen, else null (no screens column). */
  screens: readonly Screen[] | null;
  onEditScreens: (category: Category) => void;
  /** Categories the cannabis list leaves out, with the board they do stand on. */
  boardNotes: ReadonlyMap<string, CategoryBoardNote>;
}

function ScreensCell({
  category,
  screens,
  onEdit,
}: {
  category: Category;
  screens: readonly Screen[];
  onEdit: () => void;
}): ReactElement {
  const t = useT();
  const placed = category.screens
    .map((placement) => ({
      placement,
      screen: screens.find((screen) => screen.id === placement.screen_id),
    }))
    .filter((entry) => entry.screen !== undefined);
  return (
    <div className="category-screens-cell">
      <span className="category-screens-list">
        {placed.length === 0 && <span className="muted">-</span>}
        {placed.map(({ placement, screen }) => (
          <span key={placement.screen_id} className="badge">
            {screen?.name} · {t('categories.column', { n: placement.column_number })}
          </span>
        ))}
      </span>
      <button
        type="button"
        className="icon-button"
        onClick={onEdit}
        aria-label={t('categories.editScreensOf', { name: category.name })}
        title={t('categories.editScreens')}
      >
        <ScreenIcon />
      </button>
    </div>
  );
}

/** The columns of the categories list: every field edits in place. */
export function categoryColumns({
  t,
  save,
  screens,
  onEditScreens,
  boardNotes,
}: CategoryColumnsOptions): DataTableColumn<Category>[] {
  const columns: DataTableColumn<Category>[] = [
    {
      id: 'name',
      header: t('categories.header.name'),
      sortable: true,
      hideable: false,
      searchValue: (row) => row.name,
      cell: (row) => {
        const note = boardNotes.get(row.id);
        return (
          <div className="category-name-cell">
            <InlineEditCell
              value={row.name}
              label={t('categories.nameOf', { name: row.name })}
              validate={(draft) => categoryProblemText(t, nameProblem(draft))}
              onSave={(next) => save(row, { name: next.trim() })}
            />
            {note && (
              <span
                className="category-board-note muted"
                data-testid="category-board-note"
                title={t('categories.board.why')}
              >
                {t(
                  note === 'hospitality' ? 'categories.board.hospitality' : 'categories.board.none',
                )}
              </span>
            )}
          </div>
        );
      },
    },
    {
      id: 'name_en',
      header: t('categories.header.nameEn'),
      sortable: true,
      searchValue: (row) => row.name_en,
      cell: (row) => (
        <InlineEditCell
          value={row.name_en}
          label={t('categories.nameEnOf', { name: row.name })}
          onSave={(next) => save(row, { name_en: next.trim() })}
        />
      ),
    },
    {
      id: 'color',
      header: t('categories.header.color'),
      sortable: true,
      searchValue: (row) => row.color,
      cell: (row) => (
        <InlineEditCell
          color
          value={row.color}
          label={t('categories.colorOf', { name: row.name })}
          validate={(draft) => categoryProblemText(t, colorProblem(draft))}
          onSave={(next) => save(row, { color: normaliseHexColor(next) ?? next })}
        />
      ),
    },
    {
      id: 'icon',
      header: t('categories.header.icon'),
      sortable: true,
      searchValue: (row) => row.icon,
      cell: (row) => (
        <InlineSelectCell
          value={row.icon}
          options={categoryIconOptions(t)}
          label={t('categories.iconOf', { name: row.name })}
          onSave={(icon) => save(row, { icon })}
        />
      ),
    },
    {
      id: 'cannabis',
      header: t('categories.header.cannabis'),
      sortable: true,
      sortValue: (row) => row.cannabis,
      cell: (row) => (
        <InlineCheckboxCell
          checked={row.cannabis}
          label={t('categories.cannabisOf', { name: row.name })}
          onSave={(cannabis) => save(row, { cannabis })}
        />
      ),
    },
    {
      id: 'pricelist_column',
      header: t('categories.header.position'),
      sortable: true,
      sortValue: (row) => (row.cannabis ? row.pricelist_column : null),
      cell: (row) => (
        <InlineSelectCell
          value={row.pricelist_column}
          options={positionOptions(t)}
          label={t('categories.positionOf', { name: row.name })}
          disabled={!canEditPosition(row)}
          title={canEditPosition(row) ? undefined : t(POSITION_CANNABIS_ONLY)}
          onSave={(pricelistColumn) => save(row, { pricelist_column: pricelistColumn })}
        />
      ),
    },
    {
      id: 'pricelist_row',
      header: t('categories.header.row'),
      sortable: true,
      className: 'data-table-number',
      sortValue: (row) => (row.cannabis ? row.pricelist_row : null),
      cell: (row) => (
        <InlineEditCell
          value={row.pricelist_row === null ? '' : String(row.pricelist_row)}
          label={t('categories.rowOf', { name: row.name })}
          disabled={!canEditPosition(row)}
          validate={(draft) => categoryProblemText(t, parseRow(draft).problem)}
          onSave={(next) => save(row, { pricelist_row: parseRow(next).row })}
        />
      ),
    },
  ];
  columns.push({
    id: 'image_1',
    header: t('categories.header.picture'),
    cell: (row) => (
      <Link
        to={`/view/categorys/${row.id}`}
        className="category-picture-link"
        aria-label={t('categories.picturesOf', { name: row.name })}
      >
        <StoreImage
          name={row.image_1}
          width={192}
          height={33}
          alt={t('categories.pictureOf', { name: row.name })}
          loading="lazy"
        />
      </Link>
    ),
  });
  if (screens) {
    columns.push({
      id: 'screens',
      header: t('categories.header.screens'),
      cell: (row) => (
        <ScreensCell category={row} screens={screens} onEdit={() => onEditScreens(row)} />
      ),
    });
  }
  columns.push({
    id: 'actions',
    header: '',
    hideable: false,
    className: 'data-table-actions-cell',
    cell: (row) => (
      <ActionsMenu label={t('categories.actionsFor', { name: row.name })}>
        {screens && (
          <ActionsMenuItem icon={<ScreenIcon />} onSelect={() => onEditScreens(row)}>
            {t('categories.editScreens')}
          </ActionsMenuItem>
        )}
        <ActionsMenuLink to={`/view/categorys/${row.id}`} icon={<ImageIcon />}>
          {t('categories.editPictures')}
        </ActionsMenuLink>
        <DeleteMenuItem collection="/v1/categories" id={row.id} inUseText={t(CATEGORY_IN_USE)} />
      </ActionsMenu>
    ),
  });
  return columns;
}
