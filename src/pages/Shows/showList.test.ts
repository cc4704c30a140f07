import { describe, expect, it } from 'vitest';
import { buildScreenLinks, buildShowLinks, previewPathOf, showNameOfPath } from './showList';

describe('the show menu', () => {
  it('lists the shows of board.md with their addresses under /pricelist/{shopId}', () => {
    expect(buildShowLinks('s1').map((show) => [show.name, show.path])).toEqual([
      ['Standaard', '/pricelist/s1'],
      ['Staand', '/pricelist/s1/portrait'],
      ['Licht staand', '/pricelist/s1/light?mode=portrait'],
      ['Extra staand (horeca)', '/pricelist/s1/extra?mode=portrait'],
      ['Licht extra staand', '/pricelist/s1/light/extra?mode=portrait'],
      ['Horeca', '/pricelist/s1/horeca'],
      ['Cannabis', '/pricelist/s1/cannabis'],
      ['Liggend', '/pricelist/s1/landscape'],
    ]);
  });

  it('offers a café its drinks list and a coffeeshop without drinks its cannabis list only', () => {
    const ids = (type: 'cannabis' | 'horeca' | 'both') =>
      buildShowLinks('s1', undefined, type).map((show) => show.id);
    expect(ids('horeca')).toEqual([
      'standard',
      'portrait',
      'light-portrait',
      'horeca',
      'landscape',
    ]);
    expect(ids('cannabis')).toEqual([
      'standard',
      'portrait',
      'light-portrait',
      'cannabis',
      'landscape',
    ]);
    expect(ids('both')).toHaveLength(8);
  });

  it('links each show to its preview with the address encoded', () => {
    const light = buildShowLinks('s1').find((show) => show.id === 'light-portrait');
    expect(light?.previewPath).toBe('/preview/%2Fpricelist%2Fs1%2Flight%3Fmode%3Dportrait');
    expect(previewPathOf('/pricelist/s1')).toBe('/preview/%2Fpricelist%2Fs1');
  });

  it('lists the non-mobile screens sorted by name with their own addresses', () => {
    const links = buildScreenLinks('s1', [
      { id: 'b', name: 'Scherm rechts', orientation: 'portrait' },
      { id: 'm', name: 'Mobiel', orientation: 'mobile' },
      { id: 'a', name: 'Scherm links', orientation: 'landscape' },
      { id: 'c', name: 'Scherm 10', orientation: 'Landscape' },
      { id: 'd', name: 'Scherm 9', orientation: 'landscape' },
    ]);
    expect(links.map((link) => [link.name, link.path])).toEqual([
      ['Scherm 9', '/pricelist/s1/landscape/d'],
      ['Scherm 10', '/pricelist/s1/landscape/c'],
      ['Scherm links', '/pricelist/s1/landscape/a'],
      ['Scherm rechts', '/pricelist/s1/portrait/b'],
    ]);
    expect(links[3]?.previewPath).toBe(previewPathOf('/pricelist/s1/portrait/b'));
  });

  it('names the show of an address', () => {
    expect(showNameOfPath('/pricelist/s1')).toBe('Standaard');
    expect(showNameOfPath('/pricelist/s1/light/extra?mode=portrait')).toBe('Licht extra staand');
    expect(showNameOfPath('/pricelist/s1/portrait/screen-1')).toBeNull();
    expect(showNameOfPath('/elsewhere')).toBeNull();
  });
});
