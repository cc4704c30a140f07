import { useState, type ReactElement } from 'react';
import { Page } from '../../components/layout/Page';
import { usePermissions } from '../../hooks/usePermissions';
import { useT } from '../../i18n';
import { useSession } from '../../stores/session';
import { ApiKeysSection } from './ApiKeysSection';
import { WebhooksSection } from './WebhooksSection';
import './IntegrationsPage.css';

/**
 * "Koppelingen": the API keys and webhooks of a shop group, for the group's admins (the server
 * checks it; others see why the page is empty).
 */
export function IntegrationsPage(): ReactElement {
  const t = useT();
  const profile = useSession((state) => state.profile);
  const { isSuperuser } = usePermissions();
  const groups = profile?.shop_groups ?? [];
  const isAdmin = isSuperuser || !!profile?.roles.some((role) => role.name === 'admin');
  const [groupId, setGroupId] = useState(groups[0]?.id ?? '');
  const group = groups.find((g) => g.id === groupId) ?? groups[0];
  return (
    <Page title={t('integrations.title')} width="wide">
      <p className="muted">{t('integrations.intro')}</p>
      {!isAdmin || !group ? (
        <p className="form-message form-message-info">{t('integrations.adminsOnly')}</p>
      ) : (
        <>
          {groups.length > 1 && (
            <label className="field">
              <span className="field-label">{t('integrations.group')}</span>
              <select
                className="select"
                value={group.id}
                onChange={(e) => setGroupId(e.target.value)}
              >
                {groups.map((g) => (
                  <option key={g.id} value={g.id}>
                    {g.name}
                  </option>
                ))}
              </select>
            </label>
          )}
          <ApiKeysSection key={`keys-${group.id}`} group={group} />
          <WebhooksSection key={`hooks-${group.id}`} groupId={group.id} />
        </>
      )}
    </Page>
  );
}
