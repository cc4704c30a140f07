/**
 * The price editor of a row's price modal as plain data: one line per entry of the row's
 * combination (its list by the label's unit), and the lists sent back.
 */
import type { LinkPricesInput } from '../../domain/contract';
import type { MessageKey, Translate } from '../../i18n';

export type EditorList = 'cannabis' | 'pre_rolled_joints' | 'edible';

export interface EditorLine {
  key: string;
  list: EditorList;
  /** The number texts as `NumberInput` gives them (a point as the decimal mark). */
  quantity: string;
  price: string;
}

/** What the unit column reads per list (catalogue keys). */
export const LIST_NAMES: Record<EditorList, MessageKey> = {
  cannabis: 'products.editor.list.cannabis',
  pre_rolled_joints: 'products.editor.list.pre_rolled_joints',
  edible: 'products.editor.list.edible',
};

/** The list an entry belongs to, by its label's unit (`1g`, `1j`, `2st`). */
export function listOfLabel(label: string): EditorList {
  if (label.endsWith('st')) return 'edible';
  if (label.endsWith('j')) return 'pre_rolled_joints';
  return 'cannabis';
}

export function editorLines(
  entries: readonly { label: string; quantity: number; price: number }[],
): EditorLine[] {
  return entries.map((entry) => ({
    key: entry.label,
    list: listOfLabel(entry.label),
    quantity: String(entry.quantity),
    price: String(entry.price),
  }));
}

/**
 * The three lists as the server takes them: every list is sent, so removing the last entry of
 * a list empties it; the server checks the rules (quantities once, prices of at most 2 decimals).
 */
export function editedLists(lines: readonly EditorLine[]): Omit<LinkPricesInput, 'for'> {
  const lists = { cannabis: [], pre_rolled_joints: [], edible: [] } as Required<
    Omit<LinkPricesInput, 'for'>
  >;
  for (const line of lines) {
    lists[line.list].push({ quantity: Number(line.quantity), price: Number(line.price) });
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
