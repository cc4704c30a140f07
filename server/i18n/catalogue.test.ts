import { describe, expect, it } from 'vitest';
import { requestLocale } from './define';
import { SERVER_MESSAGES, formText, msg, render } from './index';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('server message catalogue', () => {
  const entries = Object.entries(SERVER_MESSAGES);

  it('has texts', () => {
    expect(entries.length).toBeGreaterThan(50);
  });

  it.each(entries)('%s has both languages with the same placeholders', (_key, entry) => {
    expect(entry.nl.trim()).not.toBe('');
    expect(entry.en.trim()).not.toBe('');
    expect(placeholders(entry.nl)).toEqual(placeholders(entry.en));
  });

  it('renders values, nested texts and the fallback language', () => {
    const sizeNeed = msg('images.needsSize', { width: 1920, height: 326 });
    const message = msg('images.categoryNeeds', { needs: sizeNeed, width: 100, height: 50 });
    expect(render(message, 'nl')).toBe(
      'Categorie-afbeeldingen hebben minstens 1920 x 326 pixels nodig; deze is 100 x 50.',
    );
    expect(render(message, 'en')).toBe(
      'Category pictures need at least 1920 x 326 pixels; this one is 100 x 50.',
    );
    expect(render(msg('errors.staleVersion'), null)).toBe(
      'Dit item is intussen door iemand anders gewijzigd.',
    );
    expect(render(msg('errors.notAuthenticated'), null)).toBe('Not authenticated');
  });

  it('gives the English of form texts, values included', () => {
    expect(formText('Stap 1 van 2: Nieuwe categorie', 'en')).toBe('Step 1 of 2: New category');
    expect(formText('Maximaal 255 tekens.', 'en')).toBe('At most 255 characters.');
    expect(formText('Naam', 'nl')).toBe('Naam');
    expect(formText('Iets dat niemand vertaalde', 'en')).toBe('Iets dat niemand vertaalde');
  });
});

describe('requestLocale', () => {
  it.each([
    ['en-GB,en;q=0.9,nl;q=0.8', 'en'],
    ['nl-NL,nl;q=0.9,en;q=0.8', 'nl'],
    ['de-DE,en;q=0.5,nl;q=0.8', 'nl'],
    ['de-DE,en;q=0.9,nl;q=0.8', 'en'],
    ['fr', null],
    ['', null],
    [undefined, null],
    ['EN', 'en'],
    ['nl;q=0, en', 'en'],
  ])('%s -> %s', (header, locale) => {
    expect(requestLocale(header)).toBe(locale);
  });
});
