import { useT } from '../../i18n';
import type { MessageKey } from '../../i18n';
import { useRef, useState } from 'react';
import type { ReactElement } from 'react';
import { formErrorsOf } from '../../api/errors';
import type { FormErrors } from '../../api/errors';
import { useList } from '../../api/hooks';
import { apiCreate } from '../../api/mutations';
import type { Category } from '../../api/types';
import type { ProductWithPrice } from '../../domain/contract';
import { Field } from '../../components/forms/Field';
import { FormModal } from '../../components/modals/FormModal';
import { useModalSubmit } from '../../components/modals/useModalSubmit';
import { Select } from '../../components/forms/Select';
import { ShopGroupSelect } from '../../components/forms/ShopGroupSelect';
import { toastSaveError, toastSaved } from '../../components/feedback/toast';
import { ApiError } from '../../api/http';
import { normaliseRegisterPrefix } from '../../domain';
import { useActiveShop } from '../../hooks/useActiveShop';
import {
  PRODUCT_TYPE_OPTIONS,
  addPiece,
  emptyProductForm,
  horecaCategoryOptions,
  horecaProblemText,
  newProductProblems,
  newProductWithPriceBody,
} from './horecaRules';
import type { NewProductForm } from './horecaRules';
import { PiecePricesField } from './PiecePricesField';

interface ProductAddModalProps {
  /** The shop group chosen at first: 'global' or an id. */
  initialShopGroup: string;
  /** Superusers may add global products. */
  allowGlobal: boolean;
  onClose: () => void;
}

type TextField = 'shortNl' | 'shortEn' | 'descriptionNl' | 'descriptionEn';

const TEXT_FIELDS: readonly { key: TextField; label: MessageKey; api: string; rows: number }[] = [
  {
    key: 'shortNl',
    label: 'manageHoreca.field.shortNl',
    api: 'short_description_nl',
    rows: 2,
  },
  {
    key: 'shortEn',
    label: 'manageHoreca.field.shortEn',
    api: 'short_description_en',
    rows: 2,
  },
  {
    key: 'descriptionNl',
    label: 'manageHoreca.field.descriptionNl',
    api: 'description_nl',
    rows: 4,
  },
  {
    key: 'descriptionEn',
    label: 'manageHoreca.field.descriptionEn',
    api: 'description_en',
    rows: 4,
  },
];

/**
 * 'Horeca product toevoegen': name, shop group (Global or the user's groups), type and texts,
 * and where it goes on the active shop's board: a horeca category and its piece prices. One
 * save (`POST /v1/products/with-price`) makes the product, its price combination (the next free
 * register code of the prefix) and its row, so the board shows it at once.
 */
export function ProductAddModal({
  initialShopGroup,
  allowGlobal,
  onClose,
}: ProductAddModalProps): ReactElement {
  const { shop } = useActiveShop();
  const [form, setForm] = useState<NewProductForm>(() => emptyProductForm(initialShopGroup));
  const nextKey = useRef(1);
  const categories = useList<Category>(shop ? '/v1/categories' : null, {
    skip: 0,
    limit: 1000,
    sort: [{ field: 'name', order: 'ASC' }],
    filter: [{ field: 'shop_id', value: shop?.id ?? '' }],
  });
  const { submitted, saving, refused, submit, save } = useModalSubmit(onClose, formErrorsOf);
  /** The catalogue's product of the same name, offered to be put on the menu instead. */
  const [existing, setExisting] = useState<ExistingProduct | null>(null);
  const t = useT();
  const shown = (problem: string | undefined) =>
    problem === undefined ? undefined : horecaProblemText(t, problem);
  const problems = submitted ? newProductProblems(form) : {};
  const fieldErrors = refused?.fields ?? {};

  function change(changes: Partial<NewProductForm>): void {
    setForm((current) => ({ ...current, ...changes }));
  }

  /** Saves the product, or with `existingId` puts that catalogue product on the menu. */
  async function create(existingId?: string): Promise<boolean> {
    if (!shop) return false;
    try {
      await apiCreate<ProductWithPrice>(
        '/v1/products/with-price',
        {
          ...newProductWithPriceBody(form, shop.id),
          ...(existingId !== undefined && { existing_product_id: existingId }),
        },
        { revalidate: ['/v1/shops-to-prices', '/v1/prices', '/v1/products'] },
      );
    } catch (error) {
      const same = existingProductOf(error);
      if (same && existingId === undefined) {
        // Not an error: the product is there, only not on this menu yet.
        setExisting(same);
        return false;
      }
      setExisting(null);
      toastSaveError(error);
      throw error;
    }
    toastSaved('Added', existingId === undefined ? undefined : existing?.name);
    return true;
  }

  function handleSubmit(): Promise<void> {
    const complete = shop !== null && Object.keys(newProductProblems(form)).length === 0;
    return submit(complete, () => create());
  }

  return (
    <FormModal
      title={t('manageHoreca.add')}
      submitLabel={t('manageHoreca.addSubmit')}
      size="large"
      onClose={onClose}
      onSubmit={() => void handleSubmit()}
      busy={saving}
      message={shop ? refused && formMessage(refused) : t('manageHoreca.chooseShop')}
      submitDisabled={!shop}
    >
      {existing && (
        <div className="horeca-existing" role="alert" data-testid="existing-product-offer">
          {existing.onMenu ? (
            <p>{t('manageHoreca.existing.onMenu', { name: existing.name })}</p>
          ) : (
            <>
              <p>{t('manageHoreca.existing.offer', { name: existing.name })}</p>
              <button
                type="button"
                className="button"
                disabled={saving}
                onClick={() => void save(() => create(existing.id))}
              >
                {t('manageHoreca.existing.putOnMenu')}
              </button>
            </>
          )}
        </div>
      )}
      <div className="horeca-form-grid">
        <Field
          label={t('manageHoreca.field.name')}
          required
          error={shown(problems.name) ?? fieldErrors.name}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              value={form.name}
              onChange={(event) => {
                change({ name: event.target.value });
                setExisting(null);
              }}
              data-autofocus
              autoComplete="off"
            />
          )}
        </Field>
        <Field
          label={t('manageHoreca.field.shopGroup')}
          required
          error={shown(problems.shopGroup) ?? fieldErrors.shop_group_id}
        >
          {(control) => (
            <ShopGroupSelect
              {...control}
              mode="create"
              allowGlobal={allowGlobal}
              value={form.shopGroup}
              onChange={(shopGroup) => change({ shopGroup })}
              submitOnEnter
            />
          )}
        </Field>
        <Field label={t('manageHoreca.field.productType')} error={fieldErrors.product_type}>
          {(control) => (
            <Select
              {...control}
              options={PRODUCT_TYPE_OPTIONS}
              value={form.productType}
              onChange={(productType) => change({ productType })}
            />
          )}
        </Field>
        <Field
          label={
            shop
              ? t('manageHoreca.field.categoryOf', { shop: shop.name })
              : t('manageHoreca.field.category')
          }
          required
          error={shown(problems.categoryId) ?? fieldErrors.category_id}
        >
          {(control) => (
            <Select
              {...control}
              options={horecaCategoryOptions(categories.items, shop?.id ?? null)}
              value={form.categoryId}
              onChange={(categoryId) => change({ categoryId })}
            />
          )}
        </Field>
        <Field
          label={t('manageHoreca.field.prefix')}
          required
          hint={t('manageHoreca.field.prefixHint')}
          error={shown(problems.registerPrefix) ?? fieldErrors.register_prefix}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              inputMode="numeric"
              value={form.registerPrefix}
              onChange={(event) => change({ registerPrefix: event.target.value })}
              onBlur={(event) =>
                change({ registerPrefix: normaliseRegisterPrefix(event.target.value) })
              }
              autoComplete="off"
            />
          )}
        </Field>
      </div>
      <PiecePricesField
        prices={form.prices}
        onChange={(prices) => change({ prices })}
        onAdd={() => {
          nextKey.current += 1;
          change({ prices: addPiece(form.prices, `price-${nextKey.current}`) });
        }}
        error={shown(problems.prices) ?? pricesErrors(fieldErrors)}
      />
      <div className="horeca-form-grid horeca-form-texts">
        {TEXT_FIELDS.map(({ key, label, api, rows }) => (
          <Field key={key} label={t(label)} error={fieldErrors[api]}>
            {(control) => (
              <textarea
                {...control}
                className="input"
                rows={rows}
                value={form[key]}
                onChange={(event) => change({ [key]: event.target.value })}
              />
            )}
          </Field>
        ))}
      </div>
    </FormModal>
  );
}

/** Fields the form shows the server's messages at; the others go above the form. */
const SHOWN_FIELDS =
  /^(name|shop_group_id|product_type|category_id|register_prefix|prices|edible|short_description|description)/;

/** The refusal's messages that no field shows. */
function formMessage(refused: FormErrors): string {
  const unshown = Object.entries(refused.fields)
    .filter(([path]) => !SHOWN_FIELDS.test(path))
    .flatMap(([, list]) => list);
  return [...refused.root, ...unshown].join(' ');
}

/** The server's messages about the prices (`prices`, or the combination's `edible.0.price`). */
function pricesErrors(fields: Record<string, string[]>): string[] | undefined {
  const messages = Object.entries(fields)
    .filter(([path]) => path.startsWith('prices') || path.startsWith('edible'))
    .flatMap(([, list]) => list);
  return messages.length > 0 ? messages : undefined;
}

interface ExistingProduct {
  id: string;
  name: string;
  /** The active shop's menu has it already: nothing to offer. */
  onMenu: boolean;
}

/** The product a 409 of `POST /v1/products/with-price` names as already in the catalogue. */
function existingProductOf(error: unknown): ExistingProduct | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = error.body as {
    existing_product?: { id?: unknown; name?: unknown; on_menu?: unknown };
  } | null;
  const product = body?.existing_product;
  return typeof product?.id === 'string' && typeof product.name === 'string'
    ? { id: product.id, name: product.name, onMenu: product.on_menu === true }
    : null;
}
