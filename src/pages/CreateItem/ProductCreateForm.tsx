import { useEffect, useState } from 'react';
import type { FormEvent, ReactElement } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiCreate } from '../../api/mutations';
import type { Product } from '../../api/types';
import { Field } from '../../components/Field';
import { Select } from '../../components/Select';
import { ShopGroupSelect } from '../../components/ShopGroupSelect';
import { toastSaved } from '../../components/toast';
import { useLeavePageGuard } from '../../components/useLeavePageGuard';
import { PRODUCT_TYPES } from '../../domain';
import {
  VALIDATION_ERRORS_MESSAGE,
  emptyProductForm,
  cancelPathOf,
  pathAfterCreate,
  productCreateInput,
  saveProblemOf,
  validateProductForm,
  withoutFields,
} from './createForms';
import type { FormErrors, ProductFormValues } from './createForms';
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
  const navigate = useNavigate();
  const [initial] = useState(() => emptyProductForm(initialShopGroup));
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [messages, setMessages] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [doneTo, setDoneTo] = useState<string | null>(null);

  useLeavePageGuard(values !== initial && doneTo === null);
  useEffect(() => {
    if (doneTo) navigate(doneTo);
  }, [doneTo, navigate]);

  function change(next: Partial<ProductFormValues>, field?: string): void {
    setValues((current) => ({ ...current, ...next }));
    if (field) setErrors((current) => withoutFields(current, field));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (saving) return;
    const problems = validateProductForm(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      setMessages([VALIDATION_ERRORS_MESSAGE]);
      return;
    }
    setSaving(true);
    setMessages([]);
    try {
      const product = await apiCreate<Product>('/v1/products/', productCreateInput(values), {
        handled: [400, 409],
      });
      toastSaved('Added', product.name);
      setDoneTo(pathAfterCreate('horeca', product.id, values.useNow));
    } catch (error) {
      const problem = saveProblemOf(error);
      setErrors(problem.fields);
      setMessages(problem.messages);
    } finally {
      setSaving(false);
    }
  }

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
