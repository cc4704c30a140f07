/** The languages of the interface and how a language tag maps onto them. */
export type Locale = 'nl' | 'en';

export const LOCALES: readonly Locale[] = ['nl', 'en'];

/** Dutch is the default: the spec's texts are Dutch. */
export const DEFAULT_LOCALE: Locale = 'nl';

/** `'en'` for an English language tag (`en`, `en-GB`), `'nl'` for anything else. */
export function localeOf(tag: string | null | undefined): Locale {
  return tag && /^en\b/i.test(tag.trim()) ? 'en' : 'nl';
}

/** The first of the browser's preferred languages that we have, Dutch when none is. */
export function preferredLocale(tags: readonly string[] | undefined): Locale {
  for (const tag of tags ?? []) {
    if (/^en\b/i.test(tag)) return 'en';
    if (/^nl\b/i.test(tag)) return 'nl';
  }
  return DEFAULT_LOCALE;
}
