/**
 * The products an import makes: the register code each new combination gets (the preview
 * names it, apply gives exactly that), and on apply per line the kind or horeca product (or
 * the catalogue's item the user chose), its combination and its row at the end of the line's
 * category, by the services that make them by hand: their checks, history and audit lines.
 */
import type { MenuImportCreation } from '../../../src/domain/contract/menu-import';
import type { Principal } from '../../auth/principal';
import type { Executor } from '../../db/client';
import type { ChangeSet } from '../writer/changes';
import { createKind } from '../catalogue/kinds';
import { createPrice } from '../catalogue/prices';
import { createProduct } from '../catalogue/products';
import { createLink } from '../links/shop-links';
import { RegisterCodes, type PriceDecision } from './menu-import-decide';
import type { PlannedCreation } from './menu-import-new';

export interface Creation extends MenuImportCreation {
  planned: PlannedCreation;
}

/**
 * The register code of each creation, in file order: a code as given when it is free in the
 * group, else the next free one of its prefix, past the codes that copies of the same import
 * take (`decisions`). Apply, run after those copies exist, gives the same codes.
 */
export async function withCodes(
  tx: Executor,
  planned: PlannedCreation[],
  decisions: PriceDecision[],
): Promise<Creation[]> {
  if (!planned.length) return [];
  const base = (c: PlannedCreation) => ('code' in c.code ? c.code.code : `${c.code.prefix}00`);
  const codes = new RegisterCodes(tx);
  const copies = decisions.flatMap((d) => (d.copy ? [d.copy] : []));
  await codes.load([
    ...planned.map((c) => ({ code: base(c), groupId: c.groupId })),
    ...copies.map((c) => ({ code: c.code, groupId: c.groupId })),
  ]);
  for (const copy of copies) codes.keep(copy.code, copy.groupId);
  return planned.map((c) => {
    const code =
      'code' in c.code && codes.keep(c.code.code, c.groupId)
        ? c.code.code
        : codes.next(base(c), c.groupId);
    const { code: _wish, groupId: _group, lists: _lists, ...shown } = c;
    return { ...shown, internal_product_id: code, planned: c };
  });
}

/** What the preview shows of a creation. */
export const shownCreation = ({ planned: _planned, ...shown }: Creation): MenuImportCreation =>
  shown;

/** Makes the import's products, inside the caller's write; the shop's boards reload once. */
export async function applyCreations(
  tx: Executor,
  changes: ChangeSet,
  principal: Principal,
  shopId: string,
  creations: Creation[],
): Promise<void> {
  for (const creation of creations) {
    const { planned } = creation;
    const itemId =
      planned.existing_id ??
      (planned.type === 'kind'
        ? await createKind(tx, principal, {
            name: planned.product_name,
            shop_group_id: planned.groupId,
          })
        : await createProduct(tx, principal, {
            name: planned.product_name,
            shop_group_id: planned.groupId,
          })
      ).id;
    const price = await createPrice(
      tx,
      {
        internal_product_id: creation.internal_product_id,
        shop_group_id: planned.groupId,
        ...planned.lists,
      },
      principal.userId,
    );
    await createLink(tx, changes, principal, {
      shop_id: shopId,
      category_id: planned.category_id,
      price_id: price.id,
      ...(planned.type === 'kind' ? { kind_id: itemId } : { product_id: itemId }),
      active: planned.active,
      new: planned.new,
    });
  }
}
