import { assertSuperuser } from '../auth/principal';
import { AppError, type ValidationIssue } from '../errors';
import {
  STRAINS,
  TAGS,
  type VocabularyDefinition,
  createVocabulary,
  findVocabularyByName,
  presentVocabulary,
} from '../services/catalogue/vocabulary';
import type { FormContext, FormDefinition } from './engine';
import { type FormValues, issue } from './fields';
import { textValue } from './values';

/** 'Nieuwe strain' and 'Nieuwe tag': one name, unique ignoring case. */

interface VocabularyForm {
  key: string;
  title: string;
  field: string;
  exists: string;
  def: VocabularyDefinition;
  /** The property of the 201 body with the new id. */
  idField: string;
}

function vocabularyForm(form: VocabularyForm): FormDefinition {
  async function check(context: FormContext, values: FormValues): Promise<ValidationIssue[]> {
    try {
      await findVocabularyByName(context.db, form.def, textValue(values, form.field));
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return [];
      throw error;
    }
    return [issue([form.field], form.exists, { error: 'unique' })];
  }
  return {
    key: form.key,
    steps: [
      {
        title: form.title,
        // Strains and tags are global words: only superusers add them.
        authorize: async (context) => assertSuperuser(context.principal),
        fields: async () => ({
          [form.field]: { type: 'text', title: 'Naam', required: true, maxLength: 255 },
        }),
        check,
      },
    ],
    async create(tx, _changes, context, state) {
      const name = textValue(state, form.field);
      const row = await createVocabulary(tx, form.def, { name }, context.principal.userId);
      const singular = form.def.label.toLowerCase();
      return { created: { [singular]: presentVocabulary(row) }, [form.idField]: row.id };
    },
  };
}

/** `create_strain_form`. */
export const CREATE_STRAIN_FORM = vocabularyForm({
  key: 'create_strain_form',
  title: 'Nieuwe strain',
  field: 'strain_name',
  exists: 'Deze strain bestaat al.',
  def: STRAINS,
  idField: 'strain_id',
});

/** `create_tag_form`. */
export const CREATE_TAG_FORM = vocabularyForm({
  key: 'create_tag_form',
  title: 'Nieuwe tag',
  field: 'tag_name',
  exists: 'Deze tag bestaat al.',
  def: TAGS,
  idField: 'tag_id',
});
