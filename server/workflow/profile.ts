import { eq } from 'drizzle-orm';
import type { KindType } from '../../src/domain';
import type { Executor } from '../db/client';
import { kinds } from '../db/schema';
import { presentKind } from '../services/catalogue/kind-views';
import type { KindProfile } from './generator';

/** A kind's data as the generators read it. */

function typeOf(flags: { c: boolean; h: boolean; i: boolean; s: boolean }): KindType | null {
  if (flags.h || (flags.i && flags.s)) return 'hybrid';
  if (flags.i) return 'indica';
  if (flags.s) return 'sativa';
  if (flags.c) return 'CBD';
  return null;
}

/** The kind's profile; null when the kind no longer exists. */
export async function loadKindProfile(
  db: Executor,
  kindId: string | null,
): Promise<KindProfile | null> {
  if (!kindId) return null;
  const [row] = await db.select().from(kinds).where(eq(kinds.id, kindId));
  if (!row) return null;
  const view = await presentKind(db, row);
  return {
    id: row.id,
    name: row.name,
    type: typeOf(row),
    strains: view.strains.map((strain) => strain.name),
    tags: view.tags.map((tag) => ({ name: tag.name, amount: tag.amount })),
    flavors: view.flavors.map((flavor) => flavor.name),
  };
}

/** Why the profile is too thin to write about; null when it will do. */
export function profileProblem(profile: KindProfile): string | null {
  if (profile.type || profile.strains.length) return null;
  return 'De kind heeft geen type (indica, sativa, hybrid of CBD) en geen strains; vul die eerst in.';
}
