import { useState, type FormEvent, type ReactElement } from 'react';
import type { PairingClaimed } from '../../api/board-types';
import { errorText } from '../../api/errors';
import { apiCreate, revalidate } from '../../api/mutations';
import { normalizePairingCode } from '../../domain/pairing-code';
import { useT } from '../../i18n';
import { toast } from '../feedback/toast';
import { BoardTargetFields, type StickOrientation } from './BoardTargetFields';

/** The short address a screen stick opens. */
export const STICK_ADDRESS = '/scherm';

/**
 * "Koppel een scherm": staff type the code a stick at `/scherm` shows and choose what it shows
 * (the shop's board, or one of its screens) and its orientation; the stick picks it up within
 * seconds.
 */
export function PairScreenForm({ shopId }: { shopId: string }): ReactElement {
  const t = useT();
  const [code, setCode] = useState('');
  const [target, setTarget] = useState('');
  const [orientation, setOrientation] = useState<StickOrientation>('landscape');
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

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
        {
          code,
          shop_id: shopId,
          screen_id: target || null,
          orientation,
          ...(!target && name.trim() && { name: name.trim() }),
        },
        { handled: [400, 404, 409, 429] },
      );
      toast('success', t('fleet.pairing.done'));
      setCode('');
      setName('');
      void revalidate([`/v1/boards/shop/${shopId}`, '/v1/fleet']);
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="pair-screen"
      aria-labelledby="pair-screen-title"
      data-testid="pair-screen"
      onSubmit={(event) => void handleSubmit(event)}
    >
      <h3 id="pair-screen-title">{t('fleet.pairing.title')}</h3>
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
            onChange={(event) => setCode(event.target.value.toUpperCase())}
          />
        </label>
        <BoardTargetFields
          shopId={shopId}
          screenId={target}
          orientation={orientation}
          onScreenChange={setTarget}
          onOrientationChange={setOrientation}
        />
        {!target && (
          <label>
            {t('fleet.pairing.name')}
            <input
              className="input"
              value={name}
              maxLength={60}
              onChange={(event) => setName(event.target.value)}
            />
          </label>
        )}
        <button type="submit" className="button" disabled={busy}>
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
