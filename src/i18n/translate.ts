import { messages } from './catalogue';
import type { MessageKey } from './catalogue';
import type { Locale } from './define';

export type MessageParams = Record<string, string | number>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** The names of the `{placeholders}` of a text, sorted. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '').sort();
}

function fill(text: string, params: MessageParams | undefined): string {
  if (!params) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/**
 * The text of `key` in `locale` with its placeholders filled in. A key that is not in the
 * catalogue (only possible through a cast) shows as the key itself, which the browser tests'
 * raw-key check catches.
 */
export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  const entry = messages[key];
  if (!entry) return key;
  return fill(entry[locale] || entry.nl, params);
}

/**
 * A count with its noun: `key` is a text with `{count}` and two forms, one (`.one`) and other
 * (`.other`), e.g. `'orders.pending.one'` / `'orders.pending.other'`.
 */
export function translateCount(
  locale: Locale,
  keys: { one: MessageKey; other: MessageKey },
  count: number,
  params?: MessageParams,
): string {
  return translate(locale, count === 1 ? keys.one : keys.other, { ...params, count });
}
