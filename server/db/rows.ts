import type { SQL } from 'drizzle-orm';
import type { Executor } from './client';

/** Runs a raw query and returns its rows (node-postgres answers `{ rows }`). */
export async function rowsOf<T>(executor: Executor, query: SQL): Promise<T[]> {
  return ((await executor.execute(query)) as unknown as { rows: T[] }).rows;
}
