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
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  MENU_FILE_LIMITS,
  type MenuImportPreview,
  type MenuImportResult,
} from '../../../src/domain/contract/menu-import';
import type { Principal } from '../../auth/principal';
import type { Executor } from '../../db/client';
import { kinds, products, shopGroupShops } from '../../db/schema';
import { conflict } from '../../errors';
import { readCsv, type CsvFile } from '../../http/csv-read';
import { msg } from '../../i18n';
import type { ChangeSet } from '../writer/changes';
import { applyImportChanges } from './menu-import-apply';
import { decidePrices, priceStepsOf, withRegisterCodes } from './menu-import-decide';
import { IMPORT_MESSAGES, planMenuImport, type ImportPlan } from './menu-import-plan';
import { loadMenuSheet } from './menu-sheet';
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
  const groups = (
    await db
      .select({ id: shopGroupShops.shopGroupId })
      .from(shopGroupShops)
      .where(eq(shopGroupShops.shopId, shopId))
  ).map((g) => g.id);
  const inScope = (column: typeof kinds.shopGroupId | typeof products.shopGroupId) =>
    groups.length ? or(isNull(column), inArray(column, groups)) : isNull(column);
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

async function previewOf(
  db: Executor,
  shopId: string,
  file: CsvFile,
  plan: ImportPlan,
  token: string,
): Promise<MenuImportPreview> {
  const known = await catalogueNames(
    db,
    shopId,
    plan.unmatched.map((u) => u.product_name),
  );
  const isNew = (name: string) => known.has(name.trim().toLocaleLowerCase('nl'));
  return {
    token,
    rows: plan.rows,
    unchanged: plan.unchanged,
    changes: plan.changes,
    new_products: plan.unmatched
      .filter((u) => isNew(u.product_name))
      .map((u) => ({ ...u, note: IMPORT_MESSAGES.newProduct })),
    unknown_products: plan.unmatched
      .filter((u) => !isNew(u.product_name))
      .map((u) => ({ ...u, note: IMPORT_MESSAGES.unknownProduct })),
    errors: plan.errors.slice(0, MENU_FILE_LIMITS.errorsListed),
    errors_total: plan.errors.length,
    encoding: file.encoding,
  };
}

/** What applying the file would change; nothing is written. */
export async function previewMenuImport(
  db: Executor,
  principal: Principal,
  shopId: string,
  bytes: Uint8Array,
): Promise<MenuImportPreview> {
  const sheet = await loadMenuSheet(db, principal, shopId);
  const file = await readMenuFile(bytes);
  const plan = planMenuImport(file.records, sheet.rows);
  // The register codes rows would get, as apply gives them.
  const rowOf = new Map(sheet.rows.map((row) => [row.view.id, row]));
  const steps = await priceStepsOf(db, principal, shopId, plan.changes, rowOf);
  plan.changes = withRegisterCodes(plan.changes, await decidePrices(db, principal, steps));
  return previewOf(db, shopId, file, plan, tokenOf(principal, sheet.fingerprint, bytes));
}

/**
 * Applies the file as previewed under `token`, inside the caller's write; the file was read
 * before it (`readMenuFile`). The plan is made again on the menu as it is now, as the caller
 * with their rights now; a different token means the menu (or the file, or the person)
 * changed since the preview, and nothing is written (409).
 */
export async function applyMenuImport(
  tx: Executor,
  changes: ChangeSet,
  principal: Principal,
  shopId: string,
  file: { bytes: Uint8Array; read: CsvFile },
  token: string,
): Promise<MenuImportResult> {
  const sheet = await loadMenuSheet(tx, principal, shopId);
  if (tokenOf(principal, sheet.fingerprint, file.bytes) !== token)
    throw conflict(msg('services.menuChanged'));
  const plan = planMenuImport(file.read.records, sheet.rows);
  const rowOf = new Map(sheet.rows.map((row) => [row.view.id, row]));
  plan.changes = await applyImportChanges(
    tx,
    changes,
    principal,
    shopId,
    plan.changes,
    rowOf,
    plan.actions,
  );
  if (plan.happyHours.size) {
    await replaceHappyHours(tx, shopId, plan.happyHours);
    changes.touchShops([shopId]);
  }
  return {
    applied: plan.changes.length,
    preview: await previewOf(tx, shopId, file.read, plan, token),
  };
}
