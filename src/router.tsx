/*
 * The routes of the browser app.
 *
 * HOW TO ADD A PAGE
 * 1. Create `src/pages/<Name>/<Name>Page.tsx` with a named export `export function <Name>Page()`.
 * 2. Add ONE line to the section of who may see it (public, staff, admin), keeping the
 *    section sorted by path so that parallel additions do not touch the same lines (the
 *    sections are `prettier-ignore`, so a long line stays one line):
 *
 *      page('prices/edit/:id', () => import('./pages/PriceForm/PriceFormPage'), 'PriceFormPage'),
 *
 *    Paths are relative to '/'; use `:name` for parameters (read them with `useParams`).
 *    Every page is its own chunk, loaded on first visit; the guards wrap their section.
 * 3. Nothing else: the header, toasts, confirmations and guards come from the Layout.
 *
 * Board routes (/pricelist/..., /preview/...) do not go in these sections: they belong in
 * BOARD_ROUTES, outside the back-office Layout, so a board never loads back-office code.
 * Unknown paths go to FALLBACK_PATH; the products page's engineer sets it to
 * '/products/cannabis' when that page exists.
 */
import type { ComponentType } from 'react';
import { Navigate, createBrowserRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { RouteError } from './components/ErrorBoundary';
import { PageLoading } from './components/PageLoading';

/**
 * A lazily loaded page: its module is fetched when the route is first visited. The path ''
 * is the index route ('/').
 */
function page<K extends string>(
  path: string,
  load: () => Promise<Record<K, ComponentType>>,
  exportName: K,
): RouteObject {
  const lazy = async () => ({ Component: (await load())[exportName] });
  return path === '' ? { index: true, lazy } : { path, lazy };
}

// ---------------------------------------------------------------------------------------------
// PUBLIC PAGES: no login needed. One line per route, sorted by path.
// ---------------------------------------------------------------------------------------------
// prettier-ignore
const PUBLIC_PAGES: RouteObject[] = [
  page('login', () => import('./pages/Login/LoginPage'), 'LoginPage'),
  page('reset-password', () => import('./pages/ResetPassword/ResetPasswordPage'), 'ResetPasswordPage'),
];

// ---------------------------------------------------------------------------------------------
// STAFF PAGES: any signed-in user ('Login required' otherwise). One line per route, sorted by
// path.
// ---------------------------------------------------------------------------------------------
// prettier-ignore
const STAFF_PAGES: RouteObject[] = [
  page('', () => import('./pages/Start/StartPage'), 'StartPage'),
];

// ---------------------------------------------------------------------------------------------
// ADMIN PAGES: superusers only ('Admin permissions required' otherwise). One line per route,
// sorted by path.
// ---------------------------------------------------------------------------------------------
// prettier-ignore
const ADMIN_PAGES: RouteObject[] = [
];

// ---------------------------------------------------------------------------------------------
// BOARD ROUTES: public boards and previews, without the back-office Layout. Absolute paths,
// e.g. page('/pricelist/:shopId', () => import('./board/BoardPage'), 'BoardPage').
// ---------------------------------------------------------------------------------------------
// prettier-ignore
const BOARD_ROUTES: RouteObject[] = [
];

/** Where unknown paths go (the products page once it exists). */
const FALLBACK_PATH = '/';

/** The routes of the browser app. */
export const router = createBrowserRouter([
  { errorElement: <RouteError />, hydrateFallbackElement: <PageLoading />, children: BOARD_ROUTES },
  {
    path: '/',
    lazy: async () => ({ Component: (await import('./components/Layout')).Layout }),
    errorElement: <RouteError />,
    // Shown while the first page's code loads.
    hydrateFallbackElement: <PageLoading />,
    children: [
      ...PUBLIC_PAGES,
      {
        path: 'logout',
        lazy: async () => ({ loader: (await import('./pages/Logout/logoutLoader')).logoutLoader }),
      },
      {
        lazy: async () => ({
          Component: (await import('./components/RequireLogin')).RequireLogin,
        }),
        children: [
          ...STAFF_PAGES,
          {
            lazy: async () => ({
              Component: (await import('./components/RequireSuperuser')).RequireSuperuser,
            }),
            children: ADMIN_PAGES,
          },
        ],
      },
      { path: '*', element: <Navigate to={FALLBACK_PATH} replace /> },
    ],
  },
]);
