import { describe, expect, it } from 'vitest';
import { boardLanguageOf, withBoardLanguage } from './board-language-link';

describe('withBoardLanguage', () => {
  it('sets, replaces and removes ?lang= and keeps the rest of the address', () => {
    expect(withBoardLanguage('/pricelist/s/extra', 'en')).toBe('/pricelist/s/extra?lang=en');
    expect(withBoardLanguage('/pricelist/s?mode=portrait', 'both')).toBe(
      '/pricelist/s?mode=portrait&lang=both',
    );
    expect(withBoardLanguage('/pricelist/s?lang=en&mode=portrait', 'nl')).toBe(
      '/pricelist/s?lang=nl&mode=portrait',
    );
    expect(withBoardLanguage('/pricelist/s?lang=en', null)).toBe('/pricelist/s');
    expect(boardLanguageOf('/pricelist/s?mode=portrait&lang=EN')).toBe('en');
    expect(boardLanguageOf('/pricelist/s?lang=de')).toBeNull();
  });
});
