import { isInternalStaffEmail } from '../domain';
import { useSession } from '../stores/session';

/** What the signed-in user may see (spec section 6). */
export interface Permissions {
  isLoggedIn: boolean;
  /** `is_superuser`: admin page, quick editor, Kruisingen & Tags, admin routes. */
  isSuperuser: boolean;
  /** A superuser or an admin of a shop group: the Admin page's shops and Koppelingen. */
  isGroupAdmin: boolean;
  /**
   * An account of the internal staff domain: no manage icons in the header and no product name
   * links in the products list.
   */
  isInternalStaff: boolean;
}

/** The signed-in user's permissions, from the stored profile. */
export function usePermissions(): Permissions {
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  const isSuperuser = useSession((state) => state.profile?.is_superuser === true);
  const isAdmin = useSession(
    (state) => state.profile?.roles.some((role) => role.name === 'admin') === true,
  );
  const email = useSession((state) => state.profile?.email);
  return {
    isLoggedIn,
    isSuperuser,
    isGroupAdmin: isSuperuser || isAdmin,
    isInternalStaff: isInternalStaffEmail(email),
  };
}
