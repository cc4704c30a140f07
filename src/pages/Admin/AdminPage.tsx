import type { ReactElement } from 'react';
import { useCurrentUser } from '../../api/hooks';
import { HelpButton } from '../../components/ui/HelpButton';
import { Page } from '../../components/layout/Page';
import { useT } from '../../i18n';
import { ShopGroupsTable } from './ShopGroupsTable';
import { ShopOptionsTable } from './ShopOptionsTable';
import { UsersTable } from './UsersTable';
import './AdminPage.css';

/** Superusers only: shop options, shop groups and the users' assignments. */
export function AdminPage(): ReactElement {
  // Mounted here, the signed-in user is refetched after every change of shops, shop groups
  // or users, so the header (the Schermen link of a multiscreen shop) follows at once.
  useCurrentUser();
  const t = useT();
  return (
    <Page
      title={t('admin.title')}
      width="wide"
      actions={<HelpButton title={t('admin.helpTitle')}>{t('admin.help')}</HelpButton>}
    >
      <ShopOptionsTable />
      <ShopGroupsTable />
      <UsersTable />
    </Page>
  );
}
