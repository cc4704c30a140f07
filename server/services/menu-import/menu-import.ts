/**
 * Importing a shop's menu file: a preview of what it changes, and applying exactly that preview
 * in one write (one transaction, one cache-status bump and push for the shop, the history of
 * every changed row recorded by the writer). Prices change for the row only, by the rules of
 * `changeLinkPrices` (`for: 'this'`), for all rows at once (`menu-import-apply.ts`): a
 * combination other rows share is copied for this row, and the preview names the register code
 * such a row gets. The file is read bounded and in its
 * own encoding (`server/http/csv-read.ts`); a preview lists at most `MENU_FILE_LIMITS.errorsListed`
 * line errors and counts the rest. Its token names the file, the menu's state and the person
 * who previewed it: applying acts with that person's rights as they are then.
 *
 * A line naming a product that is on neither the menu nor the catalogue, with a category of the
 * shop and prices, becomes a new product (`menu-import-new.ts`), made on apply after the
 * changes (`menu-import-create.ts`); a misspelt name close to products that exist is offered
 * them and applied only as the caller's `choices` for its line say.
 */
import { createHash } from 'node:crypto';
import { and, inArray, sql } from 'drizzle-orm';
import {
  MENU_FILE_LIMITS,
  type MenuImportPreview,
  type MenuImportResult,
} from '../../../src/domain/contract/menu-import';
import type { Principal } from '../../auth/principal';
import type { Executor } from '../../db/client';
import { kinds, products } from '../../db/schema';
import { conflict } from '../../errors';
import { readCsv, type CsvFile } from '../../http/csv-read';
import { msg } from '../../i18n';
import type { ChangeSet } from '../writer/changes';
import { applyImportChanges } from './menu-import-apply';
import {
  decidePrices,
  priceStepsOf,
  withRegisterCodes,
  type PriceDecision,
} from './menu-import-decide';
import { applyCreations, shownCreation, withCodes, type Creation } from './menu-import-create';
import { matchKey } from './menu-import-match';
import {
  NO_NEW_ITEMS,
  catalogueScopeOf,
  loadNewItemContext,
  parseChoices,
  sortUnmatched,
  type LineChoices,
  type SortedLines,
} from './menu-import-new';
import { IMPORT_MESSAGES, planMenuImport, type ImportPlan } from './menu-import-plan';
import { loadMenuSheet, type MenuSheet, type MenuSheetRow } from './menu-sheet';
import { replaceHappyHours } from './menu-import-happy-hours';

/** The longest line a menu file may have: a wide menu's line is a few hundred characters. */
const MAX_LINE_CHARS = 4096;

/** Names looked up in one query: far below the 65,535 values a PostgreSQL statement may bind. */
const NAMES_PER_QUERY = 1000;

/** Reads a menu file within the bounds of a menu: 413 beyond its lines, 400 when not text. */
export function readMenuFile(bytes: Uint8Array): Promise<CsvFile> {
  return readCsv(bytes, { maxRecords: MENU_FILE_LIMITS.lines, maxRecordChars: MAX_LINE_CHARS });
}

/** Names among `names` that are kinds or products the shop may show (global or of its groups). */
export async function catalogueNames(
  db: Executor,
  shopId: string,
  names: string[],
): Promise<Set<string>> {
  const wanted = [...new Set(names.map((n) => n.trim().toLocaleLowerCase('nl')).filter(Boolean))];
  const found = new Set<string>();
  for (let start = 0; start < wanted.length; start += NAMES_PER_QUERY) {
    const chunk = wanted.slice(start, start + NAMES_PER_QUERY);
    for (const name of await catalogueNamesOf(db, shopId, chunk)) found.add(name);
  }
  return found;
}

async function catalogueNamesOf(db: Executor, shopId: string, wanted: string[]): Promise<string[]> {
  const { inScope } = await catalogueScopeOf(db, shopId);
  const [kindRows, productRows] = await Promise.all([
    db
      .select({ name: kinds.name })
      .from(kinds)
      .where(and(inArray(sql`lower(${kinds.name})`, wanted), inScope(kinds.shopGroupId))),
    db
      .select({ name: products.name })
      .from(products)
      .where(and(inArray(sql`lower(${products.name})`, wanted), inScope(products.shopGroupId))),
  ]);
  return [...kindRows, ...productRows].map((r) => r.name.toLocaleLowerCase('nl'));
}

const tokenOf = (principal: Principal, fingerprint: string, bytes: Uint8Array) =>
  createHash('sha256')
    .update(principal.userId)
    .update('\n')
    .update(fingerprint)
    .update('\n')
    .update(bytes)
    .digest('hex');

interface FullPlan {
  plan: ImportPlan;
  sorted: SortedLines;
  rowOf: Map<string, MenuSheetRow>;
}

/**
 * The plan of the file with its unmatched lines sorted; lines whose chosen near match is a row
 * of the menu are planned again as lines of that row.
 */
async function fullPlan(
  db: Executor,
  principal: Principal,
  shopId: string,
  sheet: MenuSheet,
  file: CsvFile,
  choices: LineChoices,
): Promise<FullPlan> {
  const rowOf = new Map(sheet.rows.map((row) => [row.view.id, row]));
  let plan = planMenuImport(file.records, sheet.rows);
  const exact = await catalogueNames(
    db,
    shopId,
    plan.unmatched.map((u) => u.product_name),
  );
  // The catalogue is read only when the file names something on neither the menu nor it.
  const unknown = plan.unmatched.some((u) => !exact.has(matchKey(u.product_name)));
  const context = unknown ? await loadNewItemContext(db, principal, shopId, sheet) : NO_NEW_ITEMS;
  const sorted = sortUnmatched(context, plan.unmatched, exact, choices, rowOf);
  if (sorted.chosenRows.size) plan = planMenuImport(file.records, sheet.rows, sorted.chosenRows);
  return { plan, sorted, rowOf };
}

function previewOf(
  file: CsvFile,
  { plan, sorted }: FullPlan,
  creations: Creation[],
  token: string,
): MenuImportPreview {
  return {
    token,
    rows: plan.rows,
    unchanged: plan.unchanged,
    changes: plan.changes,
    new_products: sorted.catalogueOnly.map(({ type: _type, draft: _draft, ...u }) => ({
      ...u,
      note: IMPORT_MESSAGES.newProduct,
    })),
    unknown_products: sorted.unknown,
    new_items: creations.map(shownCreation),
    choices: sorted.choices,
    errors: plan.errors.slice(0, MENU_FILE_LIMITS.errorsListed),
    errors_total: plan.errors.length,
    encoding: file.encoding,
  };
}

/**
 * What applying the file would change (with `choices` for misspelt lines, as `parseChoices`
 * reads them); nothing is written.
 */
export async function previewMenuImport(
  db: Executor,
  principal: Principal,
  shopId: string,
  bytes: Uint8Array,
  choices?: string,
): Promise<MenuImportPreview> {
  const sheet = await loadMenuSheet(db, principal, shopId);
  const file = await readMenuFile(bytes);
  const full = await fullPlan(db, principal, shopId, sheet, file, parseChoices(choices));
  // The register codes rows and new products would get, as apply gives them.
  const steps = await priceStepsOf(db, principal, shopId, full.plan.changes, full.rowOf);
  const decisions: PriceDecision[] = await decidePrices(db, principal, steps);
  full.plan.changes = withRegisterCodes(full.plan.changes, decisions);
  const creations = await withCodes(db, full.sorted.creations, decisions);
  return previewOf(file, full, creations, tokenOf(principal, sheet.fingerprint, bytes));
}

/**
 * Applies the file as previewed under `token`, inside the caller's write; the file was read
 * before it (`readMenuFile`). The plan is made again on the menu as it is now, as the caller
 * with their rights now; a different token means the menu (or the file, or the person)
 * changed since the preview, and nothing is written (409). `choices` say what misspelt lines
 * become; a line without one is left alone.
 */
export async function applyMenuImport(
  tx: Executor,
  changes: ChangeSet,
  principal: Principal,
  shopId: string,
  file: { bytes: Uint8Array; read: CsvFile },
  token: string,
  choices?: string,
): Promise<MenuImportResult> {
  const sheet = await loadMenuSheet(tx, principal, shopId);
  if (tokenOf(principal, sheet.fingerprint, file.bytes) !== token)
    throw conflict(msg('services.menuChanged'));
  const full = await fullPlan(tx, principal, shopId, sheet, file.read, parseChoices(choices));
  const { plan } = full;
  const applied = await applyImportChanges(
    tx,
    changes,
    principal,
    shopId,
    plan.changes,
    full.rowOf,
    plan.actions,
  );
  plan.changes = applied.changes;
  if (plan.happyHours.size) {
    await replaceHappyHours(tx, shopId, plan.happyHours);
    changes.touchShops([shopId]);
  }
  const creations = await withCodes(tx, full.sorted.creations, applied.decisions);
  await applyCreations(tx, changes, principal, shopId, creations);
  return {
    applied: plan.changes.length,
    created: creations.length,
    preview: previewOf(file.read, full, creations, token),
  };
}
