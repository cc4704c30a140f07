import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, parseApiDate } from './dates';

describe('parseApiDate', () => {
  it('reads ISO timestamps with and without a zone as UTC', () => {
    expect(parseApiDate('2024-07-19T09:19:27.123Z')?.toISOString()).toBe(
      '2024-07-19T09:19:27.123Z',
    );
    expect(parseApiDate('2024-07-19T09:19:27.123456')?.toISOString()).toBe(
      '2024-07-19T09:19:27.123Z',
    );
    expect(parseApiDate('2024-07-19T11:19:27+02:00')?.toISOString()).toBe(
      '2024-07-19T09:19:27.000Z',
    );
  });

  it('gives null for nothing or nonsense', () => {
    expect(parseApiDate(null)).toBeNull();
    expect(parseApiDate(undefined)).toBeNull();
    expect(parseApiDate('')).toBeNull();
    expect(parseApiDate('yesterday')).toBeNull();
  });
});

describe('formatDateTime', () => {
  it('shows nl-NL date and time in the given zone (summer: UTC+2)', () => {
    expect(formatDateTime('2024-07-19T09:19:27Z', 'Europe/Amsterdam')).toBe('19-07-2024, 11:19');
    expect(formatDateTime('2024-07-19T09:19:27', 'Europe/Amsterdam')).toBe('19-07-2024, 11:19');
  });

  it('follows the winter offset (UTC+1)', () => {
    expect(formatDateTime('2024-01-05T23:30:00Z', 'Europe/Amsterdam')).toBe('06-01-2024, 00:30');
  });

  it("shows '-' without a moment", () => {
    expect(formatDateTime(null)).toBe('-');
    expect(formatDate('nope')).toBe('-');
  });

  it('formats the date alone', () => {
    expect(formatDate('2024-07-19T23:30:00Z', 'Europe/Amsterdam')).toBe('20-07-2024');
  });
});
