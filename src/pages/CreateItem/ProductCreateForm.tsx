import type { ReactElement } from 'react';
import { apiCreate } from '../../api/mutations';
import type { Product } from '../../api/types';
import { Field } from '../../components/Field';
import { Select } from '../../components/Select';
import { ShopGroupSelect } from '../../components/ShopGroupSelect';
import { toastSaved } from '../../components/toast';
import { PRODUCT_TYPES } from '../../domain';
import {
  emptyProductForm,
  cancelPathOf,
  pathAfterCreate,
  productCreateInput,
  validateProductForm,
} from './createForms';
import { useCreateForm } from './useCreateForm';
import { FormFooter, FormMessages, UseNowTick } from './FormParts';

type TextField = 'descriptionNl' | 'descriptionEn' | 'shortDescriptionNl' | 'shortDescriptionEn';

const TEXT_FIELDS: { key: TextField; field: string; label: string; rows: number }[] = [
  {
    key: 'shortDescriptionNl',
    field: 'short_description_nl',
    label: 'Korte beschrijving NL',
    rows: 2,
  },
  {
    key: 'shortDescriptionEn',
    field: 'short_description_en',
    label: 'Korte beschrijving EN',
    rows: 2,
  },
  { key: 'descriptionNl', field: 'description_nl', label: 'Beschrijving NL', rows: 5 },
  { key: 'descriptionEn', field: 'description_en', label: 'Beschrijving EN', rows: 5 },
];

interface ProductCreateFormProps {
  initialShopGroup: string;
  allowGlobal: boolean;
}

/** A new horeca product: name, type and descriptions in a shop group (or Global). */
export function ProductCreateForm({
  initialShopGroup,
  allowGlobal,
}: ProductCreateFormProps): ReactElement {
  const { values, errors, messages, saving, change, handleSubmit } = useCreateForm({
    initial: () => emptyProductForm(initialShopGroup),
    validate: validateProductForm,
    save: async (current) => {
      const product = await apiCreate<Product>('/v1/products/', productCreateInput(current), {
        handled: [400, 409],
      });
      toastSaved('Added', product.name);
      return pathAfterCreate('horeca', product.id, current.useNow);
    },
  });

  return (
    <form className="create-form card" onSubmit={(event) => void handleSubmit(event)} noValidate>
      <fieldset className="create-form-grid" disabled={saving}>
        <div className="create-form-column">
          <Field label="Shop groep" required error={errors.shop_group_id}>
            {(control) => (
              <ShopGroupSelect
                {...control}
                mode="create"
                allowGlobal={allowGlobal}
                value={values.shopGroup}
                onChange={(shopGroup) => change({ shopGroup }, 'shop_group_id')}
              />
            )}
          </Field>
          <Field label="Naam" required error={errors.name}>
            {(control) => (
              <input
                {...control}
                className="input"
                autoComplete="off"
                value={values.name}
                onChange={(event) => change({ name: event.target.value }, 'name')}
              />
            )}
          </Field>
          <Field label="Product type" error={errors.product_type} hint="C, H, I of S; mag leeg">
            {(control) => (
              <Select
                {...control}
                options={PRODUCT_TYPES.map((type) => ({ value: type, label: type }))}
                placeholder={{ value: '', label: '-' }}
                value={values.productType}
                onChange={(productType) => change({ productType }, 'product_type')}
              />
            )}
          </Field>
        </div>
        <div className="create-form-column">
          {TEXT_FIELDS.map(({ key, field, label, rows }) => (
            <Field key={key} label={label} error={errors[field]}>
              {(control) => (
                <textarea
                  {...control}
                  className="input"
                  rows={rows}
                  value={values[key]}
                  onChange={(event) => change({ [key]: event.target.value }, field)}
                />
              )}
            </Field>
          ))}
        </div>
      </fieldset>
      <FormMessages messages={messages} fieldErrorCount={Object.keys(errors).length} />
      <FormFooter
        cancelTo={cancelPathOf('horeca')}
        saving={saving}
        lead={<UseNowTick checked={values.useNow} onChange={(useNow) => change({ useNow })} />}
      />
    </form>
  );
}
