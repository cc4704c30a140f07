import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/http';
import {
  CUSTOMER_ERROR_TEXTS,
  customerErrorText,
  menuIsStale,
  menuLoadErrorText,
} from './customerErrors';

describe('customer error texts', () => {
  it("shows the server's detail", () => {
    const error = new ApiError(400, 'Bad Request', {
      detail: 'Bestellen kan alleen via de wifi van de shop.',
    });
    expect(customerErrorText(error)).toBe('Bestellen kan alleen via de wifi van de shop.');
  });

  it('names the status when the server gave no detail, and the connection otherwise', () => {
    expect(customerErrorText(new ApiError(502, 'Bad Gateway', 'oops'))).toBe(
      'Er ging iets mis (502). Probeer het opnieuw.',
    );
    expect(customerErrorText(new TypeError('Failed to fetch'))).toBe(CUSTOMER_ERROR_TEXTS.offline);
  });

  it('knows when the menu changed under the customer', () => {
    expect(menuIsStale(new ApiError(400, '', { detail: 'Critical is niet beschikbaar.' }))).toBe(
      true,
    );
    expect(
      menuIsStale(new ApiError(400, '', { detail: 'Deze tafel hoort niet bij deze shop.' })),
    ).toBe(false);
  });

  it('tells the customer when the shop of the address does not exist', () => {
    expect(menuLoadErrorText(new ApiError(404, 'Not Found', { detail: 'Shop not found' }))).toBe(
      CUSTOMER_ERROR_TEXTS.shopNotFound,
    );
    expect(
      menuLoadErrorText(new ApiError(400, 'Bad Request', { detail: 'params/id must match' })),
    ).toBe(CUSTOMER_ERROR_TEXTS.shopNotFound);
    expect(menuLoadErrorText(new TypeError('Failed to fetch'))).toBe(CUSTOMER_ERROR_TEXTS.offline);
  });
});
