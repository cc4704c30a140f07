import { Type } from 'typebox';

/** Shared request schemas. */
export const Uuid = Type.String({ format: 'uuid' });

export const IdParams = Type.Object({ id: Uuid });

export const ShopIdParams = Type.Object({ shopId: Uuid });

/** An id given either bare or as an object `{id}` (clients send both shapes). */
export const IdRef = Type.Union([Uuid, Type.Object({ id: Uuid })]);

export function idsOf(refs: (string | { id: string })[] | undefined): string[] | undefined {
  return refs?.map((ref) => (typeof ref === 'string' ? ref : ref.id));
}

export const Name = Type.String({ minLength: 1, maxLength: 255 });
