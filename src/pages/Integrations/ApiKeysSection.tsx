import { useState, type FormEvent, type ReactElement } from 'react';
import { errorText } from '../../api/errors';
import {
  createApiKey,
  revokeApiKey,
  takeOverApiKey,
  useApiKeys,
  type ApiKey,
} from '../../api/integrations';
import { useConfirm } from '../../components/modals/ConfirmProvider';
import type { ShopGroup } from '../../domain/contract';
import { useT } from '../../i18n';
import { useLocaleStore } from '../../stores/locale';
import { useSession } from '../../stores/session';
import { SCOPES, SCOPE_TEXT, momentText } from './integrationTexts';

/**
 * A group's API keys: made here (shown once), listed with their last use and whose rights they
 * act with, taken over by another admin (after their maker left, say), revoked.
 */
export function ApiKeysSection({ group }: { group: ShopGroup }): ReactElement {
  const t = useT();
  const locale = useLocaleStore((state) => state.locale);
  const confirm = useConfirm();
  const myId = useSession((state) => state.profile?.id);
  const keys = useApiKeys(group.id);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKey['scopes']>(['menu:read']);
  const [shopId, setShopId] = useState('');
  const [made, setMade] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    setProblem(null);
    try {
      const created = await createApiKey({
        shop_group_id: group.id,
        name,
        scopes,
        shop_id: shopId || null,
      });
      setMade(created.key);
      setName('');
      await keys.mutate();
    } catch (error) {
      setProblem(errorText(error));
    }
  }

  async function revoke(key: ApiKey): Promise<void> {
    const sure = await confirm({
      message: t('integrations.keys.revokeConfirm', { name: key.name }),
      tone: 'danger',
    });
    if (!sure) return;
    try {
      await revokeApiKey(key.id);
      await keys.mutate();
    } catch (error) {
      setProblem(errorText(error));
    }
  }

  async function takeOver(key: ApiKey): Promise<void> {
    const sure = await confirm({
      message: t('integrations.keys.takeOverConfirm', { name: key.name }),
    });
    if (!sure) return;
    setProblem(null);
    try {
      await takeOverApiKey(key.id);
      await keys.mutate();
    } catch (error) {
      setProblem(errorText(error));
    }
  }

  const shopName = (id: string | null) =>
    id ? (group.shops.find((s) => s.id === id)?.name ?? id) : t('integrations.keys.allShops');
  return (
    <section className="integrations-section" aria-label={t('integrations.keys.title')}>
      <h2>{t('integrations.keys.title')}</h2>
      {keys.error && <p className="form-message form-message-error">{errorText(keys.error)}</p>}
      {keys.data?.length === 0 && <p className="muted">{t('integrations.keys.empty')}</p>}
      {!!keys.data?.length && (
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{t('integrations.keys.name')}</th>
              <th scope="col">{t('integrations.keys.scopes')}</th>
              <th scope="col">{t('integrations.keys.shop')}</th>
              <th scope="col">{t('integrations.keys.prefix')}</th>
              <th scope="col">{t('integrations.keys.lastUsed')}</th>
              <th scope="col">{t('integrations.keys.maker')}</th>
              <th scope="col" />
            </tr>
          </thead>
          <tbody>
            {keys.data.map((key) => (
              <tr key={key.id} className={key.revoked_at ? 'muted' : undefined}>
                <td>{key.name}</td>
                <td>{key.scopes.map((scope) => t(SCOPE_TEXT[scope])).join(', ')}</td>
                <td>{shopName(key.shop_id)}</td>
                <td>
                  <code>{key.key_prefix}…</code>
                </td>
                <td>
                  {key.last_used_at
                    ? momentText(key.last_used_at, locale)
                    : t('integrations.keys.never')}
                </td>
                <td>
                  {key.made_by?.username ?? t('integrations.keys.makerGone')}
                  {!key.revoked_at && !key.maker_may_act && (
                    <span className="form-message form-message-error">
                      {' '}
                      {t('integrations.keys.makerCannotAct')}
                    </span>
                  )}
                </td>
                <td>
                  {key.revoked_at ? (
                    t('integrations.keys.revoked')
                  ) : (
                    <>
                      {key.made_by?.id !== myId && (
                        <button type="button" className="button" onClick={() => void takeOver(key)}>
                          {t('integrations.keys.takeOver')}
                        </button>
                      )}{' '}
                      <button
                        type="button"
                        className="button button-danger"
                        onClick={() => void revoke(key)}
                      >
                        {t('integrations.keys.revoke')}
                      </button>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {made && (
        <div className="form-message form-message-info" role="status">
          <p>{t('integrations.keys.shown')}</p>
          <code className="integrations-secret">{made}</code>
        </div>
      )}
      <form className="integrations-form" onSubmit={(e) => void submit(e)}>
        <label className="field">
          <span className="field-label">{t('integrations.keys.name')}</span>
          <input
            className="input"
            value={name}
            maxLength={100}
            required
            onChange={(e) => setName(e.target.value)}
          />
        </label>
        <fieldset className="field">
          <legend className="field-label">{t('integrations.keys.scopes')}</legend>
          {SCOPES.map((scope) => (
            <label key={scope} className="checkbox">
              <input
                type="checkbox"
                checked={scopes.includes(scope)}
                onChange={(e) =>
                  setScopes(
                    e.target.checked ? [...scopes, scope] : scopes.filter((s) => s !== scope),
                  )
                }
              />
              {t(SCOPE_TEXT[scope])}
            </label>
          ))}
        </fieldset>
        <label className="field">
          <span className="field-label">{t('integrations.keys.shop')}</span>
          <select className="select" value={shopId} onChange={(e) => setShopId(e.target.value)}>
            <option value="">{t('integrations.keys.allShops')}</option>
            {group.shops.map((shop) => (
              <option key={shop.id} value={shop.id}>
                {shop.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button button-primary" disabled={!name || !scopes.length}>
          {t('integrations.keys.create')}
        </button>
        {problem && <p className="form-message form-message-error">{problem}</p>}
      </form>
    </section>
  );
}
