/**
 * The price editor of a row's price modal as plain data: one line per entry of the row's
 * combination (its list by the label's unit), and the lists sent back.
 */
import { isFreeLabel, parsePriceLabel, type PriceEntry } from '../../domain';
import type { LinkPricesInput } from '../../domain/contract';
import type { MessageKey, Translate } from '../../i18n';

export type EditorList = 'cannabis' | 'pre_rolled_joints' | 'edible';

export interface EditorLine {
  key: string;
  list: EditorList;
  /** The number texts as `NumberInput` gives them (a point as the decimal mark). */
  quantity: string;
  price: string;
  /** A piece price's free label ('Glas') and its English text; empty for a quantity label. */
  label: string;
  labelEn: string;
}

/** What the unit column reads per list (catalogue keys). */
export const LIST_NAMES: Record<EditorList, MessageKey> = {
  cannabis: 'products.editor.list.cannabis',
  pre_rolled_joints: 'products.editor.list.pre_rolled_joints',
  edible: 'products.editor.list.edible',
};

/** The list an entry belongs to, by its label's unit (`1g`, `1j`, `2st`); a free label is a piece. */
export function listOfLabel(label: string): EditorList {
  const unit = parsePriceLabel(label)?.unit ?? 'st';
  if (unit === 'st') return 'edible';
  if (unit === 'j') return 'pre_rolled_joints';
  return 'cannabis';
}

export function editorLines(
  entries: readonly Pick<PriceEntry, 'label' | 'label_en' | 'quantity' | 'price'>[],
): EditorLine[] {
  return entries.map((entry) => ({
    key: entry.label,
    list: listOfLabel(entry.label),
    quantity: String(entry.quantity),
    price: String(entry.price),
    label: isFreeLabel(entry.label) ? entry.label : '',
    labelEn: isFreeLabel(entry.label) ? (entry.label_en ?? '') : '',
  }));
}

/**
 * The three lists as the server takes them: every list is sent, so removing the last entry of
 * a list empties it; the server checks the rules (quantities once, prices of at most 2 decimals).
 * A piece line with a label sends it as a free label ('Fles'), its quantity only when filled in.
 */
export function editedLists(lines: readonly EditorLine[]): Omit<LinkPricesInput, 'for'> {
  const lists = { cannabis: [], pre_rolled_joints: [], edible: [] } as Required<
    Omit<LinkPricesInput, 'for'>
  >;
  for (const line of lines) {
    const free = line.list === 'edible' && line.label.trim() !== '';
    lists[line.list].push({
      ...(line.quantity.trim() !== '' || !free ? { quantity: Number(line.quantity) } : {}),
      price: Number(line.price),
      ...(free && { label: line.label }),
      ...(free && line.labelEn.trim() !== '' && { label_en: line.labelEn }),
    });
  }
  return lists;
}

/** The question before a shared combination changes: who else shows it. */
export function sharedQuestion(t: Translate, names: readonly string[], elsewhere: number): string {
  const others =
    elsewhere === 1
      ? t('products.editor.elsewhereOne')
      : t('products.editor.elsewhereOther', { count: elsewhere });
  const who = names.length
    ? elsewhere > 0
      ? t('products.editor.namesAnd', { names: names.join(', '), others })
      : names.join(', ')
    : others;
  return t('products.editor.sharedQuestion', { who });
}
