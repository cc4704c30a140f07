import type { Maintenance } from '../../../src/domain/contract';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { appSettings } from '../../db/schema';
import { AppError } from '../../errors';

/**
 * The maintenance flag: while it is set, forms and the content workflow accept no changes, and
 * neither the workflow runner nor the scheduled-changes runner claims work. It lives in the
 * database, so every server process obeys the same flag.
 */

const MAINTENANCE_KEY = 'maintenance';

export type MaintenanceView = Maintenance;

interface MaintenanceValue {
  paused: boolean;
}

function isMaintenanceValue(value: unknown): value is MaintenanceValue {
  return typeof value === 'object' && value !== null && 'paused' in value;
}

/**
 * The flag as a condition of a statement (`not ${changesPaused()}`): a claim that carries it
 * sees a pause that took effect before the statement began, in the same snapshot as its work.
 */
export function changesPaused(): SQL {
  return sql`exists (select 1 from ${appSettings} where ${appSettings.key} = ${MAINTENANCE_KEY} and ${appSettings.value} -> 'paused' = 'true'::jsonb)`;
}

/** The flag as stored; not paused when it was never set. */
export async function getMaintenance(db: Executor): Promise<MaintenanceView> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, MAINTENANCE_KEY));
  const paused = row && isMaintenanceValue(row.value) ? row.value.paused === true : false;
  return { paused, modified_at: row ? row.modifiedAt.toISOString() : null };
}

/** Sets or clears the flag. Run it through the writer. */
export async function setMaintenance(
  tx: Executor,
  paused: boolean,
  userId: string,
): Promise<MaintenanceView> {
  const value: MaintenanceValue = { paused };
  const now = new Date();
  await tx
    .insert(appSettings)
    .values({ key: MAINTENANCE_KEY, value, modifiedBy: userId, modifiedAt: now })
    .onConflictDoUpdate({
      target: appSettings.key,
      set: { value, modifiedBy: userId, modifiedAt: now },
    });
  return { paused, modified_at: now.toISOString() };
}

/** Throws 503 while changes are paused. */
export async function assertWritesAllowed(db: Executor): Promise<void> {
  if ((await getMaintenance(db)).paused) throw new AppError('WRITES_PAUSED');
}
