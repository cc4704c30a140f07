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

/** Usernames shorter than this cannot log in through the login form (backoffice spec section 5). */
export const USERNAME_MIN_LENGTH = 8;

/** Why a username cannot be given to a new or renamed user, or null when it can. */
export function usernameProblem(username: string): string | null {
  return username.trim().length < USERNAME_MIN_LENGTH
    ? `Een gebruikersnaam heeft minstens ${USERNAME_MIN_LENGTH} tekens: met een kortere kan niemand inloggen.`
    : null;
}
