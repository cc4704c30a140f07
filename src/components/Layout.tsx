import type { ReactElement } from 'react';
import { Outlet } from 'react-router-dom';
import { Header } from './Header';

/** Every back-office page: the header above, the page below. */
export function Layout(): ReactElement {
  return (
    <>
      <Header />
      <main className="app-main">
        <Outlet />
      </main>
    </>
  );
}
