import { describe, expect, it } from 'vitest';
import { MESSAGE_MODULES, messages } from './catalogue';
import { localeOf, preferredLocale } from './define';
import { placeholdersOf, translate } from './translate';

describe('message catalogue', () => {
  it('has every text in Dutch and English, with the same placeholders', () => {
    const problems: string[] = [];
    for (const [key, entry] of Object.entries(messages)) {
      if (!entry.nl.trim()) problems.push(`${key}: Dutch is empty`);
      if (!entry.en.trim()) problems.push(`${key}: English is empty`);
      const nl = placeholdersOf(entry.nl).join(',');
      const en = placeholdersOf(entry.en).join(',');
      if (nl !== en) problems.push(`${key}: placeholders differ ({${nl}} / {${en}})`);
    }
    expect(problems).toEqual([]);
  });

  it('uses each key once across the modules', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [module, entries] of Object.entries(MESSAGE_MODULES)) {
      for (const key of Object.keys(entries)) {
        if (seen.has(key)) twice.push(`${key} in ${seen.get(key)} and ${module}`);
        seen.set(key, module);
      }
    }
    expect(twice).toEqual([]);
  });

  it('keys each module under its own prefix', () => {
    const stray: string[] = [];
    for (const [module, entries] of Object.entries(MESSAGE_MODULES)) {
      for (const key of Object.keys(entries)) {
        if (!key.startsWith(`${module}.`)) stray.push(`${key} in ${module}`);
      }
    }
    expect(stray).toEqual([]);
  });

  it("keeps the spec's English texts for English and says them in Dutch for Dutch", () => {
    const spec = {
      'products.latest': 'Latest Products',
      'products.column.category': 'Category',
      'products.column.orderNumber': 'Order Number',
      'components.toast.Added': 'Added',
      'components.toast.Edited': 'Edited',
      'components.toast.Deleted': 'Deleted',
      'components.error.saveTitle': 'Error, changes not saved. Trying refetch ...',
    } as const;
    for (const [key, english] of Object.entries(spec)) {
      const entry = messages[key as keyof typeof spec];
      expect(entry.en, key).toBe(english);
      expect(entry.nl.toLowerCase(), key).not.toBe(english.toLowerCase());
    }
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(translate('nl', 'common.save')).toBe('Opslaan');
    expect(translate('en', 'common.save')).toBe('Save');
  });

  it('reads a language from a browser tag', () => {
    expect(localeOf('en-GB')).toBe('en');
    expect(localeOf('nl-NL')).toBe('nl');
    expect(localeOf('de')).toBe('nl');
    expect(preferredLocale(['de-DE', 'en-US', 'nl'])).toBe('en');
    expect(preferredLocale(['fr'])).toBe('nl');
  });
});
