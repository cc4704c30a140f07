/**
 * Lines of an imported file that name nothing on the menu, sorted: a name of the catalogue
 * (not added), a misspelt name close to products that exist (offered, applied only as the
 * user chooses), a new product with a category of the shop and prices (made on apply), or a
 * line that cannot be one (with what is missing). Reads only; preview and apply share it.
 */
import { eq, inArray, isNull, or } from 'drizzle-orm';
import type {
  MenuImportChoice,
  MenuImportCreation,
  MenuImportPreview,
} from '../../../src/domain/contract/menu-import';
import { MENU_FILE_LIMITS } from '../../../src/domain/contract/menu-import';
import {
  HORECA_REGISTER_PREFIX,
  sellsCannabis,
  sellsHoreca,
  type PriceEntryInput,
  type PriceListName,
  type ShopType,
} from '../../../src/domain';
import type { Principal } from '../../auth/principal';
import { canReadGroupItem } from '../../auth/tenancy';
import type { Executor } from '../../db/client';
import { categories, kinds, products, shopGroupShops, shops } from '../../db/schema';
import { badRequest } from '../../errors';
import { msg } from '../../i18n';
import { groupForCopy } from '../links/link-price-change';
import { matchKey } from './menu-import-match';
import { nameIndex, nearMatches, type NameIndex } from './menu-import-near';
import type { UnmatchedLine } from './menu-import-plan';
import { IMPORT_MESSAGES } from './menu-import-plan';
import { NEW_MESSAGES, draftLists, registerCodeOf, type CodeWish } from './menu-import-new-rules';
import { SHEET_TYPES, type MenuSheet, type MenuSheetRow } from './menu-sheet';

type Suggestion = MenuImportChoice['suggestions'][number] & {
  type: 'kind' | 'product';
  groupId: string | null;
};

interface CategoryInfo {
  id: string;
  name: string;
  cannabis: boolean;
}

/** What sorting the lines needs to know of the shop, its menu and its catalogue. */
export interface NewItemContext {
  shopType: ShopType;
  categories: Map<string, CategoryInfo>;
  /** The group new products and their combinations go to. */
  groupId: string | null;
  /** Per category id: the register prefix its rows use most. */
  prefixOf: Map<string, string>;
  /** The English text of each free label of the menu. */
  englishOf: Map<string, string>;
  menu: NameIndex<Suggestion>;
  catalogue: NameIndex<Suggestion>;
}

/** A line to make on apply, before its register code is given. */
export interface PlannedCreation extends Omit<MenuImportCreation, 'internal_product_id'> {
  code: CodeWish;
  groupId: string | null;
  lists: Record<PriceListName, PriceEntryInput[]>;
}

export interface SortedLines {
  /** Names of the catalogue that are not on the menu: not added (as before). */
  catalogueOnly: UnmatchedLine[];
  unknown: MenuImportPreview['unknown_products'];
  creations: PlannedCreation[];
  choices: MenuImportChoice[];
  /** Lines whose chosen near match is a row of the menu: they change that row. */
  chosenRows: Map<number, MenuSheetRow>;
}

/**
 * The catalogue a shop's import may use: global kinds and products and those of the shop's
 * groups. `inScope` is the condition on an item's group column.
 */
export async function catalogueScopeOf(db: Executor, shopId: string) {
  const groups = (
    await db
      .select({ id: shopGroupShops.shopGroupId })
      .from(shopGroupShops)
      .where(eq(shopGroupShops.shopId, shopId))
  ).map((g) => g.id);
  const inScope = (column: typeof kinds.shopGroupId | typeof products.shopGroupId) =>
    groups.length ? or(isNull(column), inArray(column, groups)) : isNull(column);
  return { groups, inScope };
}

/** The rows of the menu and the kinds and products of the shop's groups, as candidates. */
export async function loadNewItemContext(
  db: Executor,
  principal: Principal,
  shopId: string,
  sheet: MenuSheet,
): Promise<NewItemContext> {
  const [shop] = await db
    .select({ shopType: shops.shopType })
    .from(shops)
    .where(eq(shops.id, shopId));
  const categoryRows = await db
    .select({ id: categories.id, name: categories.name, cannabis: categories.cannabis })
    .from(categories)
    .where(eq(categories.shopId, shopId));
  const { inScope } = await catalogueScopeOf(db, shopId);
  const [kindRows, productRows] = await Promise.all([
    db
      .select({ id: kinds.id, name: kinds.name, groupId: kinds.shopGroupId })
      .from(kinds)
      .where(inScope(kinds.shopGroupId)),
    db
      .select({ id: products.id, name: products.name, groupId: products.shopGroupId })
      .from(products)
      .where(inScope(products.shopGroupId)),
  ]);
  const onMenu = new Set(sheet.rows.map((r) => r.view.kind_id ?? r.view.product_id));
  const item = (type: 'kind' | 'product') => (row: (typeof kindRows)[number]) => ({
    id: row.id,
    name: row.name,
    on_menu: false,
    category: '',
    type,
    groupId: row.groupId,
  });
  const catalogue = [...kindRows.map(item('kind')), ...productRows.map(item('product'))].filter(
    (c) => !onMenu.has(c.id) && canReadGroupItem(principal, c.groupId),
  );
  const menu = sheet.rows.map((row) => ({
    id: row.view.id,
    name: row.view.product_name,
    on_menu: true,
    category: row.category,
    type: row.view.kind_id ? ('kind' as const) : ('product' as const),
    groupId: null,
  }));
  const prefixCount = new Map<string, Map<string, number>>();
  const englishOf = new Map<string, string>();
  for (const { view } of sheet.rows) {
    const counts = prefixCount.get(view.category_id) ?? new Map<string, number>();
    const prefix = view.internal_product_id.slice(0, 3);
    if (/^\d{3}$/.test(prefix)) counts.set(prefix, (counts.get(prefix) ?? 0) + 1);
    prefixCount.set(view.category_id, counts);
    for (const entry of view.json_prices)
      if (entry.label_en && !englishOf.has(entry.label)) englishOf.set(entry.label, entry.label_en);
  }
  const prefixOf = new Map(
    [...prefixCount].flatMap(([id, counts]) => {
      const best = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
      return best ? [[id, best[0]] as const] : [];
    }),
  );
  return {
    shopType: shop?.shopType ?? 'cannabis',
    categories: new Map(categoryRows.map((c) => [matchKey(c.name), c])),
    groupId: await groupForCopy(db, principal, shopId, null),
    prefixOf,
    englishOf,
    menu: nameIndex(menu),
    catalogue: nameIndex(catalogue),
  };
}

/** The context of a file without unknown names: nothing of it is read. */
export const NO_NEW_ITEMS: NewItemContext = {
  shopType: 'cannabis',
  categories: new Map(),
  groupId: null,
  prefixOf: new Map(),
  englishOf: new Map(),
  menu: [],
  catalogue: [],
};

/** Choices sent with a request: line -> `new` or the id of a suggestion. */
export type LineChoices = ReadonlyMap<number, string>;

/** Reads `12:new,15:<id>`; 400 when it is not that. */
export function parseChoices(text: string | undefined): LineChoices {
  const choices = new Map<number, string>();
  if (!text?.trim()) return choices;
  for (const part of text.split(',')) {
    const match = /^\s*(\d{1,6})\s*:\s*(new|[0-9a-f-]{36})\s*$/i.exec(part);
    if (!match?.[1] || !match[2] || choices.has(Number(match[1])))
      throw badRequest(msg('menuFile.choicesUnreadable'), ['querystring', 'choices']);
    choices.set(Number(match[1]), match[2].toLowerCase());
  }
  return choices;
}

/** A line as a product to make (or the catalogue's item chosen for it), or why it cannot be. */
function creationOf(
  context: NewItemContext,
  line: UnmatchedLine,
  existing: Suggestion | null,
): PlannedCreation | string {
  const name = existing?.name ?? line.product_name;
  if (!name) return NEW_MESSAGES.noName;
  if (!line.category) return NEW_MESSAGES.noCategory;
  const category = context.categories.get(matchKey(line.category));
  if (!category) return NEW_MESSAGES.unknownCategory(line.category);
  if (category.cannabis && !sellsCannabis(context.shopType))
    return NEW_MESSAGES.cannabisNotSold(category.name);
  if (!category.cannabis && !sellsHoreca(context.shopType))
    return NEW_MESSAGES.horecaNotSold(category.name);
  const type = category.cannabis ? 'kind' : 'product';
  const typeText = matchKey(line.type);
  const typeWanted =
    typeText === SHEET_TYPES.kind ? 'kind' : typeText === SHEET_TYPES.product ? 'product' : null;
  if ((typeWanted && typeWanted !== type) || (existing && existing.type !== type))
    return NEW_MESSAGES.typeMismatch(existing ? name : line.type, category.name);
  if (!line.draft.prices.length) return NEW_MESSAGES.noPrices;
  const lists = draftLists(line.draft.prices, context.englishOf);
  if (typeof lists === 'string') return lists;
  // A drinks category without products yet (a new café's) numbers its drinks as the back
  // office's horeca form does.
  const prefix =
    context.prefixOf.get(category.id) ?? (type === 'product' ? HORECA_REGISTER_PREFIX : undefined);
  const code = registerCodeOf(line.internal_product_id, prefix);
  if (typeof code === 'string') return code;
  return {
    line: line.line,
    category: category.name,
    category_id: category.id,
    product_name: name,
    type,
    existing_id: existing?.id ?? null,
    prices: line.draft.prices,
    active: line.draft.active,
    new: line.draft.new,
    code,
    groupId: existing?.groupId ?? context.groupId,
    lists,
  };
}

/**
 * Sorts the lines that matched nothing on the menu. `exact` holds the names of the catalogue
 * (lower case). More unknown names than one import may make: 400. A choice for a line that
 * asks none, or naming no suggestion of its line: 400.
 */
export function sortUnmatched(
  context: NewItemContext,
  lines: UnmatchedLine[],
  exact: Set<string>,
  choices: LineChoices,
  rowOf: Map<string, MenuSheetRow>,
): SortedLines {
  const sorted: SortedLines = {
    catalogueOnly: [],
    unknown: [],
    creations: [],
    choices: [],
    chosenRows: new Map(),
  };
  const unknown = lines.filter((l) => !exact.has(matchKey(l.product_name)));
  if (unknown.length > MENU_FILE_LIMITS.newProducts)
    throw badRequest(
      msg('menuFile.tooManyNew', { count: unknown.length, limit: MENU_FILE_LIMITS.newProducts }),
    );
  const asked = new Set<number>();
  const refuse = (line: UnmatchedLine, problem: string) =>
    sorted.unknown.push({ ...plain(line), note: IMPORT_MESSAGES.notCreated(problem) });
  for (const line of lines) {
    if (exact.has(matchKey(line.product_name))) {
      sorted.catalogueOnly.push(line);
      continue;
    }
    const creation = creationOf(context, line, null);
    const suggestions = line.product_name
      ? nearMatches(line.product_name, [...context.menu, ...context.catalogue])
      : [];
    if (!suggestions.length) {
      if (typeof creation === 'string') refuse(line, creation);
      else sorted.creations.push(creation);
      continue;
    }
    asked.add(line.line);
    const choice = choices.get(line.line);
    if (choice === undefined) {
      sorted.choices.push({
        ...plain(line),
        suggestions: suggestions.map(({ id, name, on_menu, category }) => ({
          id,
          name,
          on_menu,
          category,
        })),
        new_problem: typeof creation === 'string' ? creation : null,
      });
      continue;
    }
    const chosen = choice === 'new' ? null : suggestions.find((s) => s.id === choice);
    if (chosen === undefined)
      throw badRequest(msg('menuFile.choiceUnknown', { line: line.line }), ['querystring']);
    const row = chosen?.on_menu ? rowOf.get(chosen.id) : undefined;
    if (row) {
      sorted.chosenRows.set(line.line, row);
      continue;
    }
    const made = chosen ? creationOf(context, line, chosen) : creation;
    if (typeof made === 'string') refuse(line, made);
    else sorted.creations.push(made);
  }
  const stray = [...choices.keys()].find((line) => !asked.has(line));
  if (stray !== undefined)
    throw badRequest(msg('menuFile.choiceNotAsked', { line: stray }), ['querystring']);
  return sorted;
}

const plain = (line: UnmatchedLine) => ({
  line: line.line,
  category: line.category,
  product_name: line.product_name,
  internal_product_id: line.internal_product_id,
});
