import { useCallback } from 'react';
import type { MessageKey } from './catalogue';
import { useLocaleStore } from '../stores/locale';
import { translate, translateCount } from './translate';
import type { MessageParams } from './translate';

export { DEFAULT_LOCALE, LOCALES, defineMessages, localeOf, preferredLocale } from './define';
export type { Locale, MessageEntry } from './define';
export type { MessageKey } from './catalogue';
export type { MessageParams } from './translate';
export { translate, translateCount } from './translate';
export { LOCALE_STORAGE_KEY, useLocaleStore } from '../stores/locale';

export type Translate = (key: MessageKey, params?: MessageParams) => string;

/**
 * The text of `key` in the current language, for code outside React (toasts, confirm texts,
 * errors). Components use `useT()` so that they show the new language when it changes.
 */
export function t(key: MessageKey, params?: MessageParams): string {
  return translate(useLocaleStore.getState().locale, key, params);
}

/** `t` bound to the current language; the component renders again when the language changes. */
export function useT(): Translate {
  const locale = useLocaleStore((state) => state.locale);
  return useCallback((key, params) => translate(locale, key, params), [locale]);
}

/** A count with its noun in the current language; see `translateCount`. */
export function useTCount(): (
  keys: { one: MessageKey; other: MessageKey },
  count: number,
  params?: MessageParams,
) => string {
  const locale = useLocaleStore((state) => state.locale);
  return useCallback(
    (keys, count, params) => translateCount(locale, keys, count, params),
    [locale],
  );
}

/** The current language. */
export function useLocale() {
  return useLocaleStore((state) => state.locale);
}

/**
 * An object whose properties read their text in the current language each time they are
 * read: `const LABELS = textsOf({ title: 'common.save' })`; `LABELS.title` and
 * `{ ...LABELS }` give today's language. For module-level texts that code reads as values.
 */
export function textsOf<T extends Record<string, MessageKey>>(
  keys: T,
): { readonly [K in keyof T]: string } {
  const texts = {};
  for (const [name, key] of Object.entries(keys)) {
    Object.defineProperty(texts, name, { enumerable: true, get: () => t(key) });
  }
  return texts as { readonly [K in keyof T]: string };
}
