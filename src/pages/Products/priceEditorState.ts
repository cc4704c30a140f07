/**
 * The price editor of a row's price modal as plain data: one line per entry of the row's
 * combination (its list by the label's unit), and the lists sent back.
 */
import { isFreeLabel, parsePriceLabel, type PriceEntry } from '../../domain';
import type { LinkPricesInput } from '../../domain/contract';
import {
  entryInputOfDraft,
  freeLabelTexts,
  type FreeLabelDraft,
} from '../../components/prices/freeLabelDraft';
import type { MessageKey, Translate } from '../../i18n';

export type EditorList = 'cannabis' | 'pre_rolled_joints' | 'edible';

/** One entry as typed: quantity and price texts, a piece price's free label ('Glas') and English text. */
export interface EditorLine extends FreeLabelDraft {
  key: string;
  list: EditorList;
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
    ...freeLabelTexts(entry, isFreeLabel(entry.label)),
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
  for (const line of lines) lists[line.list].push(entryInputOfDraft(line.list, line));
  return lists;
}

/** Whether the lines would send other prices than `before` (the row's as stored). */
export function linesChanged(before: readonly EditorLine[], after: readonly EditorLine[]): boolean {
  return JSON.stringify(editedLists(before)) !== JSON.stringify(editedLists(after));
}

let newLines = 0;

/** A new line after the last, of the same list, with nothing typed yet. */
export function withNewLine(lines: readonly EditorLine[]): EditorLine[] {
  const last = lines[lines.length - 1];
  if (!last) return [...lines];
  newLines += 1;
  const key = `new-${newLines}`;
  return [...lines, { ...last, key, quantity: '', price: '', label: '', labelEn: '' }];
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
