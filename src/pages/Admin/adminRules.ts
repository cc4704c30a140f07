/** The rules of the admin page, without React: shop ids, user bodies, texts of failures. */
import { ApiError } from '../../api/http';
import type { ShopGroup, User, UserInput } from '../../api/types';
import { PASSWORD_MIN_LENGTH } from '../../domain';
import { t } from '../../i18n';
import type { Translate } from '../../i18n';

/** Shop ids typed comma separated (spaces and line breaks also separate): each once, in order. */
export function parseShopIds(text: string): string[] {
  const ids = text
    .split(/[\s,;]+/)
    .map((id) => id.trim())
    .filter(Boolean);
  return [...new Set(ids)];
}

/** The ids as the text field shows them. */
export function formatShopIds(ids: readonly string[]): string {
  return ids.join(', ');
}

/** Adds the id when absent, removes it when present (a ticked or unticked choice). */
export function toggleId(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id];
}

/** The ids among `ids` that are no known shop, for a hint before the server says so. */
export function unknownShopIds(ids: readonly string[], knownIds: ReadonlySet<string>): string[] {
  return ids.filter((id) => !knownIds.has(id));
}

/** The failure of 'Add Shop Group': the server's message, or 'Er is een fout opgetreden'. */
export function shopGroupErrorText(error: unknown, translate: Translate = t): string {
  if (error instanceof ApiError && error.detail) return error.detail;
  return translate('admin.genericError');
}

/** The body of `PUT /v1/shop-groups/{id}`: the group's shops stay when it is renamed. */
export function shopGroupBody(
  group: ShopGroup,
  name: string,
): { name: string; shop_ids: string[] } {
  return { name: name.trim(), shop_ids: group.shops.map((shop) => shop.id) };
}

/**
 * The body of `PUT /v1/users/{id}`: the full user as stored, with its roles and shop groups
 * replaced by the chosen ids.
 */
export function userAssignmentBody(
  user: User,
  roleIds: readonly string[],
  shopGroupIds: readonly string[],
): UserInput {
  return {
    username: user.username,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    is_active: user.is_active,
    is_superuser: user.is_superuser,
    roles: [...roleIds],
    shop_groups: [...shopGroupIds],
  };
}

/** What the new-user form holds. */
export interface NewUserForm {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  isSuperuser: boolean;
  roleIds: string[];
  shopGroupIds: string[];
}

export const EMPTY_USER_FORM: NewUserForm = {
  username: '',
  email: '',
  firstName: '',
  lastName: '',
  password: '',
  isSuperuser: false,
  roleIds: [],
  shopGroupIds: [],
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function newUserProblems(
  form: NewUserForm,
  translate: Translate = t,
): Partial<Record<keyof NewUserForm, string>> {
  const problems: Partial<Record<keyof NewUserForm, string>> = {};
  if (!form.username.trim()) problems.username = translate('admin.users.usernameRequired');
  else if (/\s/.test(form.username.trim())) {
    problems.username = translate('admin.users.usernameSpaces');
  }
  if (!EMAIL.test(form.email.trim())) problems.email = translate('admin.users.emailInvalid');
  if (form.password.length < PASSWORD_MIN_LENGTH) {
    problems.password = translate('admin.users.passwordShort', { min: PASSWORD_MIN_LENGTH });
  }
  return problems;
}

/** The body of `POST /v1/users`. */
export function newUserBody(form: NewUserForm): UserInput {
  return {
    username: form.username.trim(),
    email: form.email.trim(),
    first_name: form.firstName.trim(),
    last_name: form.lastName.trim(),
    password: form.password,
    is_active: true,
    is_superuser: form.isSuperuser,
    roles: [...form.roleIds],
    shop_groups: [...form.shopGroupIds],
  };
}

/** The link a user opens to choose a new password: `{origin}/reset-password?token=…`. */
export function resetLink(origin: string, token: string): string {
  return `${origin}/reset-password?token=${encodeURIComponent(token)}`;
}
