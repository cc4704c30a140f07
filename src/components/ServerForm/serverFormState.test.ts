import { describe, expect, it } from 'vitest';
import type { FormNextStep } from '../../api/types';
import {
  INITIAL_SERVER_FORM_STATE,
  answersToSend,
  currentSchemaOf,
  currentValuesOf,
  hasNextStep,
  serverFormReducer,
} from './serverFormState';
import type { ServerFormAction, ServerFormState } from './serverFormState';

/** The fields every 510 answer carries besides its step. */
const NOT_COMPLETE = {
  type: 'FormNotCompleteError',
  title: 'Form not complete',
  status: 510,
  detail: 'Stap 1 van 2',
} as const;

const DETAILS: FormNextStep = {
  ...NOT_COMPLETE,
  meta: { hasNext: true },
  step: 0,
  total_steps: 2,
  hasNext: true,
  form: {
    title: 'Nieuwe wiet',
    properties: {
      kind_name: { title: 'Naam', type: 'string' },
      gebruiken: { title: 'Direct gebruiken', type: 'boolean', default: true },
    },
    required: ['kind_name'],
  },
};

const SUMMARY: FormNextStep = {
  ...NOT_COMPLETE,
  meta: { hasNext: false },
  step: 1,
  total_steps: 2,
  hasNext: false,
  form: {
    title: 'Samenvatting',
    properties: {
      summary: { format: 'summary', uniforms: { data: { labels: ['Naam'], columns: [['A']] } } },
    },
  },
};

const run = (...actions: ServerFormAction[]): ServerFormState =>
  actions.reduce(serverFormReducer, INITIAL_SERVER_FORM_STATE);

describe('serverFormReducer', () => {
  it('shows the first step with its defaults and sends its answer', () => {
    const state = run(
      { type: 'step', reply: DETAILS },
      { type: 'change', name: 'kind_name', value: 'Amnesia' },
    );
    expect(currentSchemaOf(state)?.title).toBe('Nieuwe wiet');
    expect(currentValuesOf(state)).toEqual({ kind_name: 'Amnesia', gebruiken: true });
    expect(hasNextStep(state)).toBe(true);
    expect(state.dirty).toBe(true);
    expect(answersToSend(state)).toEqual([{ kind_name: 'Amnesia', gebruiken: true }]);
  });

  it('goes on to the summary, and back with the answers kept', () => {
    const onSummary = run(
      { type: 'step', reply: DETAILS },
      { type: 'change', name: 'kind_name', value: 'Amnesia' },
      { type: 'change', name: 'gebruiken', value: false },
      { type: 'step', reply: SUMMARY },
    );
    expect(onSummary.index).toBe(1);
    expect(hasNextStep(onSummary)).toBe(false);
    expect(answersToSend(onSummary)).toEqual([{ kind_name: 'Amnesia', gebruiken: false }, {}]);

    const back = serverFormReducer(onSummary, { type: 'back' });
    expect(back.index).toBe(0);
    expect(currentValuesOf(back)).toEqual({ kind_name: 'Amnesia', gebruiken: false });
    expect(answersToSend(back)).toEqual([{ kind_name: 'Amnesia', gebruiken: false }]);
    // The first step again (e.g. reloaded by the server) keeps the answers too.
    const again = serverFormReducer(back, { type: 'step', reply: DETAILS });
    expect(currentValuesOf(again)).toEqual({ kind_name: 'Amnesia', gebruiken: false });
    expect(serverFormReducer(again, { type: 'back' })).toBe(again);
  });

  it('shows a refusal at the step it concerns and clears a field’s messages when it changes', () => {
    const onSummary = run({ type: 'step', reply: DETAILS }, { type: 'step', reply: SUMMARY });
    const errors = { fields: { kind_name: ['Deze kind bestaat al.'] }, root: [], count: 1 };
    const refused = serverFormReducer(onSummary, { type: 'refused', step: 0, errors });
    expect(refused.index).toBe(0);
    expect(refused.errors).toBe(errors);
    const fixed = serverFormReducer(refused, { type: 'change', name: 'kind_name', value: 'B' });
    expect(fixed.errors).toBeNull();
    // A step never seen leaves the shown step as it is.
    expect(serverFormReducer(onSummary, { type: 'refused', step: 5, errors }).index).toBe(1);
  });

  it('ignores changes before the first step and keeps what was created', () => {
    expect(
      serverFormReducer(INITIAL_SERVER_FORM_STATE, { type: 'change', name: 'a', value: 'b' }),
    ).toBe(INITIAL_SERVER_FORM_STATE);
    const created = run(
      { type: 'step', reply: DETAILS },
      { type: 'created', body: { form_key: 'create_kind_form', created: {}, kind_id: 'k1' } },
    );
    expect(created.created?.kind_id).toBe('k1');
    expect(created.dirty).toBe(false);
  });
});
