import { useState } from 'react';
import type { ReactElement } from 'react';
import { formErrorsOf } from '../../api/errors';
import type { FormErrors } from '../../api/errors';
import { apiCreate } from '../../api/mutations';
import { ColorInput } from '../../components/ColorInput';
import { Field } from '../../components/Field';
import { FormModal } from '../../components/FormModal';
import { withSaveToast } from '../../components/toast';
import { EMPTY_WORD_FORM, newWordBody, newWordProblems, vocabularyPath } from './vocabularyRules';
import type { NewWordForm, VocabularyType } from './vocabularyRules';

interface WordAddModalProps {
  type: VocabularyType;
  /** 'Strain', 'Tag' or 'Flavor'. */
  label: string;
  onClose: () => void;
}

/** Adds a strain, tag or flavor (with colour and icon). */
export function WordAddModal({ type, label, onClose }: WordAddModalProps): ReactElement {
  const [form, setForm] = useState<NewWordForm>(EMPTY_WORD_FORM);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [refused, setRefused] = useState<FormErrors | null>(null);
  const problems = submitted ? newWordProblems(type, form) : {};

  async function handleSubmit(): Promise<void> {
    setSubmitted(true);
    if (Object.keys(newWordProblems(type, form)).length > 0) return;
    setSaving(true);
    setRefused(null);
    try {
      await withSaveToast('Added', () => apiCreate(vocabularyPath(type), newWordBody(type, form)));
      onClose();
    } catch (error) {
      setRefused(formErrorsOf(error));
      setSaving(false);
    }
  }

  return (
    <FormModal
      title={`${label} toevoegen`}
      submitLabel="Toevoegen"
      size="small"
      onClose={onClose}
      onSubmit={() => void handleSubmit()}
      busy={saving}
      message={refused?.root.join(' ')}
    >
      <Field label="Naam" required error={problems.name ?? refused?.fields.name}>
        {(control) => (
          <input
            {...control}
            className="input"
            value={form.name}
            onChange={(event) => setForm({ ...form, name: event.target.value })}
            data-autofocus
            autoComplete="off"
          />
        )}
      </Field>
      {type === 'flavor' && (
        <>
          <Field label="Kleur" required error={problems.color ?? refused?.fields.color}>
            {(control) => (
              <ColorInput
                {...control}
                value={form.color}
                onChange={(color) => setForm({ ...form, color })}
              />
            )}
          </Field>
          <Field label="Icoon" hint="Een emoji, bijvoorbeeld 🍋" error={refused?.fields.icon}>
            {(control) => (
              <input
                {...control}
                className="input"
                value={form.icon}
                maxLength={64}
                onChange={(event) => setForm({ ...form, icon: event.target.value })}
                autoComplete="off"
              />
            )}
          </Field>
        </>
      )}
    </FormModal>
  );
}
