import { useT } from '../../i18n';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { formErrorsOf } from '../../api/errors';
import { apiCreate } from '../../api/mutations';
import { ColorInput } from '../../components/forms/ColorInput';
import { Field } from '../../components/forms/Field';
import { FormModal } from '../../components/modals/FormModal';
import { useModalSubmit } from '../../components/modals/useModalSubmit';
import { withSaveToast } from '../../components/feedback/toast';
import {
  EMPTY_WORD_FORM,
  newWordBody,
  newWordProblems,
  vocabularyPath,
  wordProblemText,
} from './vocabularyRules';
import type { NewWordForm, VocabularyType } from './vocabularyRules';

interface WordAddModalProps {
  type: VocabularyType;
  onClose: () => void;
}

/** Adds a strain, tag or flavor (with colour and icon). */
export function WordAddModal({ type, onClose }: WordAddModalProps): ReactElement {
  const [form, setForm] = useState<NewWordForm>(EMPTY_WORD_FORM);
  const { submitted, saving, refused, submit } = useModalSubmit(onClose, formErrorsOf);
  const t = useT();
  const shown = (problem: string | undefined) => wordProblemText(t, problem) ?? undefined;
  const problems = submitted ? newWordProblems(type, form) : {};

  function handleSubmit(): Promise<void> {
    return submit(Object.keys(newWordProblems(type, form)).length === 0, () =>
      withSaveToast('Added', () => apiCreate(vocabularyPath(type), newWordBody(type, form))),
    );
  }

  return (
    <FormModal
      title={t(`strainsTags.${type}.add`)}
      submitLabel={t('strainsTags.addSubmit')}
      size="small"
      onClose={onClose}
      onSubmit={() => void handleSubmit()}
      busy={saving}
      message={refused?.root.join(' ')}
    >
      <Field
        label={t('strainsTags.header.name')}
        required
        error={shown(problems.name) ?? refused?.fields.name}
      >
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
          <Field
            label={t('strainsTags.header.color')}
            required
            error={shown(problems.color) ?? refused?.fields.color}
          >
            {(control) => (
              <ColorInput
                {...control}
                value={form.color}
                onChange={(color) => setForm({ ...form, color })}
              />
            )}
          </Field>
          <Field
            label={t('strainsTags.header.icon')}
            hint={t('strainsTags.iconHint')}
            error={refused?.fields.icon}
          >
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
