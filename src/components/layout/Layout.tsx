import type { ReactElement } from 'react';
import { Outlet, useNavigation } from 'react-router-dom';
import { ConfirmProvider } from '../modals/ConfirmProvider';
import { Header } from './Header';
import { ToastHost } from '../feedback/Toasts';

/**
 * Every back-office page: the header above, the page below, and the hosts of confirmations
 * (`useConfirm`) and toasts (`toast`). Board routes live outside it.
 */
export function Layout(): ReactElement {
  const navigation = useNavigation();
  return (
    <ConfirmProvider>
      <Header />
      <main className="app-main" aria-busy={navigation.state === 'loading'}>
        <Outlet />
      </main>
      <ToastHost />
    </ConfirmProvider>
  );
}
