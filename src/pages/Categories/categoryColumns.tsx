import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import type { Category, CategoryInput, Screen } from '../../api/types';
import { ActionsMenu, ActionsMenuItem, ActionsMenuLink } from '../../components/ActionsMenu';
import type { DataTableColumn } from '../../components/dataTableModel';
import { DeleteMenuItem } from '../../components/DeleteMenuItem';
import { ImageIcon, ScreenIcon } from '../../components/Icons';
import { InlineEditCell } from '../../components/InlineEditCell';
import { InlineCheckboxCell, InlineSelectCell } from '../../components/InlineSelectCell';
import { StoreImage } from '../../components/StoreImage';
import type { SelectOption } from '../../components/Select';
import { CATEGORY_ICONS, normaliseHexColor } from '../../domain';
import type { PricelistColumn } from '../../domain';
import { canEditPosition, colorProblem, nameProblem, parseRow } from './categoryRules';

/** The tooltip of a category that price list rows still use (spec section 5). */
export const CATEGORY_IN_USE = 'Category is in use.';
/** Why position and row are locked for other categories. */
export const POSITION_CANNABIS_ONLY = 'Alleen voor cannabis-categorieën';

export const ICON_OPTIONS: SelectOption[] = CATEGORY_ICONS.map((icon) => ({
  value: icon,
  label: icon,
}));

export const POSITION_OPTIONS: SelectOption<PricelistColumn>[] = [
  { value: 'left', label: 'Links' },
  { value: 'right', label: 'Rechts' },
];

interface CategoryColumnsOptions {
  /** Saves the whole category with the changes; rejects (after its toast) on failure. */
  save: (category: Category, changes: Partial<CategoryInput>) => Promise<void>;
  /** The shop's screens when it uses multiscreen, else null (no screens column). */
  screens: readonly Screen[] | null;
  onEditScreens: (category: Category) => void;
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
            {screen?.name} · kol {placement.column_number}
          </span>
        ))}
      </span>
      <button
        type="button"
        className="icon-button"
        onClick={onEdit}
        aria-label={`Schermen van ${category.name} bewerken`}
        title="Schermen bewerken"
      >
        <ScreenIcon />
      </button>
    </div>
  );
}

/** The columns of the categories list: every field edits in place. */
export function categoryColumns({
  save,
  screens,
  onEditScreens,
}: CategoryColumnsOptions): DataTableColumn<Category>[] {
  const columns: DataTableColumn<Category>[] = [
    {
      id: 'name',
      header: 'Naam',
      sortable: true,
      hideable: false,
      searchValue: (row) => row.name,
      cell: (row) => (
        <InlineEditCell
          value={row.name}
          label={`Naam van ${row.name}`}
          validate={nameProblem}
          onSave={(next) => save(row, { name: next.trim() })}
        />
      ),
    },
    {
      id: 'name_en',
      header: 'Naam (EN)',
      sortable: true,
      searchValue: (row) => row.name_en,
      cell: (row) => (
        <InlineEditCell
          value={row.name_en}
          label={`Engelse naam van ${row.name}`}
          onSave={(next) => save(row, { name_en: next.trim() })}
        />
      ),
    },
    {
      id: 'color',
      header: 'Kleur',
      sortable: true,
      searchValue: (row) => row.color,
      cell: (row) => (
        <InlineEditCell
          color
          value={row.color}
          label={`Kleur van ${row.name}`}
          validate={colorProblem}
          onSave={(next) => save(row, { color: normaliseHexColor(next) ?? next })}
        />
      ),
    },
    {
      id: 'icon',
      header: 'Icoon',
      sortable: true,
      searchValue: (row) => row.icon,
      cell: (row) => (
        <InlineSelectCell
          value={row.icon}
          options={ICON_OPTIONS}
          label={`Icoon van ${row.name}`}
          onSave={(icon) => save(row, { icon })}
        />
      ),
    },
    {
      id: 'cannabis',
      header: 'Cannabis',
      sortable: true,
      sortValue: (row) => row.cannabis,
      cell: (row) => (
        <InlineCheckboxCell
          checked={row.cannabis}
          label={`${row.name} is een cannabis-categorie`}
          onSave={(cannabis) => save(row, { cannabis })}
        />
      ),
    },
    {
      id: 'pricelist_column',
      header: 'Positie',
      sortable: true,
      sortValue: (row) => (row.cannabis ? row.pricelist_column : null),
      cell: (row) => (
        <InlineSelectCell
          value={row.pricelist_column}
          options={POSITION_OPTIONS}
          label={`Positie van ${row.name}`}
          disabled={!canEditPosition(row)}
          title={canEditPosition(row) ? undefined : POSITION_CANNABIS_ONLY}
          onSave={(pricelistColumn) => save(row, { pricelist_column: pricelistColumn })}
        />
      ),
    },
    {
      id: 'pricelist_row',
      header: 'Rij',
      sortable: true,
      className: 'data-table-number',
      sortValue: (row) => (row.cannabis ? row.pricelist_row : null),
      cell: (row) => (
        <InlineEditCell
          value={row.pricelist_row === null ? '' : String(row.pricelist_row)}
          label={`Rij van ${row.name}`}
          disabled={!canEditPosition(row)}
          validate={(draft) => parseRow(draft).problem}
          onSave={(next) => save(row, { pricelist_row: parseRow(next).row })}
        />
      ),
    },
  ];
  columns.push({
    id: 'image_1',
    header: 'Foto',
    cell: (row) => (
      <Link
        to={`/view/categorys/${row.id}`}
        className="category-picture-link"
        aria-label={`Foto's van ${row.name}`}
      >
        <StoreImage
          name={row.image_1}
          width={192}
          height={33}
          alt={`Foto van ${row.name}`}
          loading="lazy"
        />
      </Link>
    ),
  });
  if (screens) {
    columns.push({
      id: 'screens',
      header: 'Schermen',
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
      <ActionsMenu label={`Acties voor ${row.name}`}>
        {screens && (
          <ActionsMenuItem icon={<ScreenIcon />} onSelect={() => onEditScreens(row)}>
            Schermen bewerken
          </ActionsMenuItem>
        )}
        <ActionsMenuLink to={`/view/categorys/${row.id}`} icon={<ImageIcon />}>
          Foto&apos;s bewerken
        </ActionsMenuLink>
        <DeleteMenuItem collection="/v1/categories" id={row.id} inUseText={CATEGORY_IN_USE} />
      </ActionsMenu>
    ),
  });
  return columns;
}
