import { create } from 'zustand';
import { DEFAULT_LOCALE, localeOf } from '../domain/locale';
import type { Locale } from '../domain/locale';

/** Local-storage key of the language this browser used last (before a user is known). */
export const LOCALE_STORAGE_KEY = 'pricelist-language';

function storedLocale(): Locale {
  if (typeof window === 'undefined') return DEFAULT_LOCALE;
  try {
    const stored = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    return stored ? localeOf(stored) : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

interface LocaleState {
  locale: Locale;
  setLocale: (locale: Locale) => void;
}

function showLocale(locale: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/**
 * The language the interface shows now: the logged-in user's (applied from the profile by the
 * session store), before a login the last one chosen in this browser, else Dutch.
 */
export const useLocaleStore = create<LocaleState>()((set) => ({
  locale: storedLocale(),
  setLocale: (locale) => {
    set({ locale });
    showLocale(locale);
    try {
      window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  },
}));

showLocale(useLocaleStore.getState().locale);
