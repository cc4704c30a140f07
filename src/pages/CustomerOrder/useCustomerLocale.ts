import { useEffect, useLayoutEffect } from 'react';
import { LOCALE_STORAGE_KEY, preferredLocale, useLocale, useLocaleStore } from '../../i18n';
import type { Locale } from '../../i18n';

/** The language chosen on this device with the page's switch, or null when none was yet. */
function chosenOnDevice(): string | null {
  try {
    return window.localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The customer page's language: the one chosen on this phone with the switch (the locale
 * store keeps it), else the phone's own language (English for English phones, Dutch for all
 * others). The phone's language is not stored, so it stays a default until the customer
 * chooses.
 */
export function useCustomerLocale(): Locale {
  const locale = useLocale();
  // Before the first paint, so an English phone never sees the Dutch page flash by.
  useLayoutEffect(() => {
    if (chosenOnDevice() === null) {
      useLocaleStore.setState({ locale: preferredLocale(navigator.languages) });
    }
  }, []);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return locale;
}
