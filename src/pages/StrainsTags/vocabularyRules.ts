import type { MessageKey, Translate } from '../../i18n';
/** The rules of the strains, tags and flavors lists, without React. */
import type { Flavor, FlavorInput, VocabularyInput } from '../../api/types';
import { normaliseHexColor } from '../../domain';

export type VocabularyType = 'strain' | 'tag' | 'flavor';

/** Strains, tags and flavors are global words: only a superuser may change or delete them. */
export const SUPERUSER_ONLY = 'Alleen een superuser mag dit wijzigen.';
export const WORD_NAME_REQUIRED = 'Naam is verplicht.';
export const FLAVOR_COLOR_INVALID = 'Kleur moet zes hex-tekens zijn, zoals F9D71C.';

const PROBLEM_KEYS = new Map<string, MessageKey>([
  [SUPERUSER_ONLY, 'strainsTags.superuserOnly'],
  [WORD_NAME_REQUIRED, 'strainsTags.nameRequired'],
  [FLAVOR_COLOR_INVALID, 'strainsTags.colorInvalid'],
]);

/** A problem of these rules in the current language (by its code); a server's text as it is. */
export function wordProblemText(t: Translate, problem: string | null | undefined): string | null {
  if (!problem) return null;
  const key = PROBLEM_KEYS.get(problem);
  return key ? t(key) : problem;
}

/** The colour a new flavor starts with. */
export const DEFAULT_FLAVOR_COLOR = 'F9D71C';

/** Strains and tags are added through their server-driven forms; flavors by a plain form. */
export const VOCABULARY_FORM_KEYS: Partial<Record<VocabularyType, string>> = {
  strain: 'create_strain_form',
  tag: 'create_tag_form',
};

/** The collection of a vocabulary: `/v1/strains`, `/v1/tags`, `/v1/flavors`. */
export function vocabularyPath(type: VocabularyType): string {
  return `/v1/${type}s`;
}

/** What the add form holds; colour and icon only count for flavors. */
export interface NewWordForm {
  name: string;
  color: string;
  icon: string;
}

export const EMPTY_WORD_FORM: NewWordForm = { name: '', color: DEFAULT_FLAVOR_COLOR, icon: '' };

/** The add form's problems per field; empty when it may be sent. */
export function newWordProblems(
  type: VocabularyType,
  form: NewWordForm,
): Partial<Record<keyof NewWordForm, string>> {
  const problems: Partial<Record<keyof NewWordForm, string>> = {};
  if (!form.name.trim()) problems.name = WORD_NAME_REQUIRED;
  if (type === 'flavor' && !normaliseHexColor(form.color)) problems.color = FLAVOR_COLOR_INVALID;
  return problems;
}

/** The body of `POST /v1/{type}s`. */
export function newWordBody(
  type: VocabularyType,
  form: NewWordForm,
): FlavorInput | VocabularyInput {
  const name = form.name.trim();
  if (type !== 'flavor') return { name };
  return {
    name,
    color: normaliseHexColor(form.color) ?? DEFAULT_FLAVOR_COLOR,
    icon: form.icon.trim(),
  };
}

/** The whole flavor as `PUT /v1/flavors/{id}` takes it, with `changes` over it. */
export function flavorBody(flavor: Flavor, changes: Partial<FlavorInput>): FlavorInput {
  return { name: flavor.name, color: flavor.color, icon: flavor.icon, ...changes };
}
