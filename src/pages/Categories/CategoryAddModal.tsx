import { useState } from 'react';
import type { ReactElement } from 'react';
import { formErrorsOf } from '../../api/errors';
import type { FormErrors } from '../../api/errors';
import { apiCreate } from '../../api/mutations';
import type { Category } from '../../api/types';
import { ColorInput } from '../../components/ColorInput';
import { Field } from '../../components/Field';
import { FormModal } from '../../components/FormModal';
import { Select } from '../../components/Select';
import { withSaveToast } from '../../components/toast';
import { ICON_OPTIONS, POSITION_OPTIONS } from './categoryColumns';
import { EMPTY_CATEGORY_FORM, newCategoryBody, newCategoryProblems } from './categoryRules';
import type { NewCategoryForm } from './categoryRules';

interface CategoryAddModalProps {
  shopId: string;
  shopName: string;
  onClose: () => void;
}

/** 'Categorie toevoegen': a new category of the active shop. Enter adds, Escape closes. */
export function CategoryAddModal({
  shopId,
  shopName,
  onClose,
}: CategoryAddModalProps): ReactElement {
  const [form, setForm] = useState<NewCategoryForm>(EMPTY_CATEGORY_FORM);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [refused, setRefused] = useState<FormErrors | null>(null);
  const problems = submitted ? newCategoryProblems(form) : {};
  const fieldErrors = refused?.fields ?? {};

  function change(changes: Partial<NewCategoryForm>): void {
    setForm((current) => ({ ...current, ...changes }));
  }

  async function handleSubmit(): Promise<void> {
    setSubmitted(true);
    if (Object.keys(newCategoryProblems(form)).length > 0) return;
    setSaving(true);
    setRefused(null);
    try {
      await withSaveToast('Added', () =>
        apiCreate<Category>('/v1/categories', newCategoryBody(form, shopId)),
      );
      onClose();
    } catch (error) {
      // What was typed stays; the server's reasons show at their fields.
      setRefused(formErrorsOf(error));
      setSaving(false);
    }
  }

  return (
    <FormModal
      title="Categorie toevoegen"
      submitLabel="Toevoegen"
      onClose={onClose}
      onSubmit={() => void handleSubmit()}
      busy={saving}
      message={refused?.root.join(' ')}
    >
      <p className="muted category-form-shop">Shop: {shopName}</p>
      <div className="category-form-grid">
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
        <Field label="Naam (EN)" error={fieldErrors.name_en}>
          {(control) => (
            <input
              {...control}
              className="input"
              value={form.nameEn}
              onChange={(event) => change({ nameEn: event.target.value })}
              autoComplete="off"
            />
          )}
        </Field>
        <Field label="Kleur" required error={problems.color ?? fieldErrors.color}>
          {(control) => (
            <ColorInput {...control} value={form.color} onChange={(color) => change({ color })} />
          )}
        </Field>
        <Field label="Icoon" error={fieldErrors.icon}>
          {(control) => (
            <Select
              {...control}
              options={ICON_OPTIONS}
              value={form.icon}
              onChange={(icon) => change({ icon })}
            />
          )}
        </Field>
      </div>
      <label className="checkbox category-form-cannabis">
        <input
          type="checkbox"
          checked={form.cannabis}
          onChange={(event) => change({ cannabis: event.target.checked })}
        />
        Cannabis-categorie
      </label>
      {form.cannabis && (
        <div className="category-form-grid">
          <Field label="Positie op de prijslijst" error={fieldErrors.pricelist_column}>
            {(control) => (
              <Select
                {...control}
                options={POSITION_OPTIONS}
                value={form.column}
                onChange={(column) => change({ column })}
              />
            )}
          </Field>
          <Field
            label="Rij"
            error={problems.row ?? fieldErrors.pricelist_row}
            hint="Leeg: geen rij"
          >
            {(control) => (
              <input
                {...control}
                className="input"
                inputMode="numeric"
                value={form.row}
                onChange={(event) => change({ row: event.target.value })}
                autoComplete="off"
              />
            )}
          </Field>
        </div>
      )}
    </FormModal>
  );
}
