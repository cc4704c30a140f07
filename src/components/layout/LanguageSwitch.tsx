import type { ReactElement } from 'react';
import { saveLanguage } from '../../api/client';
import { LOCALES, useLocale, useLocaleStore, useT } from '../../i18n';
import type { Locale } from '../../i18n';
import { useSession } from '../../stores/session';
import { toast } from '../feedback/toast';

/**
 * NL | EN in the header. The choice shows at once, is remembered by this browser and, for a
 * logged-in user, saved as their language so that it follows them to other browsers.
 */
export function LanguageSwitch(): ReactElement {
  const t = useT();
  const locale = useLocale();
  const setLocale = useLocaleStore((state) => state.setLocale);
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  const setProfile = useSession((state) => state.setProfile);

  function choose(next: Locale): void {
    if (next === locale) return;
    setLocale(next);
    if (!isLoggedIn) return;
    saveLanguage(next).then(setProfile, () => {
      toast('error', t('shell.languageNotSaved'));
    });
  }

  return (
    <div className="language-switch" role="group" aria-label={t('common.language')}>
      {LOCALES.map((option) => (
        <button
          key={option}
          type="button"
          className={
            option === locale ? 'language-switch-option is-active' : 'language-switch-option'
          }
          aria-pressed={option === locale}
          lang={option}
          title={t(`common.language.${option}`)}
          data-testid={`language-${option}`}
          onClick={() => choose(option)}
        >
          {option.toUpperCase()}
          <span className="visually-hidden">{t(`common.language.${option}`)}</span>
        </button>
      ))}
    </div>
  );
}
