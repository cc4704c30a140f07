import { useState, type FormEvent, type ReactElement } from 'react';
import type { BoardAlertSettings } from '../../api/board-types';
import { errorText } from '../../api/errors';
import { useItem } from '../../api/hooks';
import { apiDelete, apiUpdate } from '../../api/mutations';
import { useT } from '../../i18n';
import { toast } from '../feedback/toast';

/** The bounds of the shop's setting, as the server holds them. */
const MINUTES = { min: 2, max: 240 } as const;

/**
 * "Meldingen over schermen": the signed-in staff member asks for a mail when a board of the
 * shop is dark for longer than the shop's setting while the shop is open (and when it is back),
 * at an address of their choice; the shop's admins set the minutes.
 */
export function BoardAlertsForm({ shopId }: { shopId: string }): ReactElement | null {
  const t = useT();
  const path = `/v1/shops/${shopId}/board-alerts`;
  const { data, mutate } = useItem<BoardAlertSettings>(path);
  if (!data) return null;
  return (
    <section
      className="board-alerts"
      aria-labelledby="board-alerts-title"
      data-testid="board-alerts"
    >
      <h3 id="board-alerts-title">{t('screenHealth.alerts.title')}</h3>
      <p className="muted">{t('screenHealth.alerts.help', { minutes: data.minutes })}</p>
      {/* The fields start from the stored settings, and again after each save. */}
      <BoardAlertsFields
        key={`${data.subscribed} ${data.email} ${data.minutes}`}
        path={path}
        data={data}
        onSaved={(settings) => void mutate(settings, { revalidate: false })}
      />
    </section>
  );
}

function BoardAlertsFields({
  path,
  data,
  onSaved,
}: {
  path: string;
  data: BoardAlertSettings;
  onSaved: (settings: BoardAlertSettings) => void;
}): ReactElement {
  const t = useT();
  const [email, setEmail] = useState(data.email);
  const [minutes, setMinutes] = useState(String(data.minutes));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(work: () => Promise<BoardAlertSettings>, done: string) {
    setBusy(true);
    setProblem(null);
    try {
      onSaved(await work());
      toast('success', done);
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  function subscribe(event: FormEvent) {
    event.preventDefault();
    void run(
      () =>
        apiUpdate<BoardAlertSettings>(
          `${path}/subscription`,
          { email: email.trim() },
          { handled: [400, 404] },
        ),
      t('screenHealth.alerts.on', { email: email.trim() }),
    );
  }

  function unsubscribe() {
    void run(async () => {
      await apiDelete(`${path}/subscription`, { handled: [404] });
      return { ...data, subscribed: false };
    }, t('screenHealth.alerts.off'));
  }

  function saveMinutes(event: FormEvent) {
    event.preventDefault();
    const value = Number(minutes);
    if (!Number.isInteger(value) || value < MINUTES.min || value > MINUTES.max) {
      setProblem(t('screenHealth.alerts.minutesRange', MINUTES));
      return;
    }
    void run(
      () => apiUpdate<BoardAlertSettings>(path, { minutes: value }, { handled: [400, 403, 404] }),
      t('screenHealth.alerts.minutesSaved', { minutes: value }),
    );
  }

  return (
    <>
      <form className="pair-screen-fields" onSubmit={subscribe}>
        <label>
          {t('screenHealth.alerts.email')}
          <input
            className="input"
            type="email"
            value={email}
            maxLength={254}
            required
            autoComplete="email"
            onChange={(event) => setEmail(event.target.value)}
          />
        </label>
        <button type="submit" className="button" disabled={busy}>
          {data.subscribed ? t('screenHealth.alerts.change') : t('screenHealth.alerts.subscribe')}
        </button>
        {data.subscribed && (
          <button type="button" className="button secondary" disabled={busy} onClick={unsubscribe}>
            {t('screenHealth.alerts.unsubscribe')}
          </button>
        )}
      </form>
      <p className="muted" data-testid="board-alerts-state">
        {data.subscribed
          ? t('screenHealth.alerts.subscribed', { email: data.email })
          : t('screenHealth.alerts.notSubscribed')}
      </p>
      {data.may_change_minutes && (
        <form className="pair-screen-fields" onSubmit={saveMinutes}>
          <label>
            {t('screenHealth.alerts.minutes')}
            <input
              className="input board-alerts-minutes"
              type="number"
              min={MINUTES.min}
              max={MINUTES.max}
              step={1}
              value={minutes}
              onChange={(event) => setMinutes(event.target.value)}
            />
          </label>
          <button type="submit" className="button secondary" disabled={busy}>
            {t('screenHealth.alerts.saveMinutes')}
          </button>
        </form>
      )}
      {problem && (
        <p className="form-message" role="alert">
          {problem}
        </p>
      )}
    </>
  );
}
