import { describe, expect, it } from 'vitest';
import { nextFreeCode } from './prices';

describe('new register codes keep the shop’s five-digit pattern', () => {
  it('counts on from the highest code of the prefix', () => {
    expect(nextFreeCode('50000', ['50001', '50002', '50007'])).toBe('50008');
    expect(nextFreeCode('20001', ['20001', '20002', '20003'])).toBe('20004');
  });

  it('starts a prefix without codes at 01', () => {
    expect(nextFreeCode('50000', [])).toBe('50001');
  });

  it('is not stretched by a code of another length', () => {
    expect(nextFreeCode('50000', ['500', '5001234567', '50003'])).toBe('50004');
  });

  it('takes the lowest free number once the last one of the pattern is taken', () => {
    expect(nextFreeCode('50000', ['50099', '50001'])).toBe('50002');
  });
});
