import { describe, expect, it } from 'vitest';
import { boardPathOf } from '../../domain/board-view';
import { translate, type Translate } from '../../i18n';
import { addressWords, boardAddressWords, choiceWords } from './board-choice';

const nl: Translate = (key, params) => translate('nl', key, params);
const en: Translate = (key, params) => translate('en', key, params);
const SHOP = '5055b82f-b47c-4ab6-95e7-4b694c3a1d20';
const at = (path: string) => `http://127.0.0.1:8080${path}`;

describe('a board address in words', () => {
  it.each([
    [`/pricelist/${SHOP}`, 'nl', 'Het bord van de winkel, liggend'],
    [`/pricelist/${SHOP}/light/extra?mode=portrait`, 'nl', 'Extra-kaart'],
    [`/pricelist/${SHOP}/horeca`, 'en', 'Hospitality list, landscape'],
    [`/pricelist/${SHOP}/portrait/9d1c2e3f-aaaa-bbbb-cccc-000000000000`, 'nl', 'Scherm 9d1c2e3f'],
  ] as const)('%s in %s names %s, never the ids', (path, locale, expected) => {
    const words = addressWords(at(path), locale === 'nl' ? nl : en);
    expect(words).toContain(expected);
    expect(words).not.toContain(SHOP);
    expect(words).not.toContain('/pricelist');
  });

  it('says the same as the choice an address was made from', () => {
    const choice = {
      shopId: SHOP,
      screenId: null,
      view: 'horeca',
      orientation: 'portrait',
      theme: 'light',
    } as const;
    const { pathname, search } = boardPathOf(choice);
    expect(addressWords(at(`${pathname}${search}`), nl)).toBe(
      choiceWords(
        { screenName: null, orientation: 'portrait', view: 'horeca', theme: 'light' },
        nl,
      ),
    );
  });

  it('says an address that is no board address as it is', () => {
    expect(addressWords('not a url', nl)).toBe('Via adres not a url');
    expect(addressWords(at('/pricelist'), en)).toBe('By address /pricelist');
    // No words of a board for it, so an adopted board's row never says 'via adres' twice.
    expect(boardAddressWords(at('/pricelist'), nl)).toBeNull();
    expect(boardAddressWords('not a url', nl)).toBeNull();
  });
});
