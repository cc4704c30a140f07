import { describe, expect, it } from 'vitest';
import { INTERNAL_STAFF_DOMAIN, isInternalStaffEmail } from './staff';

describe('isInternalStaffEmail', () => {
  it.each([
    [`mississippi@${INTERNAL_STAFF_DOMAIN}`, true],
    ['Head-Shop@PRICELIST.NL', true],
    [' de-steeg@pricelist.nl ', true],
    ['admin@pricelist.invalid', false],
    ['maastricht.staff@example.com', false],
    ['someone@notpricelist.nl', false],
    ['pricelist.nl@example.com', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j -> %s', (email, expected) => {
    expect(isInternalStaffEmail(email)).toBe(expected);
  });
});
