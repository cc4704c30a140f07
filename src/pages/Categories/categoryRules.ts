import type { MessageKey, Translate } from '../../i18n';
/**
 * The rules of the categories list (spec sections 3 and 5), without React: the request bodies,
 * the screen column and opacity inputs, and what may be edited.
 */
import type {
  Category,
  CategoryInput,
  CategoryPlacement,
  CategoryPlacementInput,
} from '../../api/types';
import {
  CATEGORY_ICONS,
  COLOR_OPACITY_RANGE,
  DEFAULT_SCREEN_ADVANCED_OPTIONS,
  SCREEN_COLUMN_RANGE,
  normaliseHexColor,
} from '../../domain';
import type { PricelistColumn, ScreenAdvancedOptions } from '../../domain';

/** The highest column a placement keeps once its input loses focus. */
export const SCREEN_COLUMN_BLUR_MAX = 3;

/** Shown when a name is emptied inline or left empty in the add form. */
export const NAME_REQUIRED = 'Naam is verplicht.';
/** Shown for a colour that is not six hex digits. */
export const COLOR_INVALID = 'Kleur moet zes hex-tekens zijn, zoals 2E7D32.';
/** Shown for a row that is not a whole number of 0 or more. */
export const ROW_INVALID = 'Rij moet een geheel getal van 0 of meer zijn.';

const PROBLEM_KEYS = new Map<string, MessageKey>([
  [NAME_REQUIRED, 'categories.nameRequired'],
  [COLOR_INVALID, 'categories.colorInvalid'],
  [ROW_INVALID, 'categories.rowInvalid'],
]);

/** A problem of these rules in the current language (by its code); a server's text as it is. */
export function categoryProblemText(
  t: Translate,
  problem: string | null | undefined,
): string | null {
  if (!problem) return null;
  const key = PROBLEM_KEYS.get(problem);
  return key ? t(key) : problem;
}

/** The colour a new category starts with. */
export const DEFAULT_CATEGORY_COLOR = '2E7D32';

/** The screen column while typing: a whole number, at least 0 and at most 5. */
export function clampColumnOnInput(value: number): number {
  if (!Number.isFinite(value)) return SCREEN_COLUMN_RANGE.min;
  return Math.min(SCREEN_COLUMN_RANGE.max, Math.max(SCREEN_COLUMN_RANGE.min, Math.trunc(value)));
}

/** The screen column once its input loses focus: at most 3. */
export function clampColumnOnBlur(value: number): number {
  return Math.min(SCREEN_COLUMN_BLUR_MAX, clampColumnOnInput(value));
}

/** `color_opacity` (0 to 1) as the whole percentage the form shows. */
export function opacityToPercent(opacity: number): number {
  const clamped = Math.min(COLOR_OPACITY_RANGE.max, Math.max(COLOR_OPACITY_RANGE.min, opacity));
  return Math.round(clamped * 100);
}

/** A percentage typed in the form (0 to 100, clamped) as `color_opacity` (0 to 1). */
export function percentToOpacity(percent: number): number {
  if (!Number.isFinite(percent)) return COLOR_OPACITY_RANGE.min;
  const clamped = Math.min(100, Math.max(0, percent));
  return Math.round(clamped) / 100;
}

/** Position and row on the price list are edited only for cannabis categories. */
export function canEditPosition(category: Pick<Category, 'cannabis'>): boolean {
  return category.cannabis;
}

/** The name check of inline edits and the add form: it may not be emptied. */
export function nameProblem(name: string): string | null {
  return name.trim() ? null : NAME_REQUIRED;
}

export function colorProblem(color: string): string | null {
  return normaliseHexColor(color) ? null : COLOR_INVALID;
}

/** A typed row: empty means none (null), else a whole number of 0 or more. */
export function parseRow(text: string): { row: number | null; problem: string | null } {
  const trimmed = text.trim();
  if (!trimmed) return { row: null, problem: null };
  const value = Number(trimmed);
  if (!Number.isInteger(value) || value < 0) return { row: null, problem: ROW_INVALID };
  return { row: value, problem: null };
}

/** The placements of a category as the API takes them back. */
export function placementInputs(
  placements: readonly CategoryPlacement[],
): CategoryPlacementInput[] {
  return placements.map((placement) => ({
    screen_id: placement.screen_id,
    order_number: placement.order_number,
    column_number: placement.column_number,
    advanced_options: { ...placement.advanced_options },
  }));
}

/**
 * The full body of `PUT /v1/categories/{id}` (the spec sends the whole category): the stored
 * category with `changes` over it.
 */
export function categoryBody(
  category: Category,
  changes: Partial<CategoryInput> = {},
): CategoryInput {
  return {
    name: category.name,
    name_en: category.name_en,
    main_category_id: category.main_category_id,
    color: category.color,
    icon: category.icon,
    cannabis: category.cannabis,
    image_1: category.image_1,
    image_2: category.image_2,
    pricelist_column: category.pricelist_column,
    pricelist_row: category.pricelist_row,
    order_number: category.order_number,
    screens: placementInputs(category.screens),
    ...changes,
  };
}

/** What the add form holds. */
export interface NewCategoryForm {
  name: string;
  nameEn: string;
  color: string;
  icon: string;
  cannabis: boolean;
  column: PricelistColumn;
  row: string;
}

export const EMPTY_CATEGORY_FORM: NewCategoryForm = {
  name: '',
  nameEn: '',
  color: DEFAULT_CATEGORY_COLOR,
  icon: CATEGORY_ICONS[0],
  cannabis: false,
  column: 'left',
  row: '',
};

/** The add form's problems per field; empty when it may be sent. */
export function newCategoryProblems(
  form: NewCategoryForm,
): Partial<Record<keyof NewCategoryForm, string>> {
  const problems: Partial<Record<keyof NewCategoryForm, string>> = {};
  const name = nameProblem(form.name);
  if (name) problems.name = name;
  const color = colorProblem(form.color);
  if (color) problems.color = color;
  if (form.cannabis) {
    const { problem } = parseRow(form.row);
    if (problem) problems.row = problem;
  }
  return problems;
}

/** The body of `POST /v1/categories` for the active shop; position only for cannabis. */
export function newCategoryBody(form: NewCategoryForm, shopId: string): CategoryInput {
  return {
    shop_id: shopId,
    name: form.name.trim(),
    name_en: form.nameEn.trim(),
    color: normaliseHexColor(form.color) ?? DEFAULT_CATEGORY_COLOR,
    icon: form.icon,
    cannabis: form.cannabis,
    ...(form.cannabis && { pricelist_column: form.column, pricelist_row: parseRow(form.row).row }),
  };
}

/** What the screens form holds for one screen of the shop. */
export interface PlacementDraft {
  screenId: string;
  placed: boolean;
  column: number;
  order: string;
  /** 0 to 100. */
  opacityPercent: number;
  options: ScreenAdvancedOptions;
}

/** One draft per screen: the category's placement there, or an unplaced default. */
export function placementDrafts(
  screenIds: readonly string[],
  placements: readonly CategoryPlacement[],
): PlacementDraft[] {
  return screenIds.map((screenId) => {
    const placement = placements.find((candidate) => candidate.screen_id === screenId);
    const options = { ...DEFAULT_SCREEN_ADVANCED_OPTIONS, ...placement?.advanced_options };
    return {
      screenId,
      placed: placement !== undefined,
      column: placement?.column_number ?? 0,
      order: String(placement?.order_number ?? 0),
      opacityPercent: opacityToPercent(options.color_opacity),
      options,
    };
  });
}

/** The placements of the placed drafts as the API takes them. */
export function placementsOfDrafts(drafts: readonly PlacementDraft[]): CategoryPlacementInput[] {
  return drafts
    .filter((draft) => draft.placed)
    .map((draft) => ({
      screen_id: draft.screenId,
      column_number: clampColumnOnBlur(draft.column),
      order_number: Math.trunc(Number(draft.order)) || 0,
      advanced_options: {
        ...draft.options,
        color_opacity: percentToOpacity(draft.opacityPercent),
      },
    }));
}
