import { useState } from 'react';
import type { ReactElement } from 'react';
import { formErrorsOf } from '../../api/errors';
import type { FormErrors } from '../../api/errors';
import { apiCreate } from '../../api/mutations';
import type { Product } from '../../api/types';
import { Field } from '../../components/Field';
import { FormModal } from '../../components/FormModal';
import { Select } from '../../components/Select';
import { ShopGroupSelect } from '../../components/ShopGroupSelect';
import { withSaveToast } from '../../components/toast';
import {
  PRODUCT_TYPE_OPTIONS,
  emptyProductForm,
  newProductBody,
  newProductProblems,
} from './horecaRules';
import type { NewProductForm } from './horecaRules';

interface ProductAddModalProps {
  /** The shop group chosen at first: 'global' or an id. */
  initialShopGroup: string;
  /** Superusers may add global products. */
  allowGlobal: boolean;
  onClose: () => void;
}

type TextField = 'shortNl' | 'shortEn' | 'descriptionNl' | 'descriptionEn';

const TEXT_FIELDS: readonly { key: TextField; label: string; api: string; rows: number }[] = [
  { key: 'shortNl', label: 'Korte beschrijving (NL)', api: 'short_description_nl', rows: 2 },
  { key: 'shortEn', label: 'Korte beschrijving (EN)', api: 'short_description_en', rows: 2 },
  { key: 'descriptionNl', label: 'Beschrijving (NL)', api: 'description_nl', rows: 4 },
  { key: 'descriptionEn', label: 'Beschrijving (EN)', api: 'description_en', rows: 4 },
];

/** 'Horeca product toevoegen': name, shop group (Global or the user's groups), texts, type. */
export function ProductAddModal({
  initialShopGroup,
  allowGlobal,
  onClose,
}: ProductAddModalProps): ReactElement {
  const [form, setForm] = useState<NewProductForm>(() => emptyProductForm(initialShopGroup));
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [refused, setRefused] = useState<FormErrors | null>(null);
  const problems = submitted ? newProductProblems(form) : {};
  const fieldErrors = refused?.fields ?? {};

  function change(changes: Partial<NewProductForm>): void {
    setForm((current) => ({ ...current, ...changes }));
  }

  async function handleSubmit(): Promise<void> {
    setSubmitted(true);
    if (Object.keys(newProductProblems(form)).length > 0) return;
    setSaving(true);
    setRefused(null);
    try {
      await withSaveToast('Added', () => apiCreate<Product>('/v1/products', newProductBody(form)));
      onClose();
    } catch (error) {
      setRefused(formErrorsOf(error));
      setSaving(false);
    }
  }

  return (
    <FormModal
      title="Horeca product toevoegen"
      submitLabel="Toevoegen"
      size="large"
      onClose={onClose}
      onSubmit={() => void handleSubmit()}
      busy={saving}
      message={refused?.root.join(' ')}
    >
      <div className="horeca-form-grid">
        <Field label="Naam" required error={problems.name ?? fieldErrors.name}>
          {(control) => (
            <input
              {...control}
              className="input"
              value={form.name}
              onChange={(event) => change({ name: event.target.value })}
              data-autofocus
              autoComplete="off"
            />
          )}
        </Field>
        <Field label="Shop group" required error={problems.shopGroup ?? fieldErrors.shop_group_id}>
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
        <Field label="Product type" error={fieldErrors.product_type}>
          {(control) => (
            <Select
              {...control}
              options={PRODUCT_TYPE_OPTIONS}
              value={form.productType}
              onChange={(productType) => change({ productType })}
            />
          )}
        </Field>
      </div>
      <div className="horeca-form-grid horeca-form-texts">
        {TEXT_FIELDS.map(({ key, label, api, rows }) => (
          <Field key={key} label={label} error={fieldErrors[api]}>
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
