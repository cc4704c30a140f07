import { describe, expect, it } from 'vitest';
import type { WorkflowView } from '../../api/types';
import {
  EFFECT_LIMITS,
  addEffect,
  changeReviewText,
  failureTextOf,
  keepsPolling,
  progressTextOf,
  removeEffect,
  resumeOf,
  reviewProblemOf,
  reviewTextsOf,
  workflowPhaseOf,
} from './contentWorkflowModel';

function view(changes: Partial<WorkflowView> = {}): WorkflowView {
  return {
    process_id: 'p1',
    product_id: 'k1',
    product_name: 'Amnesia',
    brave_mode: true,
    last_step_index: 0,
    total_steps: 4,
    current_step: 'check_kind',
    last_status: 'created',
    job_status: 'awaiting_generation',
    current_state: {
      description_nl: '',
      description_en: '',
      short_description_nl: '',
      short_description_en: '',
      flavors: [],
      effects: [],
    },
    previous_texts: {
      description_nl: '',
      description_en: '',
      short_description_nl: '',
      short_description_en: '',
    },
    own_texts: [],
    decisions: {},
    overwrite: false,
    created_at: '2024-01-01T00:00:00.000Z',
    modified_at: '2024-01-01T00:00:00.000Z',
    ...changes,
  };
}

describe('workflowPhaseOf', () => {
  it('runs until the last step index equals the step count', () => {
    expect(workflowPhaseOf(view())).toBe('running');
    expect(workflowPhaseOf(view({ last_status: 'resumed', last_step_index: 3 }))).toBe('running');
    expect(workflowPhaseOf(view({ last_status: 'running', last_step_index: 4 }))).toBe('completed');
    expect(workflowPhaseOf(view({ last_status: 'completed', last_step_index: 4 }))).toBe(
      'completed',
    );
  });

  it('waits for a person when suspended and ends on a failure', () => {
    expect(workflowPhaseOf(view({ last_status: 'suspended', last_step_index: 2 }))).toBe(
      'suspended',
    );
    for (const status of ['failed', 'api_unavailable', 'inconsistent_data', 'aborted'] as const) {
      expect(workflowPhaseOf(view({ last_status: status, last_step_index: 1 }))).toBe('failed');
    }
  });

  it('keeps polling only while the workflow runs', () => {
    expect(keepsPolling(null)).toBe(true);
    expect(keepsPolling(view({ last_status: 'running', last_step_index: 1 }))).toBe(true);
    expect(keepsPolling(view({ last_status: 'suspended', last_step_index: 2 }))).toBe(false);
    expect(keepsPolling(view({ last_status: 'completed', last_step_index: 4 }))).toBe(false);
    expect(keepsPolling(view({ last_status: 'failed', last_step_index: 1 }))).toBe(false);
  });
});

describe('texts', () => {
  it('shows the step and the status', () => {
    expect(progressTextOf(view({ last_status: 'suspended', last_step_index: 2 }))).toBe(
      'Stap 2 van 4: wacht op controle',
    );
    expect(progressTextOf(view({ last_status: 'completed', last_step_index: 4 }))).toBe(
      'Stap 4 van 4: klaar',
    );
  });

  it('says why a workflow failed, with the server’s reason', () => {
    expect(failureTextOf(view({ last_status: 'api_unavailable', error: 'Tried 3 times.' }))).toBe(
      'De tekstdienst is niet bereikbaar. Probeer het later opnieuw. (Tried 3 times.)',
    );
    expect(failureTextOf(view({ last_status: 'inconsistent_data' }))).toMatch(/niet compleet/);
    expect(failureTextOf(view({ last_status: 'failed' }))).toBe(
      'Het genereren van de beschrijvingen is mislukt.',
    );
  });
});

describe('effects', () => {
  it('adds a trimmed, new effect within the limits', () => {
    expect(addEffect(['Relaxed'], ' Happy ')).toEqual({ ok: true, effects: ['Relaxed', 'Happy'] });
    expect(addEffect(['Relaxed'], 'relaxed')).toEqual({
      ok: false,
      message: 'Staat al in de lijst.',
    });
    expect(addEffect([], '   ')).toMatchObject({ ok: false });
    expect(addEffect([], 'x'.repeat(EFFECT_LIMITS.length + 1))).toMatchObject({ ok: false });
    const full = Array.from({ length: EFFECT_LIMITS.items }, (_, index) => `E${index}`);
    expect(addEffect(full, 'More')).toMatchObject({ ok: false });
  });

  it('removes one effect', () => {
    expect(removeEffect(['A', 'B', 'C'], 1)).toEqual(['A', 'C']);
  });
});

describe('review of the generated texts', () => {
  const suspended = view({
    last_status: 'suspended',
    last_step_index: 2,
    current_state: {
      description_nl: 'Nieuw NL',
      description_en: 'New EN',
      short_description_nl: 'Kort nieuw',
      short_description_en: 'Short new',
      flavors: [],
      effects: ['rustig'],
    },
    previous_texts: {
      description_nl: 'Eigen NL',
      description_en: '',
      short_description_nl: '',
      short_description_en: 'Generated before',
    },
    own_texts: ['description_nl'],
    decisions: { description_nl: 'reject', description_en: 'accept' },
  });

  it('puts each new text beside the old one with the decision the server proposed', () => {
    const texts = reviewTextsOf(suspended);
    expect(texts.map((text) => text.field)).toEqual([
      'short_description_nl',
      'short_description_en',
      'description_nl',
      'description_en',
    ]);
    expect(texts[2]).toEqual({
      field: 'description_nl',
      label: 'Beschrijving NL',
      previous: 'Eigen NL',
      generated: 'Nieuw NL',
      own: true,
      decision: 'reject',
      edited: 'Nieuw NL',
    });
    // Without a proposal an own text is kept and any other taken.
    expect(texts[1]).toMatchObject({ own: false, decision: 'accept' });
    expect(reviewTextsOf({ ...suspended, decisions: {} })[2]?.decision).toBe('reject');
  });

  it('sends every decision, an edit with its trimmed text', () => {
    let texts = reviewTextsOf(suspended);
    texts = changeReviewText(texts, 'description_en', { decision: 'edit', edited: ' Mine ' });
    texts = changeReviewText(texts, 'short_description_nl', { decision: 'reject' });
    expect(resumeOf('p1', ['rustig'], texts)).toEqual({
      process_id: 'p1',
      effects: ['rustig'],
      texts: {
        short_description_nl: { decision: 'reject' },
        short_description_en: { decision: 'accept' },
        description_nl: { decision: 'reject' },
        description_en: { decision: 'edit', text: 'Mine' },
      },
    });
  });

  it('refuses an edit left empty or too long', () => {
    const texts = reviewTextsOf(suspended);
    expect(reviewProblemOf(texts)).toBeNull();
    const empty = changeReviewText(texts, 'description_en', { decision: 'edit', edited: '  ' });
    expect(reviewProblemOf(empty)).toMatch(/^Beschrijving EN: typ een tekst/);
    const long = changeReviewText(texts, 'short_description_en', {
      decision: 'edit',
      edited: 'x'.repeat(501),
    });
    expect(reviewProblemOf(long)).toBe('Korte beschrijving EN: hooguit 500 tekens.');
    // A rejected text's edit does not count.
    expect(
      reviewProblemOf(changeReviewText(empty, 'description_en', { decision: 'reject' })),
    ).toBeNull();
  });
});
