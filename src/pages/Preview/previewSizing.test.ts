import { describe, expect, it } from 'vitest';
import { boardAddressOf, previewSize, previewTarget, previewTitle } from './previewSizing';

describe('the preview address', () => {
  it('decodes the board address it shows', () => {
    expect(previewTarget('/preview/%2Fpricelist%2Fs1%2Flight%3Fmode%3Dportrait')).toBe(
      '/pricelist/s1/light?mode=portrait',
    );
    expect(previewTarget('/preview/pricelist/s1/extra', '?mode=portrait')).toBe(
      '/pricelist/s1/extra?mode=portrait',
    );
  });

  it('previews only board addresses of this site', () => {
    expect(previewTarget('/preview/https%3A%2F%2Fevil.example%2Fpricelist')).toBeNull();
    expect(previewTarget('/preview/%2F%2Fevil.example%2Fpricelist')).toBeNull();
    expect(previewTarget('/preview/%2Fpricelist%2F..%2Fadmin')).toBeNull();
    expect(previewTarget('/preview/%2Fadmin')).toBeNull();
    expect(previewTarget('/preview/%E0%A4%A')).toBeNull();
    expect(previewTarget('/elsewhere')).toBeNull();
  });

  it('reads the shop and the screen of a board address', () => {
    expect(boardAddressOf('/pricelist/s1/light?mode=portrait')).toEqual({
      shopId: 's1',
      screenId: null,
    });
    expect(boardAddressOf('/pricelist/s1/portrait/screen-9')).toEqual({
      shopId: 's1',
      screenId: 'screen-9',
    });
    expect(boardAddressOf('/pricelist/s1/portrait/extra')).toEqual({
      shopId: 's1',
      screenId: null,
    });
  });
});

describe('the preview size', () => {
  it('is 1080x1920 for portrait and 1920x1080 otherwise, scaled 0.75', () => {
    expect(previewSize('/pricelist/s1/light?mode=portrait')).toEqual({
      width: 1080,
      height: 1920,
      scaledWidth: 810,
      scaledHeight: 1440,
      portrait: true,
    });
    expect(previewSize('/pricelist/s1/horeca')).toEqual({
      width: 1920,
      height: 1080,
      scaledWidth: 1440,
      scaledHeight: 810,
      portrait: false,
    });
  });

  it('is portrait for a portrait screen whatever the address says', () => {
    expect(previewSize('/pricelist/s1/landscape/x', 'portrait').portrait).toBe(true);
    expect(previewSize('/pricelist/s1/landscape/x', 'landscape').portrait).toBe(false);
  });
});

describe('the preview title', () => {
  it("is the screen's name, or the shop and the show", () => {
    expect(previewTitle({ screenName: 'Scherm rechts', shopName: 'Head Shop' })).toBe(
      'Scherm rechts',
    );
    expect(previewTitle({ shopName: 'Mississippi', showName: 'Licht staand' })).toBe(
      'Mississippi – Licht staand',
    );
    expect(previewTitle({ shopName: null, showName: null })).toBe('Voorbeeld – Show');
  });
});
