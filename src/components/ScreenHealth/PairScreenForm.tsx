import { useState, type FormEvent, type ReactElement } from 'react';
import type { PairingClaimed } from '../../api/board-types';
import { errorText } from '../../api/errors';
import { apiCreate, revalidate } from '../../api/mutations';
import { normalizePairingCode } from '../../domain/pairing-code';
import { useT } from '../../i18n';
import { toast } from '../feedback/toast';
import { targetBody, type BoardTarget } from './board-choice';
import { BoardTargetFields } from './BoardTargetFields';

/** The short address a screen stick opens. */
export const STICK_ADDRESS = '/scherm';

/**
 * "Koppel een scherm": staff type the code a stick at `/scherm` shows and choose what it shows
 * (one of the shop's boards: its board, a list, a show, or one screen of its wall), its
 * orientation and theme, and a name; the stick hears it on its socket at once. On a shop's
 * screen status the shop is that shop; under "Alle schermen" staff choose it among the shops
 * they may manage (`shopId` the one to start with, `chooseShop`), and `onDone` closes the dialog.
 */
export function PairScreenForm({
  shopId,
  chooseShop = false,
  onDone,
}: {
  shopId: string;
  chooseShop?: boolean;
  onDone?: () => void;
}): ReactElement {
  const t = useT();
  const [code, setCode] = useState('');
  const [target, setTarget] = useState<BoardTarget>({
    shopId,
    choice: 'board',
    orientation: 'landscape',
    theme: 'dark',
  });
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const chosen = chooseShop ? target : { ...target, shopId };
  const toScreen = chosen.choice.startsWith('screen:');

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!normalizePairingCode(code)) {
      setProblem(t('fleet.pairing.codeFormat'));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await apiCreate<PairingClaimed>(
        '/v1/pairing/claim',
        { code, ...targetBody(chosen), ...(!toScreen && name.trim() && { name: name.trim() }) },
        { handled: [400, 404, 409, 429] },
      );
      toast('success', t('fleet.pairing.done'));
      setCode('');
      setName('');
      void revalidate([`/v1/boards/shop/${chosen.shopId}`, '/v1/fleet']);
      onDone?.();
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="pair-screen"
      aria-labelledby={onDone ? undefined : 'pair-screen-title'}
      aria-label={onDone ? t('fleet.pairing.title') : undefined}
      data-testid="pair-screen"
      onSubmit={(event) => void handleSubmit(event)}
    >
      {!onDone && <h3 id="pair-screen-title">{t('fleet.pairing.title')}</h3>}
      <p className="muted">{t('fleet.pairing.help', { address: STICK_ADDRESS })}</p>
      <div className="pair-screen-fields">
        <label>
          {t('fleet.pairing.code')}
          <input
            className="input pair-screen-code"
            value={code}
            maxLength={9}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder={t('fleet.pairing.placeholder')}
            required
            data-autofocus
            onChange={(event) => setCode(event.target.value.toUpperCase())}
          />
        </label>
        <BoardTargetFields value={chosen} onChange={setTarget} chooseShop={chooseShop} />
        {!toScreen && (
          <label>
            {t('fleet.pairing.name')}
            <input
              className="input"
              name="name"
              value={name}
              maxLength={60}
              onChange={(event) => setName(event.target.value)}
            />
          </label>
        )}
        <button type="submit" className="button" disabled={busy || !chosen.shopId}>
          {t('fleet.pairing.submit')}
        </button>
      </div>
      {problem && (
        <p className="form-message" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
