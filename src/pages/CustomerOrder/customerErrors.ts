/** The customer page's texts for failed calls: the server's own words where it has them. */
import { ApiError } from '../../api/http';

/** Error statuses the customer page reports itself (none of the back office's reactions). */
export const CUSTOMER_HANDLED_STATUSES: readonly number[] = [
  400, 403, 404, 409, 422, 429, 500, 503,
];

export const CUSTOMER_ERROR_TEXTS = {
  offline: 'Geen verbinding met de server. Controleer je internet en probeer het opnieuw.',
  shopNotFound: 'Deze shop bestaat niet (meer). Scan de code op je tafel opnieuw.',
  tableNotFound: 'Deze tafel bestaat niet. Scan de code op je tafel opnieuw.',
} as const;

/** The server's `detail`, else its status; without an answer, the offline text. */
export function customerErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    return error.detail ?? `Er ging iets mis (${error.status}). Probeer het opnieuw.`;
  }
  return CUSTOMER_ERROR_TEXTS.offline;
}

/** The text of a price list that could not be loaded: an unknown shop, or what went wrong. */
export function menuLoadErrorText(error: unknown): string {
  if (error instanceof ApiError && (error.status === 400 || error.status === 404)) {
    return CUSTOMER_ERROR_TEXTS.shopNotFound;
  }
  return customerErrorText(error);
}

/** True when the order was refused because an item is no longer on the menu as it was. */
export function menuIsStale(error: unknown): boolean {
  return (
    error instanceof ApiError && error.status === 400 && /niet beschikbaar/.test(error.detail ?? '')
  );
}
