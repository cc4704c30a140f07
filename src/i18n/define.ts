// The languages themselves are domain rules (the stores need them too, without this catalogue).
export { DEFAULT_LOCALE, LOCALES, localeOf, preferredLocale } from '../domain/locale';
export type { Locale } from '../domain/locale';

/** One text of the interface in both languages; `{name}` marks a value filled in when shown. */
export interface MessageEntry {
  nl: string;
  en: string;
}

/**
 * Declares the texts of one part of the interface. Each entry names both languages, so a text
 * missing in one of them does not compile; `messages.test.ts` also checks that both have the
 * same `{placeholders}` and neither is empty.
 */
export function defineMessages<T extends Record<string, MessageEntry>>(messages: T): T {
  return messages;
}
