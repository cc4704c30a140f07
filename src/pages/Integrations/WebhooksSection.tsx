import { useState, type FormEvent, type ReactElement } from 'react';
import { errorText } from '../../api/errors';
import {
  createWebhook,
  deleteWebhook,
  redeliver,
  useDeliveries,
  useWebhooks,
  type WebhookEndpoint,
} from '../../api/integrations';
import { useConfirm } from '../../components/modals/ConfirmProvider';
import { toast } from '../../components/feedback/toast';
import { useT } from '../../i18n';
import { useLocaleStore } from '../../stores/locale';
import { EVENTS, EVENT_TEXT, STATUS_TEXT, momentText } from './integrationTexts';

/** The delivery log of one address, with "Opnieuw versturen" per delivery. */
function DeliveryLog({ endpoint }: { endpoint: WebhookEndpoint }): ReactElement {
  const t = useT();
  const locale = useLocaleStore((state) => state.locale);
  const log = useDeliveries(endpoint.id);
  async function again(id: string): Promise<void> {
    try {
      await redeliver(id);
      toast('success', t('integrations.hooks.resent'));
      await log.mutate();
    } catch (error) {
      toast('error', errorText(error));
    }
  }
  if (log.error) return <p className="form-message form-message-error">{errorText(log.error)}</p>;
  if (!log.data?.length) return <p className="muted">{t('integrations.hooks.logEmpty')}</p>;
  return (
    <table className="data-table" aria-label={t('integrations.hooks.log')}>
      <thead>
        <tr>
          <th scope="col">{t('integrations.hooks.when')}</th>
          <th scope="col">{t('integrations.hooks.events')}</th>
          <th scope="col">{t('integrations.hooks.status')}</th>
          <th scope="col">{t('integrations.hooks.code')}</th>
          <th scope="col" />
        </tr>
      </thead>
      <tbody>
        {log.data.map((delivery) => (
          <tr key={delivery.id}>
            <td>{momentText(delivery.last_attempt_at ?? delivery.created_at, locale)}</td>
            <td>{t(EVENT_TEXT[delivery.event])}</td>
            <td title={delivery.error ?? undefined}>
              {t(STATUS_TEXT[delivery.status])} ({delivery.attempts})
            </td>
            <td>{delivery.response_code ?? delivery.error ?? ''}</td>
            <td>
              <button type="button" className="button" onClick={() => void again(delivery.id)}>
                {t('integrations.hooks.resend')}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A group's webhook addresses: added here (the secret shown once), removed, their log. */
export function WebhooksSection({ groupId }: { groupId: string }): ReactElement {
  const t = useT();
  const confirm = useConfirm();
  const hooks = useWebhooks(groupId);
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEndpoint['events']>(['prices.changed']);
  const [secret, setSecret] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    setProblem(null);
    try {
      const created = await createWebhook({ shop_group_id: groupId, url, events });
      setSecret(created.secret);
      setUrl('');
      await hooks.mutate();
    } catch (error) {
      setProblem(errorText(error));
    }
  }

  async function remove(endpoint: WebhookEndpoint): Promise<void> {
    const sure = await confirm({
      message: t('integrations.hooks.deleteConfirm', { url: endpoint.url }),
      tone: 'danger',
    });
    if (!sure) return;
    try {
      await deleteWebhook(endpoint.id);
      await hooks.mutate();
    } catch (error) {
      setProblem(errorText(error));
    }
  }

  return (
    <section className="integrations-section" aria-label={t('integrations.hooks.title')}>
      <h2>{t('integrations.hooks.title')}</h2>
      {hooks.error && <p className="form-message form-message-error">{errorText(hooks.error)}</p>}
      {hooks.data?.length === 0 && <p className="muted">{t('integrations.hooks.empty')}</p>}
      {hooks.data?.map((endpoint) => (
        <article key={endpoint.id} className="integrations-hook">
          <header className="integrations-hook-header">
            <code>{endpoint.url}</code>
            <span>{endpoint.events.map((e) => t(EVENT_TEXT[e])).join(', ')}</span>
            <button
              type="button"
              className="button button-danger"
              onClick={() => void remove(endpoint)}
            >
              {t('integrations.hooks.delete')}
            </button>
          </header>
          <h3>{t('integrations.hooks.log')}</h3>
          <DeliveryLog endpoint={endpoint} />
        </article>
      ))}
      {secret && (
        <div className="form-message form-message-info" role="status">
          <p>{t('integrations.hooks.secret')}</p>
          <code className="integrations-secret">{secret}</code>
        </div>
      )}
      <form className="integrations-form" onSubmit={(e) => void submit(e)}>
        <label className="field">
          <span className="field-label">{t('integrations.hooks.url')}</span>
          <input
            className="input"
            type="url"
            value={url}
            required
            maxLength={2000}
            placeholder={t('integrations.hooks.urlPlaceholder')}
            onChange={(e) => setUrl(e.target.value)}
          />
        </label>
        <fieldset className="field">
          <legend className="field-label">{t('integrations.hooks.events')}</legend>
          {EVENTS.map((name) => (
            <label key={name} className="checkbox">
              <input
                type="checkbox"
                checked={events.includes(name)}
                onChange={(e) =>
                  setEvents(e.target.checked ? [...events, name] : events.filter((x) => x !== name))
                }
              />
              {t(EVENT_TEXT[name])}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button button-primary" disabled={!url || !events.length}>
          {t('integrations.hooks.create')}
        </button>
        {problem && <p className="form-message form-message-error">{problem}</p>}
      </form>
    </section>
  );
}
