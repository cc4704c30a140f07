import { useEffect, useState } from 'react';
import type { ReactElement } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import type { FormCreated } from '../../api/types';
import { Page } from '../../components/layout/Page';
import { ServerForm } from '../../components/ServerForm/ServerForm';
import { FLASH_DURATION_MS } from '../../hooks/useFlash';
import { useActiveShop } from '../../hooks/useActiveShop';
import { useT } from '../../i18n';
import {
  CREATE_FORM_KEYS,
  CREATE_TITLES,
  cancelPathOf,
  createTypeOf,
  pathAfterForm,
} from './createForms';
import type { CreateType } from './createForms';

/**
 * `/manage/{soorten|horeca|categories}/new` and `/products/new-product/kind`: the server-driven
 * create form of the type. Kinds and horeca products go in a shop group the form offers (the
 * active shop's group first, Global only for superusers); a category belongs to the active
 * shop. After the 'gecreëerd' flash the page goes to the list, or to the price form when
 * 'Dit product direct gebruiken' was ticked.
 */
export function CreateItemPage(): ReactElement {
  const t = useT();
  const { pathname } = useLocation();
  const type = createTypeOf(pathname);
  if (type === null) return <Navigate to="/" replace />;
  return (
    <Page title={t(CREATE_TITLES[type])}>
      {/* Keyed by type: another type starts a fresh form. */}
      <CreateForm key={type} type={type} />
    </Page>
  );
}

function CreateForm({ type }: { type: CreateType }): ReactElement {
  const t = useT();
  const navigate = useNavigate();
  const { shop } = useActiveShop();
  const [doneTo, setDoneTo] = useState<string | null>(null);

  // The flash stays readable before the page moves on.
  useEffect(() => {
    if (!doneTo) return undefined;
    const timer = window.setTimeout(() => navigate(doneTo), FLASH_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [doneTo, navigate]);

  if (type === 'categories' && !shop) {
    return <p className="form-message form-message-info">{t('createItem.categoryNeedsShop')}</p>;
  }
  return (
    <ServerForm
      formKey={CREATE_FORM_KEYS[type]}
      shopId={shop?.id ?? null}
      cancelTo={cancelPathOf(type)}
      onCreated={(body: FormCreated) => setDoneTo(pathAfterForm(type, body))}
    />
  );
}
