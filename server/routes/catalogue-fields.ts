import { Type } from 'typebox';
import { ListQuerySchema } from '../http/list-query';
import { Uuid } from '../http/schemas';

/** Request schemas shared by the catalogue routes (kinds, products, strains, tags, flavors). */

const ImageSlot = Type.Optional(Type.Union([Type.String({ maxLength: 255 }), Type.Null()]));

/** Descriptions and picture slots of kinds and horeca products. */
export const ItemContentFields = {
  short_description_nl: Type.Optional(Type.String({ maxLength: 1000 })),
  short_description_en: Type.Optional(Type.String({ maxLength: 1000 })),
  description_nl: Type.Optional(Type.String({ maxLength: 20_000 })),
  description_en: Type.Optional(Type.String({ maxLength: 20_000 })),
  image_1: ImageSlot,
  image_2: ImageSlot,
  image_3: ImageSlot,
  image_4: ImageSlot,
  image_5: ImageSlot,
  image_6: ImageSlot,
};

/** The owning shop group; null is global. */
export const ShopGroupField = Type.Optional(Type.Union([Uuid, Type.Null()]));

/** A list of group-owned items, optionally narrowed to one group plus the global items. */
export const GroupListQuery = Type.Object({
  ...ListQuerySchema.properties,
  shop_group_id: Type.Optional(Uuid),
});

/** `?shop_id=`: adds that shop's price links to an item, or narrows a name lookup to it. */
export const ShopQuery = Type.Object({ shop_id: Type.Optional(Uuid) });

export const NameParams = Type.Object({ name: Type.String({ minLength: 1, maxLength: 255 }) });
