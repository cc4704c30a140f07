/**
 * The server's texts for staff in both languages, as `src/i18n` keeps the interface's: each
 * entry has Dutch (`nl`, the default) and English (`en`); `{name}` marks a value filled in.
 */
/** The languages of the texts; Dutch is the default. */
export type Locale = 'nl' | 'en';

export interface ServerMessage {
  nl: string;
  en: string;
  /**
   * The language of the text for a request that prefers neither Dutch nor English (no
   * `Accept-Language`): `en` where the older API answered this English text and clients rely
   * on it; Dutch otherwise.
   */
  fallback?: Locale;
}

/** Declares a part of the server's texts; `catalogue.test.ts` checks both languages. */
export function defineServerMessages<T extends Record<string, ServerMessage>>(messages: T): T {
  return messages;
}

/**
 * The language an `Accept-Language` header prefers among Dutch and English (by quality, then
 * order); null when it names neither (or is missing).
 */
export function requestLocale(header: string | string[] | undefined): Locale | null {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const tags = text
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/i.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((t) => t.tag && t.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of tags) {
    if (/^en(-|$)/.test(tag)) return 'en';
    if (/^nl(-|$)/.test(tag)) return 'nl';
  }
  return null;
}
