import { useState } from 'react';
import type { ReactElement } from 'react';
import { useItem } from '../../api/hooks';
import { apiUpdate } from '../../api/mutations';
import { ALTERNATE_SECONDS_RANGE, isAlternateSeconds } from '../../domain';
import type { ShopBoardLanguage } from '../../domain/contract/board-language';
import { useT } from '../../i18n';
import { withSaveToast } from '../feedback/toast';

type Mode = 'nl' | 'en' | 'both';
type ScreenMode = Mode | 'inherit';

const MODES: Mode[] = ['nl', 'en', 'both'];
const SCREEN_MODES: ScreenMode[] = ['inherit', 'nl', 'en', 'both'];

/**
 * A save with the toasts every other setting shows ('Bewerkt', or the save error), which stay
 * when the form starts afresh from the saved value; null when it failed.
 */
async function saveWithToast(
  save: () => Promise<ShopBoardLanguage>,
): Promise<ShopBoardLanguage | null> {
  try {
    return await withSaveToast('Edited', save);
  } catch {
    return null;
  }
}

/** A seconds field's text as a number, or null when left empty. */
function secondsOf(text: string): number | null {
  return text.trim() === '' ? null : Number(text);
}

function ScreenRow({
  screen,
  onSaved,
}: {
  screen: ShopBoardLanguage['screens'][number];
  onSaved: (value: ShopBoardLanguage) => void;
}): ReactElement {
  const t = useT();
  const [mode, setMode] = useState<ScreenMode>(screen.mode ?? 'inherit');
  const [seconds, setSeconds] = useState(screen.seconds === null ? '' : String(screen.seconds));
  const value = secondsOf(seconds);
  const valid = mode === 'inherit' || value === null || isAlternateSeconds(value);

  async function save(): Promise<void> {
    const saved = await saveWithToast(() =>
      apiUpdate<ShopBoardLanguage>(
        `/v1/screens/${encodeURIComponent(screen.screen_id)}/board-language`,
        { mode, seconds: mode === 'inherit' ? null : value },
      ),
    );
    if (saved) onSaved(saved);
  }

  return (
    <tr data-testid="board-language-screen" data-screen={screen.screen_id}>
      <td>{screen.name}</td>
      <td>
        <select
          aria-label={t('boardLanguage.mode')}
          value={mode}
          onChange={(event) => setMode(event.target.value as ScreenMode)}
        >
          {SCREEN_MODES.map((choice) => (
            <option key={choice} value={choice}>
              {t(`boardLanguage.mode.${choice}`)}
            </option>
          ))}
        </select>
      </td>
      <td>
        <input
          type="number"
          aria-label={t('boardLanguage.seconds')}
          placeholder={t('boardLanguage.secondsInherit')}
          min={ALTERNATE_SECONDS_RANGE.min}
          max={ALTERNATE_SECONDS_RANGE.max}
          disabled={mode !== 'both'}
          value={seconds}
          onChange={(event) => setSeconds(event.target.value)}
        />
      </td>
      <td>
        <button
          type="button"
          className="button button-small"
          disabled={!valid}
          onClick={() => void save()}
        >
          {t('boardLanguage.save')}
        </button>
      </td>
    </tr>
  );
}

/**
 * The language of a shop's boards (Dutch, English, or both taking turns every N seconds) and
 * each screen's own choice; for the staff of the shop's groups.
 */
export function BoardLanguageSettings({ shopId }: { shopId: string }): ReactElement {
  const t = useT();
  const item = useItem<ShopBoardLanguage>(`/v1/shops/${encodeURIComponent(shopId)}/board-language`);
  const data = item.data;
  return (
    <section className="card board-language-settings" data-testid="board-language-settings">
      <h2>{t('boardLanguage.title')}</h2>
      <p className="muted">{t('boardLanguage.intro')}</p>
      {item.error ? (
        <p className="form-message" role="alert">
          {t('boardLanguage.loadFailed')}
        </p>
      ) : !data ? (
        <p className="muted">{t('boardLanguage.loading')}</p>
      ) : (
        <SettingsForm
          key={`${data.mode}-${data.seconds}`}
          shopId={shopId}
          data={data}
          onSaved={(saved) => void item.mutate(saved, { revalidate: false })}
        />
      )}
    </section>
  );
}

/** The shop's setting and its screens', starting from what is stored. */
function SettingsForm({
  shopId,
  data,
  onSaved,
}: {
  shopId: string;
  data: ShopBoardLanguage;
  onSaved: (value: ShopBoardLanguage) => void;
}): ReactElement {
  const t = useT();
  const [mode, setMode] = useState<Mode>(data.mode);
  const [seconds, setSeconds] = useState(String(data.seconds));

  const value = secondsOf(seconds);
  const valid = value !== null && isAlternateSeconds(value);

  async function save(): Promise<void> {
    const saved = await saveWithToast(() =>
      apiUpdate<ShopBoardLanguage>(`/v1/shops/${encodeURIComponent(shopId)}/board-language`, {
        mode,
        seconds: value,
      }),
    );
    if (saved) onSaved(saved);
  }

  return (
    <>
      <p>
        <label>
          {t('boardLanguage.mode')}{' '}
          <select
            data-testid="board-language-mode"
            value={mode}
            onChange={(event) => setMode(event.target.value as Mode)}
          >
            {MODES.map((choice) => (
              <option key={choice} value={choice}>
                {t(`boardLanguage.mode.${choice}`)}
              </option>
            ))}
          </select>
        </label>{' '}
        <label>
          {t('boardLanguage.seconds')}{' '}
          <input
            type="number"
            data-testid="board-language-seconds"
            min={ALTERNATE_SECONDS_RANGE.min}
            max={ALTERNATE_SECONDS_RANGE.max}
            disabled={mode !== 'both'}
            value={seconds}
            onChange={(event) => setSeconds(event.target.value)}
          />
        </label>{' '}
        <button
          type="button"
          className="button button-small"
          disabled={!valid}
          onClick={() => void save()}
        >
          {t('boardLanguage.save')}
        </button>
      </p>
      {!valid && (
        <p className="form-message" role="alert">
          {t('boardLanguage.secondsRange', ALTERNATE_SECONDS_RANGE)}
        </p>
      )}
      {data.screens.length > 0 && (
        <table className="board-language-screens">
          <caption>{t('boardLanguage.screens')}</caption>
          <thead>
            <tr>
              <th>{t('boardLanguage.screen')}</th>
              <th>{t('boardLanguage.mode')}</th>
              <th>{t('boardLanguage.seconds')}</th>
              <th>{t('boardLanguage.save')}</th>
            </tr>
          </thead>
          <tbody>
            {data.screens.map((screen) => (
              <ScreenRow key={screen.screen_id} screen={screen} onSaved={onSaved} />
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
