/**
 * Which row of the menu a line of an imported file names. A line carries a category, a name
 * and a register code; any of them may have moved since the file was exported (a row changed
 * for itself gets a new code, a product is renamed, a row moves to another category), so the
 * line is matched by what still fits, the line's own category first. A line that fits several
 * rows says why, in words a person can act on.
 */
import type { MenuSheetRow } from './menu-sheet';

export const MATCH_MESSAGES = {
  ambiguous:
    'Meerdere producten op de kaart passen bij deze regel; geef de kassacode en categorie.',
  nameNotOnMenu: (name: string, category: string, code: string, names: string[]) =>
    `"${name}" staat niet op de kaart in ${category}, en kassacode ${code} hoort bij meerdere producten: ${names.join(', ')}.`,
  nameTwiceInCategory: (name: string, category: string) =>
    `"${name}" staat meer dan eens in ${category}; geef de kassacode van de juiste regel.`,
} as const;

/** Names listed in a refusal at most (a code can be shared by many rows). */
const NAMES_LISTED = 5;

export const matchKey = (text: string) => text.trim().toLocaleLowerCase('nl');

export interface MenuIndex {
  byCode: Map<string, MenuSheetRow[]>;
  byName: Map<string, MenuSheetRow[]>;
}

/** Indexes of the menu by register code and by name. */
export function indexMenu(rows: MenuSheetRow[]): MenuIndex {
  const byCode = new Map<string, MenuSheetRow[]>();
  const byName = new Map<string, MenuSheetRow[]>();
  const add = (map: Map<string, MenuSheetRow[]>, k: string, row: MenuSheetRow) => {
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  };
  for (const row of rows) {
    add(byCode, matchKey(row.view.internal_product_id), row);
    add(byName, matchKey(row.view.product_name), row);
  }
  return { byCode, byName };
}

/** The row a line names, null when it names none, or why it fits several. */
export type MatchResult = MenuSheetRow | { problem: string } | null;

/**
 * The row a line names. Tried in order, the first that fits one row wins: code and name in the
 * line's category, the name in its category (the code moved: a row changed for itself got a
 * new one), code and name anywhere, the name anywhere (the row moved category), the code in
 * the category, the code anywhere (a renamed product). The first of these that fits several
 * rows makes the line ambiguous, with its reason.
 */
export function matchRow(
  index: MenuIndex,
  code: string,
  name: string,
  category: string,
): MatchResult {
  const byCode = code ? (index.byCode.get(matchKey(code)) ?? []) : [];
  const byName = name ? (index.byName.get(matchKey(name)) ?? []) : [];
  const inCategory = (rows: MenuSheetRow[]) =>
    rows.filter((row) => matchKey(row.category) === matchKey(category));
  const both = byCode.filter((row) => byName.includes(row));
  const tiers: { rows: MenuSheetRow[]; several: () => string }[] = [
    { rows: inCategory(both), several: () => MATCH_MESSAGES.nameTwiceInCategory(name, category) },
    {
      rows: inCategory(byName),
      several: () => MATCH_MESSAGES.nameTwiceInCategory(name, category),
    },
    { rows: both, several: () => MATCH_MESSAGES.ambiguous },
    { rows: byName, several: () => MATCH_MESSAGES.ambiguous },
    {
      rows: inCategory(byCode),
      several: () => codeShared(name, category, code, inCategory(byCode)),
    },
    { rows: byCode, several: () => codeShared(name, category, code, byCode) },
  ];
  for (const tier of tiers) {
    if (tier.rows.length === 1) return tier.rows[0] ?? null;
    if (tier.rows.length > 1) return { problem: tier.several() };
  }
  return null;
}

/** A code several rows share: without a name that fits, the line names none of them. */
function codeShared(name: string, category: string, code: string, rows: MenuSheetRow[]): string {
  if (!name) return MATCH_MESSAGES.ambiguous;
  const names = [...new Set(rows.map((row) => row.view.product_name))];
  const listed = names.slice(0, NAMES_LISTED);
  if (names.length > listed.length) listed.push('…');
  return MATCH_MESSAGES.nameNotOnMenu(name, category || '-', code, listed);
}
