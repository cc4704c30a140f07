import type { ReactElement } from 'react';
import { useCurrentUser } from '../../api/hooks';
import { HelpButton } from '../../components/ui/HelpButton';
import { Page } from '../../components/layout/Page';
import { useT } from '../../i18n';
import { usePermissions } from '../../hooks/usePermissions';
import { ShopGroupsTable } from './ShopGroupsTable';
import { ShopOptionsTable } from './ShopOptionsTable';
import { UsersTable } from './UsersTable';
import './AdminPage.css';

/**
 * Superusers: shop options, shop groups and the users' assignments. Group admins: the shops of
 * their groups (add, change, deactivate, options); shop groups and users stay with superusers.
 */
export function AdminPage(): ReactElement {
  // Mounted here, the signed-in user is refetched after every change of shops, shop groups
  // or users, so the header (the Schermen link of a multiscreen shop) follows at once.
  useCurrentUser();
  const t = useT();
  const { isSuperuser } = usePermissions();
  return (
    <Page
      title={t('admin.title')}
      width="wide"
      actions={
        <HelpButton title={t('admin.helpTitle')}>
          {t(isSuperuser ? 'admin.help' : 'admin.helpGroupAdmin')}
        </HelpButton>
      }
    >
      <ShopOptionsTable allowNoGroup={isSuperuser} />
      {isSuperuser && <ShopGroupsTable />}
      {isSuperuser && <UsersTable />}
    </Page>
  );
}
