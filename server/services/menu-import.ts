/**
 * Importing a shop's menu file: a preview of what it changes, and applying exactly that preview
 * in one write (one transaction, one cache-status bump and push for the shop, the history of
 * every changed row recorded by the writer). Prices change for the row only, by the rules of
 * `changeLinkPrices` (`for: 'this'`), for all rows at once (`menu-import-apply.ts`): a
 * combination other rows share is copied for this row.
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { MenuImportPreview, MenuImportResult } from '../../src/domain/contract/menu-import';
import type { Principal } from '../auth/principal';
import type { Executor } from '../db/client';
import { kinds, products, shopGroupShops } from '../db/schema';
import { conflict } from '../errors';
import { msg } from '../i18n';
import type { ChangeSet } from './changes';
import { applyImportChanges } from './menu-import-apply';
import { IMPORT_MESSAGES, planMenuImport, type ImportPlan } from './menu-import-plan';
import { loadMenuSheet } from './menu-sheet';

/** Names among `names` that are kinds or products the shop may show (global or of its groups). */
async function catalogueNames(db: Executor, shopId: string, names: string[]): Promise<Set<string>> {
  const wanted = [...new Set(names.map((n) => n.trim().toLocaleLowerCase('nl')).filter(Boolean))];
  if (!wanted.length) return new Set();
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
  return new Set([...kindRows, ...productRows].map((r) => r.name.toLocaleLowerCase('nl')));
}

const tokenOf = (fingerprint: string, text: string) =>
  createHash('sha256').update(fingerprint).update('\n').update(text).digest('hex');

async function previewOf(
  db: Executor,
  shopId: string,
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
    errors: plan.errors,
  };
}

/** What applying the file would change; nothing is written. */
export async function previewMenuImport(
  db: Executor,
  principal: Principal,
  shopId: string,
  text: string,
): Promise<MenuImportPreview> {
  const sheet = await loadMenuSheet(db, principal, shopId);
  const plan = planMenuImport(text, sheet.rows);
  return previewOf(db, shopId, plan, tokenOf(sheet.fingerprint, text));
}

/**
 * Applies the file as previewed under `token`, inside the caller's write. The plan is made
 * again on the menu as it is now; a different token means the menu (or the file) changed since
 * the preview, and nothing is written (409).
 */
export async function applyMenuImport(
  tx: Executor,
  changes: ChangeSet,
  principal: Principal,
  shopId: string,
  text: string,
  token: string,
): Promise<MenuImportResult> {
  const sheet = await loadMenuSheet(tx, principal, shopId);
  if (tokenOf(sheet.fingerprint, text) !== token) throw conflict(msg('services.menuChanged'));
  const plan = planMenuImport(text, sheet.rows);
  const rowOf = new Map(sheet.rows.map((row) => [row.view.id, row]));
  await applyImportChanges(tx, changes, principal, shopId, plan.changes, rowOf, plan.actions);
  return { applied: plan.changes.length, preview: await previewOf(tx, shopId, plan, token) };
}
