/** The body of `PUT /v1/shops-to-prices/{id}`: the whole row as the back office holds it. */
import type { ShopLink, ShopLinkInput } from '../../api/types';

/** A full update body; `active` and `new` are required by the API on updates. */
export type LinkUpdateBody = ShopLinkInput & { active: boolean; new: boolean };

/** The row's current fields as an update body, with `changes` applied over them. */
export function linkUpdateBody(
  link: ShopLink,
  changes: Partial<LinkUpdateBody> = {},
): LinkUpdateBody {
  return {
    shop_id: link.shop_id,
    price_id: link.price_id,
    category_id: link.category_id,
    kind_id: link.kind_id,
    product_id: link.product_id,
    active: link.active,
    new: link.new,
    deactivated_labels: [...link.deactivated_labels],
    action_labels: link.action_labels.map((action) => ({ ...action })),
    use_half: link.use_half,
    use_one: link.use_one,
    use_two_five: link.use_two_five,
    use_five: link.use_five,
    use_joint: link.use_joint,
    use_piece: link.use_piece,
    ...changes,
  };
}
