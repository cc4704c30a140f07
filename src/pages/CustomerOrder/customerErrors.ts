/** The customer page's texts for failed calls: the server's own words where it has them. */
import { ApiError } from '../../api/http';
import { t } from '../../i18n';
import type { Translate } from '../../i18n';

/** Error statuses the customer page reports itself (none of the back office's reactions). */
export const CUSTOMER_HANDLED_STATUSES: readonly number[] = [
  400, 403, 404, 409, 422, 429, 500, 503,
];

/** The page's own error texts, in the language the page shows when they are read. */
export const CUSTOMER_ERROR_TEXTS = {
  get offline(): string {
    return t('customerOrder.error.offline');
  },
  get shopNotFound(): string {
    return t('customerOrder.error.shopNotFound');
  },
  get tableNotFound(): string {
    return t('customerOrder.error.tableNotFound');
  },
};

/** The server's `detail`, else its status; without an answer, the offline text. */
export function customerErrorText(error: unknown, translate: Translate = t): string {
  if (error instanceof ApiError) {
    return error.detail ?? translate('customerOrder.error.status', { status: error.status });
  }
  return translate('customerOrder.error.offline');
}

/** The text of a price list that could not be loaded: an unknown shop, or what went wrong. */
export function menuLoadErrorText(error: unknown, translate: Translate = t): string {
  if (error instanceof ApiError && (error.status === 400 || error.status === 404)) {
    return translate('customerOrder.error.shopNotFound');
  }
  return customerErrorText(error, translate);
}

/** True when the order was refused because an item is no longer on the menu as it was. */
export function menuIsStale(error: unknown): boolean {
  return (
    error instanceof ApiError && error.status === 400 && /niet beschikbaar/.test(error.detail ?? '')
  );
}
