import type { MessageKey } from '../../i18n';
/**
 * The quick editor's row state and filters, without React. A row's state tells what content a
 * kind still lacks: text first, then pictures.
 */
import type { Kind } from '../../api/types';
import { KIND_BADGES } from '../../domain';

export const PRODUCT_ROW_STATES = [
  'text_problem',
  'text_complete',
  'text_and_picture_complete',
] as const;
export type ProductRowState = (typeof PRODUCT_ROW_STATES)[number];

/** How each state shows: a label and a badge colour. */
export const PRODUCT_ROW_STATE_LABELS: Record<
  ProductRowState,
  { label: MessageKey; tone: 'red' | 'yellow' | 'green' }
> = {
  text_problem: { label: 'quickEditor.state.text_problem', tone: 'red' },
  text_complete: { label: 'quickEditor.state.text_complete', tone: 'yellow' },
  text_and_picture_complete: {
    label: 'quickEditor.state.text_and_picture_complete',
    tone: 'green',
  },
};

type RowContent = Pick<Kind, 'name' | 'description_nl' | 'description_en' | 'images_amount'>;

/**
 * `text_problem` when the name or a description (NL or EN) is empty; otherwise
 * `text_complete` without pictures and `text_and_picture_complete` with at least one.
 */
export function productRowState(row: RowContent): ProductRowState {
  const texts = [row.name, row.description_nl, row.description_en];
  if (texts.some((text) => !text?.trim())) return 'text_problem';
  return row.images_amount > 0 ? 'text_and_picture_complete' : 'text_complete';
}

/** The product type filter's choices: the badge letters C, H, I, S. */
export const PRODUCT_TYPE_FILTERS = KIND_BADGES.map((badge) => ({
  value: badge.letter,
  label: `${badge.letter} (${badge.name})`,
}));

/** 'All' of a filter. */
export const ALL = '';

export interface QuickEditorFilters {
  /** A `ProductRowState`, or `ALL`. */
  state: string;
  /** A badge letter (C, H, I, S), or `ALL`. */
  type: string;
}

/** The rows with the chosen state and the chosen badge. */
export function filterRows<T extends RowContent & Pick<Kind, 'c' | 'h' | 'i' | 's'>>(
  rows: readonly T[],
  filters: QuickEditorFilters,
): T[] {
  const badge = KIND_BADGES.find((candidate) => candidate.letter === filters.type);
  return rows.filter(
    (row) =>
      (filters.state === ALL || productRowState(row) === filters.state) &&
      (!badge || row[badge.flag]),
  );
}
