import type { ReactElement } from 'react';
import { useCurrentUser } from '../../api/hooks';
import { HelpButton } from '../../components/HelpButton';
import { Page } from '../../components/Page';
import { ShopGroupsTable } from './ShopGroupsTable';
import { ShopOptionsTable } from './ShopOptionsTable';
import { UsersTable } from './UsersTable';
import './AdminPage.css';

const HELP = `Pricelist options: per shop, multiscreen spreads the price list over the shop's screens (the Schermen link appears in the header for that shop), and truncated prices write whole euros short on its boards (12,00 becomes 12,-; 12,50 stays). A tick is saved at once.

Shop groups: the groups users belong to and the shops in them. Add Shop Group takes a name and the shops, typed as ids (comma separated) or ticked.

Users: the roles (admin in red, employee in blue) and shop groups of each user. Edit assignments replaces both; a password reset link lets a user choose a new password once.`;

/** Superusers only: shop options, shop groups and the users' assignments. */
export function AdminPage(): ReactElement {
  // Mounted here, the signed-in user is refetched after every change of shops, shop groups
  // or users, so the header (the Schermen link of a multiscreen shop) follows at once.
  useCurrentUser();
  return (
    <Page title="Admin" width="wide" actions={<HelpButton title="Help: admin">{HELP}</HelpButton>}>
      <ShopOptionsTable />
      <ShopGroupsTable />
      <UsersTable />
    </Page>
  );
}
