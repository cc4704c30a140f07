import { Type } from 'typebox';
import { ListQuerySchema } from '../http/list-query';
import { Uuid } from '../http/schemas';

/** Request schemas shared by the catalogue routes (kinds, products, strains, tags, flavors). */

/** A list of group-owned items, optionally narrowed to one group plus the global items. */
export const GroupListQuery = Type.Object({
  ...ListQuerySchema.properties,
  shop_group_id: Type.Optional(Uuid),
});

/** `?shop_id=`: adds that shop's price links to an item, or narrows a name lookup to it. */
export const ShopQuery = Type.Object({ shop_id: Type.Optional(Uuid) });

export const NameParams = Type.Object({ name: Type.String({ minLength: 1, maxLength: 255 }) });
