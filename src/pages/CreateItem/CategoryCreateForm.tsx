import type { ReactElement } from 'react';
import { useList } from '../../api/hooks';
import { apiCreate } from '../../api/mutations';
import type { Category, MainCategory } from '../../api/types';
import { Field } from '../../components/Field';
import { Select } from '../../components/Select';
import { toastSaved } from '../../components/toast';
import { PRICELIST_COLUMNS, normaliseHexColor } from '../../domain';
import type { ActiveShop } from '../../stores/activeShop';
import {
  categoryCreateInput,
  emptyCategoryForm,
  cancelPathOf,
  pathAfterCreate,
  validateCategoryForm,
} from './createForms';
import { useCreateForm } from './useCreateForm';
import { FormFooter, FormMessages } from './FormParts';

const COLUMN_LABELS = { left: 'Links', right: 'Rechts' } as const;

/** A new category of the active shop: categories belong to one shop, not to a shop group. */
export function CategoryCreateForm({ shop }: { shop: ActiveShop }): ReactElement {
  const mainCategories = useList<MainCategory>('/v1/main-categories', {
    skip: 0,
    limit: 999,
    filter: [{ field: 'shop_id', value: shop.id }],
  });
  const { values, errors, messages, saving, change, handleSubmit } = useCreateForm({
    initial: emptyCategoryForm,
    validate: validateCategoryForm,
    save: async (current) => {
      const category = await apiCreate<Category>(
        '/v1/categories/',
        categoryCreateInput(current, shop.id),
        { handled: [400, 409] },
      );
      toastSaved('Added', category.name);
      return pathAfterCreate('categories', category.id, false);
    },
  });

  const swatch = normaliseHexColor(values.color);
  return (
    <form className="create-form card" onSubmit={(event) => void handleSubmit(event)} noValidate>
      <fieldset className="create-form-grid" disabled={saving}>
        <div className="create-form-column">
          <div className="field">
            <span className="field-label">Shop</span>
            <p className="create-form-static">{shop.name}</p>
          </div>
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
          <Field label="Naam EN" error={errors.name_en}>
            {(control) => (
              <input
                {...control}
                className="input"
                autoComplete="off"
                value={values.nameEn}
                onChange={(event) => change({ nameEn: event.target.value }, 'name_en')}
              />
            )}
          </Field>
          <Field label="Hoofdcategorie" error={errors.main_category_id}>
            {(control) => (
              <Select
                {...control}
                options={mainCategories.items.map((main) => ({ value: main.id, label: main.name }))}
                placeholder={{ value: '', label: mainCategories.isLoading ? 'Loading…' : 'Geen' }}
                value={values.mainCategoryId}
                onChange={(mainCategoryId) => change({ mainCategoryId }, 'main_category_id')}
              />
            )}
          </Field>
        </div>
        <div className="create-form-column">
          <Field label="Kleur" required error={errors.color} hint="Hex, zoals 376E1A">
            {(control) => (
              <span className="create-color">
                <input
                  type="color"
                  className="create-color-picker"
                  value={`#${swatch ?? '000000'}`}
                  onChange={(event) => change({ color: event.target.value.slice(1) }, 'color')}
                  aria-label="Kleur kiezen"
                />
                <input
                  {...control}
                  className="input"
                  autoComplete="off"
                  value={values.color}
                  onChange={(event) => change({ color: event.target.value }, 'color')}
                />
              </span>
            )}
          </Field>
          <Field label="Icoon" error={errors.icon} hint="Een emoji of de naam van een icoon">
            {(control) => (
              <input
                {...control}
                className="input"
                autoComplete="off"
                value={values.icon}
                onChange={(event) => change({ icon: event.target.value }, 'icon')}
              />
            )}
          </Field>
          <label className="checkbox create-form-tick">
            <input
              type="checkbox"
              checked={values.cannabis}
              onChange={(event) => change({ cannabis: event.target.checked })}
            />
            Cannabis categorie
          </label>
          {values.cannabis && (
            <Field label="Positie op de kaart" error={errors.pricelist_column}>
              {(control) => (
                <Select
                  {...control}
                  options={PRICELIST_COLUMNS.map((column) => ({
                    value: column,
                    label: COLUMN_LABELS[column],
                  }))}
                  value={values.pricelistColumn}
                  onChange={(pricelistColumn) => change({ pricelistColumn }, 'pricelist_column')}
                />
              )}
            </Field>
          )}
        </div>
      </fieldset>
      <FormMessages messages={messages} fieldErrorCount={Object.keys(errors).length} />
      <FormFooter cancelTo={cancelPathOf('categories')} saving={saving} />
    </form>
  );
}
