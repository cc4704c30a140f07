/** Shapes of the API answers the back office reads. */

/** The answer of `POST /v1/login/access-token`. */
export interface AccessToken {
  access_token: string;
  token_type: string;
}

export interface Role {
  id: string;
  name: string;
}

export interface ShopSummary {
  id: string;
  name: string;
  is_using_multiscreen: boolean;
}

export interface ShopGroup {
  id: string;
  name: string;
  shops: ShopSummary[];
}

/** The answer of `GET /v1/users/me`. */
export interface CurrentUser {
  id: string;
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  is_superuser: boolean;
  roles: Role[];
  shop_groups: ShopGroup[];
}

/** The answer of `POST /v1/reset-password/`. */
export interface ResetPasswordResult {
  msg: string;
}
