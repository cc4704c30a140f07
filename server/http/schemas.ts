import { Type } from 'typebox';
import { Id } from '../../src/domain/contract';

/** Shared request schemas. */
export const Uuid = Id;

export const IdParams = Type.Object({ id: Uuid });

export const ShopIdParams = Type.Object({ shopId: Uuid });

export function idsOf(refs: (string | { id: string })[] | undefined): string[] | undefined {
  return refs?.map((ref) => (typeof ref === 'string' ? ref : ref.id));
}

/** A name as people type it; one definition with the request bodies of the contract. */
export { Name } from '../../src/domain/contract';
