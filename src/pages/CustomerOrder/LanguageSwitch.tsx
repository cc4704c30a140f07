import type { ReactElement } from 'react';
import { LOCALES, useLocaleStore, useT } from '../../i18n';
import type { Locale } from '../../i18n';

/** NL / EN on the customer page; the choice is remembered on this phone. */
export function LanguageSwitch({ locale }: { locale: Locale }): ReactElement {
  const t = useT();
  const setLocale = useLocaleStore((state) => state.setLocale);
  return (
    <div
      className="customer-language"
      role="group"
      aria-label={t('customerOrder.language')}
      data-testid="customer-language"
    >
      {LOCALES.map((option) => (
        <button
          key={option}
          type="button"
          className={
            option === locale ? 'customer-language-option is-active' : 'customer-language-option'
          }
          aria-pressed={option === locale}
          title={t(option === 'nl' ? 'customerOrder.language.nl' : 'customerOrder.language.en')}
          lang={option}
          data-locale={option}
          onClick={() => setLocale(option)}
        >
          {t(
            option === 'nl' ? 'customerOrder.language.short.nl' : 'customerOrder.language.short.en',
          )}
        </button>
      ))}
    </div>
  );
}
