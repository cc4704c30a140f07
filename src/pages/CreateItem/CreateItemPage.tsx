import type { ReactElement } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { GLOBAL_SHOP_GROUP, NO_SHOP_GROUP } from '../../components/shopGroupOptions';
import { Page } from '../../components/Page';
import { useActiveShop } from '../../hooks/useActiveShop';
import { usePermissions } from '../../hooks/usePermissions';
import { CategoryCreateForm } from './CategoryCreateForm';
import { CREATE_TITLES, createTypeOf } from './createForms';
import { KindCreateForm } from './KindCreateForm';
import { ProductCreateForm } from './ProductCreateForm';
import './CreateItemPage.css';

/**
 * `/manage/{soorten|horeca|categories}/new`. Kinds and horeca products go in a shop group
 * (Global only for superusers); a category belongs to the active shop.
 */
export function CreateItemPage(): ReactElement {
  const { pathname } = useLocation();
  const type = createTypeOf(pathname);
  const { shop, shopGroupId } = useActiveShop();
  const { isSuperuser } = usePermissions();
  if (type === null) return <Navigate to="/" replace />;

  const initialShopGroup = shopGroupId ?? (isSuperuser ? GLOBAL_SHOP_GROUP : NO_SHOP_GROUP);
  let form: ReactElement;
  if (type === 'soorten') {
    form = <KindCreateForm initialShopGroup={initialShopGroup} allowGlobal={isSuperuser} />;
  } else if (type === 'horeca') {
    form = <ProductCreateForm initialShopGroup={initialShopGroup} allowGlobal={isSuperuser} />;
  } else if (shop) {
    form = <CategoryCreateForm shop={shop} />;
  } else {
    form = (
      <p className="form-message form-message-info">
        Kies eerst een shop: een categorie hoort bij één shop.
      </p>
    );
  }
  return (
    <Page title={CREATE_TITLES[type]}>
      {/* Keyed by type: another type starts a fresh form. */}
      <div key={type}>{form}</div>
    </Page>
  );
}
