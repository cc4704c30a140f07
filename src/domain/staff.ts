/** Who counts as internal staff: shop accounts under the product's own mail domain. */

/**
 * The mail domain of internal staff accounts (the shops' own logins). They see neither the
 * manage icons of the header nor the product name links of the products list.
 */
export const INTERNAL_STAFF_DOMAIN = 'pricelist.nl';

/** True when the address belongs to {@link INTERNAL_STAFF_DOMAIN} (case-insensitive). */
export function isInternalStaffEmail(email: string | null | undefined): boolean {
  if (!email) return false;
  return email.trim().toLowerCase().endsWith(`@${INTERNAL_STAFF_DOMAIN}`);
}
