/**
 * A price line as typed where a piece price may carry a free label ('Glas', 'Fles', '0,25 l')
 * with its English text: the price editor of a row, the price form's pieces list and the horeca
 * add form share it. Cannabis and joint lines keep quantity and unit (no label sent).
 */
import type { PriceEntryInput, PriceListName } from '../../domain';

/** The texts of one line as the inputs give them (a point as the decimal mark). */
export interface FreeLabelDraft {
  quantity: string;
  price: string;
  /** A piece price's free label ('Glas'); empty for a quantity label ('2st'). */
  label: string;
  labelEn: string;
}

/** Whether a line of `list` carries a free label (only piece prices may). */
export function hasFreeLabel(list: PriceListName, draft: Pick<FreeLabelDraft, 'label'>): boolean {
  return list === 'edible' && draft.label.trim() !== '';
}

/**
 * The entry the API takes for a line: a piece line with a label sends it as a free label, its
 * English text when filled in and its quantity only when filled in; any other line sends its
 * quantity (the server makes the label). `extra` (e.g. `active`) goes along.
 */
export function entryInputOfDraft(
  list: PriceListName,
  draft: FreeLabelDraft,
  extra: Partial<PriceEntryInput> = {},
): PriceEntryInput {
  const free = hasFreeLabel(list, draft);
  return {
    ...(draft.quantity.trim() !== '' || !free ? { quantity: Number(draft.quantity) } : {}),
    price: Number(draft.price),
    ...extra,
    ...(free && { label: draft.label }),
    ...(free && draft.labelEn.trim() !== '' && { label_en: draft.labelEn }),
  };
}

/** The label texts of a stored entry for its inputs: a free label and its English text, or ''. */
export function freeLabelTexts(
  entry: { label: string; label_en?: string | undefined },
  isFree: boolean,
): Pick<FreeLabelDraft, 'label' | 'labelEn'> {
  return isFree
    ? { label: entry.label, labelEn: entry.label_en ?? '' }
    : { label: '', labelEn: '' };
}
