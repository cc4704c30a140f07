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
import { RouteError } from './components/feedback/ErrorBoundary';
import { PageLoading } from './components/layout/PageLoading';

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
  { index: true, element: <Navigate to="/products/cannabis" replace /> },
  page('categories', () => import('./pages/Categories/CategoriesPage'), 'CategoriesPage'),
  page('fleet', () => import('./pages/Fleet/FleetPage'), 'FleetPage'),
  page('history', () => import('./pages/History/HistoryPage'), 'HistoryPage'),
  page('image-library', () => import('./pages/ImageLibrary/ImageLibraryPage'), 'ImageLibraryPage'),
  page('integrations', () => import('./pages/Integrations/IntegrationsPage'), 'IntegrationsPage'),
  page('manage/categories/new', () => import('./pages/CreateItem/CreateItemPage'), 'CreateItemPage'),
  page('manage/horeca', () => import('./pages/ManageHoreca/ManageHorecaPage'), 'ManageHorecaPage'),
  page('manage/horeca/new', () => import('./pages/CreateItem/CreateItemPage'), 'CreateItemPage'),
  page('manage/soorten', () => import('./pages/Kinds/KindsPage'), 'KindsPage'),
  page('manage/soorten/new', () => import('./pages/CreateItem/CreateItemPage'), 'CreateItemPage'),
  page('menu-import', () => import('./pages/MenuImport/MenuImportPage'), 'MenuImportPage'),
  page('orders', () => import('./pages/Orders/OrdersPage'), 'OrdersPage'),
  page('prices', () => import('./pages/Prices/PricesPage'), 'PricesPage'),
  page('prices/edit/:id', () => import('./pages/PriceForm/PriceFormPage'), 'PriceFormPage'),
  page('prices/new', () => import('./pages/PriceForm/PriceFormPage'), 'PriceFormPage'),
  page('products/cannabis', () => import('./pages/Products/ProductsPage'), 'CannabisProductsPage'),
  page('products/edit-product/cannabis/:id', () => import('./pages/PriceLinkForm/PriceLinkFormPage'), 'CannabisPriceLinkPage'),
  page('products/edit-product/horeca/:id', () => import('./pages/PriceLinkForm/PriceLinkFormPage'), 'HorecaPriceLinkPage'),
  page('products/horeca', () => import('./pages/Products/ProductsPage'), 'HorecaProductsPage'),
  page('products/manage/categories', () => import('./pages/Categories/CategoriesPage'), 'CategoriesPage'),
  page('products/manage/strains-tags', () => import('./pages/StrainsTags/StrainsTagsPage'), 'StrainsTagsPage'),
  page('products/new-product/cannabis', () => import('./pages/PriceLinkForm/PriceLinkFormPage'), 'CannabisPriceLinkPage'),
  page('products/new-product/horeca', () => import('./pages/PriceLinkForm/PriceLinkFormPage'), 'HorecaPriceLinkPage'),
  page('products/new-product/kind', () => import('./pages/CreateItem/CreateItemPage'), 'CreateItemPage'),
  page('scheduled', () => import('./pages/Scheduled/ScheduledChangesPage'), 'ScheduledChangesPage'),
  page('screens', () => import('./pages/Screens/ScreensPage'), 'ScreensPage'),
  page('shops/:shopId/settings', () => import('./pages/ShopSettings/ShopSettingsPage'), 'ShopSettingsPage'),
  page('shows', () => import('./pages/Shows/ShowsPage'), 'ShowsPage'),
  page('start', () => import('./pages/Start/StartPage'), 'StartPage'),
  page('tables', () => import('./pages/Tables/TablesPage'), 'TablesPage'),
  page('tables/print', () => import('./pages/Tables/TablesPrintPage'), 'TablesPrintPage'),
  page('view/cannabis/:id', () => import('./pages/ProductDetail/ProductDetailPage'), 'ProductDetailPage'),
  page('view/categories/:id', () => import('./pages/CategoryPictures/CategoryPicturesPage'), 'CategoryPicturesPage'),
  page('view/categorys/:id', () => import('./pages/CategoryPictures/CategoryPicturesPage'), 'CategoryPicturesPage'),
  page('view/product/:id', () => import('./pages/ProductDetail/ProductDetailPage'), 'ProductDetailPage'),
];

// ---------------------------------------------------------------------------------------------
// ADMIN PAGES: superusers only ('Admin permissions required' otherwise). One line per route,
// sorted by path.
// ---------------------------------------------------------------------------------------------
// prettier-ignore
const GROUP_ADMIN_PAGES: RouteObject[] = [
  page('admin', () => import('./pages/Admin/AdminPage'), 'AdminPage'),
];

const ADMIN_PAGES: RouteObject[] = [
  page(
    'manage/quick-editor',
    () => import('./pages/QuickEditor/QuickEditorPage'),
    'QuickEditorPage',
  ),
];

// ---------------------------------------------------------------------------------------------
// BOARD ROUTES: public boards and previews, without the back-office Layout. Absolute paths,
// e.g. page('/pricelist/:shopId', () => import('./board/BoardPage'), 'BoardPage').
// ---------------------------------------------------------------------------------------------
// prettier-ignore
const BOARD_ROUTES: RouteObject[] = [
  page('/order/:shopId/:tableId', () => import('./pages/CustomerOrder/CustomerOrderPage'), 'CustomerOrderPage'),
  page('/preview/*', () => import('./pages/Preview/PreviewPage'), 'PreviewPage'),
  page('/pricelist/*', () => import('./board/BoardPage'), 'BoardPage'),
  page('/scherm', () => import('./board/pairing/Stick'), 'Stick'),
];

/** Where unknown paths go: the products list. */
const FALLBACK_PATH = '/products/cannabis';

/** The routes of the browser app. */
export const router = createBrowserRouter([
  { errorElement: <RouteError />, hydrateFallbackElement: <PageLoading />, children: BOARD_ROUTES },
  {
    path: '/',
    lazy: async () => ({ Component: (await import('./components/layout/Layout')).Layout }),
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
          Component: (await import('./components/auth/RequireLogin')).RequireLogin,
        }),
        children: [
          ...STAFF_PAGES,
          {
            lazy: async () => ({
              Component: (await import('./components/auth/RequireSuperuser')).RequireSuperuser,
            }),
            children: ADMIN_PAGES,
          },
          {
            lazy: async () => ({
              Component: (await import('./components/auth/RequireSuperuser')).RequireGroupAdmin,
            }),
            children: GROUP_ADMIN_PAGES,
          },
        ],
      },
      { path: '*', element: <Navigate to={FALLBACK_PATH} replace /> },
    ],
  },
]);
