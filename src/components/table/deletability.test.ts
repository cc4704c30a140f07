import { describe, expect, it } from 'vitest';
import { DELETABILITY_UNKNOWN, deleteAvailability } from './deletability';

describe('deleteAvailability', () => {
  it('waits for the answer', () => {
    expect(deleteAvailability(undefined, false)).toEqual({ busy: true, reason: null });
  });

  it('allows a deletable item', () => {
    expect(deleteAvailability({ is_deletable: true }, false)).toEqual({
      busy: false,
      reason: null,
    });
  });

  it("refuses with the page's text or the server's reason", () => {
    const answer = { is_deletable: false, reason: 'Strain is used by 2 kinds.' };
    expect(deleteAvailability(answer, false, 'Category is in use.').reason).toBe(
      'Category is in use.',
    );
    expect(deleteAvailability(answer, false).reason).toBe('Strain is used by 2 kinds.');
    expect(deleteAvailability({ is_deletable: false }, false).reason).toBe(
      'Dit item is in gebruik.',
    );
  });

  it('refuses when the question failed', () => {
    expect(deleteAvailability(undefined, true)).toEqual({
      busy: false,
      reason: DELETABILITY_UNKNOWN,
    });
  });
});
