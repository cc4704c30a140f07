import type { ReactElement } from 'react';
import type { BoardLanguageMode } from '../../domain';
import { useT } from '../../i18n';

const CHOICES = ['stored', 'nl', 'en', 'both'] as const;

/**
 * The language a started or previewed show speaks: as the shop and screen are set, or Dutch,
 * English or both for this board only (`?lang=` on its address).
 */
export function BoardLanguagePick({
  value,
  onChange,
}: {
  value: BoardLanguageMode | null;
  onChange: (value: BoardLanguageMode | null) => void;
}): ReactElement {
  const t = useT();
  return (
    <label className="board-language-pick">
      <span className="muted">{t('boardLanguage.pick')} </span>
      <select
        data-testid="board-language-pick"
        value={value ?? 'stored'}
        onChange={(event) => {
          const next = event.target.value;
          onChange(next === 'nl' || next === 'en' || next === 'both' ? next : null);
        }}
      >
        {CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {t(`boardLanguage.pick.${choice}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
