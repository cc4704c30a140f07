import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME } from '../../themes';
import type { ShopFeed } from '../domain';
import { closedScreenSpec } from './board-words';

// Tuesday 10 November 2026, 08:00 in Amsterdam; the shop opens at 12:00 (11:00Z).
const NOW = Date.parse('2026-11-10T07:00:00Z');
const feed = {
  closed: true,
  opens_at: '2026-11-10T11:00:00.000Z',
  time_zone: 'Europe/Amsterdam',
} as ShopFeed;

describe('the closed screen in the board language', () => {
  it('speaks Dutch on a Dutch board and English on an English one', () => {
    expect(closedScreenSpec(feed, DEFAULT_THEME, ['nl'], NOW)).toMatchObject({
      title: 'Gesloten',
      subtitle: 'Open vanaf 12:00',
    });
    expect(closedScreenSpec(feed, DEFAULT_THEME, ['en'], NOW)).toMatchObject({
      title: 'Closed',
      subtitle: 'Open from 12:00',
    });
  });

  it('says both on a two-language board, Dutch first', () => {
    expect(closedScreenSpec(feed, DEFAULT_THEME, ['nl', 'en'], NOW)).toMatchObject({
      title: 'Gesloten · Closed',
      subtitle: 'Open vanaf 12:00 · Open from 12:00',
    });
    const noOpening = { ...feed, opens_at: null };
    expect(closedScreenSpec(noOpening, DEFAULT_THEME, ['nl', 'en'], NOW)).toMatchObject({
      title: 'Gesloten · Closed',
      subtitle: '',
    });
  });

  it('names another day in each language', () => {
    const later = { ...feed, opens_at: '2026-11-12T09:00:00.000Z' };
    expect(closedScreenSpec(later, DEFAULT_THEME, ['nl', 'en'], NOW).subtitle).toBe(
      'Open vanaf donderdag 10:00 · Open from Thursday 10:00',
    );
  });
});
