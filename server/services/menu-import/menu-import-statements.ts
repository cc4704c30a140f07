/**
 * The statements a menu import writes many rows with: chunks under PostgreSQL's limit of bound
 * values, `update ... from (values ...)`, and the audit lines of edited links in bulk.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { LinkRow } from '../links/link-order';

/** Rows per statement: well under PostgreSQL's limit of bound values. */
const CHUNK = 400;

export function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

export const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/** `update <table> set ... from (values ...) as v(...) where <table>.id = v.id`, in chunks. */
export async function updateFromValues<T>(
  tx: Executor,
  items: T[],
  statement: (values: SQL) => SQL,
  row: (item: T) => SQL,
): Promise<void> {
  for (const part of chunks(items)) {
    await tx.execute(
      statement(
        sql.join(
          part.map((item) => sql`(${row(item)})`),
          sql`, `,
        ),
      ),
    );
  }
}

/** Audit rows of many edits in one statement per chunk. */
export async function recordEdits(
  tx: Executor,
  entries: (typeof auditLog.$inferInsert)[],
): Promise<void> {
  for (const part of chunks(entries)) if (part.length) await tx.insert(auditLog).values(part);
}

export const linkEdit = (userId: string, link: LinkRow): typeof auditLog.$inferInsert => ({
  userId,
  entityType: link.kindId ? 'kind' : 'product',
  entityId: (link.kindId ?? link.productId) as string,
  action: 'Edited',
  details: {
    link_id: link.id,
    shop_id: link.shopId,
    category_id: link.categoryId,
    price_id: link.priceId,
    active: link.active,
  },
});
