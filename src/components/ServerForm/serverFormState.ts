/**
 * The steps of a server-driven form as a reducer: the schema and entered values of each step
 * seen, which step is shown, its errors, and what the form created. Going back keeps every
 * answer; the answers sent are those of the steps up to the one shown.
 */
import type { FormErrors } from '../../api/errors';
import type {
  FormCreated,
  FormFieldValue,
  FormNextStep,
  FormStepAnswer,
  FormStepSchema,
} from '../../api/types';
import { initialValuesOf, stepAnswerOf, withoutFieldErrors } from './serverFormModel';

export interface ServerFormState {
  /** The schema of each step seen so far, by index. */
  schemas: FormStepSchema[];
  /** The values entered in each step seen so far, by index. */
  drafts: FormStepAnswer[];
  /** The step shown, from 0; -1 until the first step has come. */
  index: number;
  totalSteps: number;
  /** The refusal of the step shown. */
  errors: FormErrors | null;
  /** Set once the form created its records: nothing more is sent. */
  created: FormCreated | null;
  /** Something was entered that is not created yet. */
  dirty: boolean;
}

export type ServerFormAction =
  | { type: 'step'; reply: FormNextStep }
  | { type: 'refused'; step: number; errors: FormErrors }
  | { type: 'change'; name: string; value: FormFieldValue }
  | { type: 'back' }
  | { type: 'created'; body: FormCreated };

export const INITIAL_SERVER_FORM_STATE: ServerFormState = {
  schemas: [],
  drafts: [],
  index: -1,
  totalSteps: 0,
  errors: null,
  created: null,
  dirty: false,
};

function replaceAt<T>(list: readonly T[], index: number, item: T): T[] {
  const next = [...list];
  next[index] = item;
  return next;
}

/** The next state of a form. */
export function serverFormReducer(
  state: ServerFormState,
  action: ServerFormAction,
): ServerFormState {
  switch (action.type) {
    case 'step': {
      const { form, step, total_steps: totalSteps } = action.reply;
      return {
        ...state,
        schemas: replaceAt(state.schemas, step, form),
        drafts: replaceAt(state.drafts, step, initialValuesOf(form, state.drafts[step])),
        index: step,
        totalSteps,
        errors: null,
      };
    }
    case 'refused': {
      // A later check may refuse an earlier step (a name taken meanwhile): show that step.
      const index = state.schemas[action.step] ? action.step : state.index;
      return { ...state, index, errors: action.errors };
    }
    case 'change': {
      const draft = state.drafts[state.index];
      if (!draft) return state;
      return {
        ...state,
        drafts: replaceAt(state.drafts, state.index, { ...draft, [action.name]: action.value }),
        errors: withoutFieldErrors(state.errors, action.name),
        dirty: true,
      };
    }
    case 'back':
      return state.index > 0 ? { ...state, index: state.index - 1, errors: null } : state;
    case 'created':
      return { ...state, created: action.body, errors: null, dirty: false };
  }
}

/** The schema of the step shown, if any. */
export function currentSchemaOf(state: ServerFormState): FormStepSchema | undefined {
  return state.schemas[state.index];
}

/** The values of the step shown. */
export function currentValuesOf(state: ServerFormState): FormStepAnswer {
  return state.drafts[state.index] ?? {};
}

/** Whether steps follow the one shown. */
export function hasNextStep(state: ServerFormState): boolean {
  return state.index < state.totalSteps - 1;
}

/** The answers sent to go on from the step shown: every step up to and including it. */
export function answersToSend(state: ServerFormState): FormStepAnswer[] {
  const answers: FormStepAnswer[] = [];
  for (let step = 0; step <= state.index; step++) {
    const schema = state.schemas[step];
    if (!schema) break;
    answers.push(stepAnswerOf(schema, state.drafts[step] ?? {}));
  }
  return answers;
}
