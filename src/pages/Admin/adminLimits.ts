/** Fetch limits of the admin lists (spec section 9). */

/** Users, roles and shops. */
export const ADMIN_LIST_LIMIT = 999;
/** Shop groups. */
export const SHOP_GROUP_LIMIT = 1000;
