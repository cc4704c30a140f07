import { useT } from '../../i18n';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { formErrorsOf } from '../../api/errors';
import { apiCreate } from '../../api/mutations';
import type { Category } from '../../api/types';
import { ColorInput } from '../../components/forms/ColorInput';
import { Field } from '../../components/forms/Field';
import { FormModal } from '../../components/modals/FormModal';
import { useModalSubmit } from '../../components/modals/useModalSubmit';
import { Select } from '../../components/forms/Select';
import { withSaveToast } from '../../components/feedback/toast';
import { categoryIconOptions } from '../../i18n/domainTexts';
import { positionOptions } from './categoryColumns';
import {
  EMPTY_CATEGORY_FORM,
  categoryProblemText,
  newCategoryBody,
  newCategoryProblems,
} from './categoryRules';
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
  const t = useT();
  const [form, setForm] = useState<NewCategoryForm>(EMPTY_CATEGORY_FORM);
  // What was typed stays on a refusal; the server's reasons show at their fields.
  const { submitted, saving, refused, submit } = useModalSubmit(onClose, formErrorsOf);
  const problems = submitted ? newCategoryProblems(form) : {};
  const shown = (problem: string | undefined) => categoryProblemText(t, problem) ?? undefined;
  const fieldErrors = refused?.fields ?? {};

  function change(changes: Partial<NewCategoryForm>): void {
    setForm((current) => ({ ...current, ...changes }));
  }

  function handleSubmit(): Promise<void> {
    return submit(Object.keys(newCategoryProblems(form)).length === 0, () =>
      withSaveToast('Added', () =>
        apiCreate<Category>('/v1/categories', newCategoryBody(form, shopId)),
      ),
    );
  }

  return (
    <FormModal
      title={t('categories.add')}
      submitLabel={t('categories.addSubmit')}
      onClose={onClose}
      onSubmit={() => void handleSubmit()}
      busy={saving}
      message={refused?.root.join(' ')}
    >
      <p className="muted category-form-shop">{t('categories.shop', { name: shopName })}</p>
      <div className="category-form-grid">
        <Field
          label={t('categories.header.name')}
          required
          error={shown(problems.name) ?? fieldErrors.name}
        >
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
        <Field label={t('categories.header.nameEn')} error={fieldErrors.name_en}>
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
        <Field
          label={t('categories.header.color')}
          required
          error={shown(problems.color) ?? fieldErrors.color}
        >
          {(control) => (
            <ColorInput {...control} value={form.color} onChange={(color) => change({ color })} />
          )}
        </Field>
        <Field label={t('categories.header.icon')} error={fieldErrors.icon}>
          {(control) => (
            <Select
              {...control}
              options={categoryIconOptions(t)}
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
        {t('categories.cannabisCategory')}
      </label>
      {form.cannabis && (
        <div className="category-form-grid">
          <Field label={t('categories.positionOnList')} error={fieldErrors.pricelist_column}>
            {(control) => (
              <Select
                {...control}
                options={positionOptions(t)}
                value={form.column}
                onChange={(column) => change({ column })}
              />
            )}
          </Field>
          <Field
            label={t('categories.header.row')}
            error={shown(problems.row) ?? fieldErrors.pricelist_row}
            hint={t('categories.rowHint')}
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
