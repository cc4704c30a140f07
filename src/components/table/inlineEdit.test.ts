import { describe, expect, it } from 'vitest';
import { INLINE_VIEW, draftChanged, inlineEditReducer } from './inlineEdit';
import type { InlineEditEvent, InlineEditState } from './inlineEdit';

function run(events: InlineEditEvent[], from: InlineEditState = INLINE_VIEW): InlineEditState {
  return events.reduce(inlineEditReducer, from);
}

describe('inline edit', () => {
  it('starts with the current value and saves the typed text', () => {
    expect(run([{ type: 'start', value: 'Haze' }])).toEqual({
      mode: 'editing',
      draft: 'Haze',
      error: null,
    });
    expect(
      run([
        { type: 'start', value: 'Haze' },
        { type: 'change', draft: 'Amnesia Haze' },
        { type: 'save' },
      ]),
    ).toEqual({ mode: 'saving', draft: 'Amnesia Haze' });
    expect(run([{ type: 'start', value: 'Haze' }, { type: 'save' }, { type: 'saved' }])).toEqual(
      INLINE_VIEW,
    );
  });

  it('cancels back to the view', () => {
    expect(
      run([{ type: 'start', value: 'a' }, { type: 'change', draft: 'b' }, { type: 'cancel' }]),
    ).toEqual(INLINE_VIEW);
  });

  it('keeps the typed value and shows the error when saving fails', () => {
    expect(
      run([
        { type: 'start', value: 'a' },
        { type: 'change', draft: 'typed' },
        { type: 'save' },
        { type: 'failed', error: 'update resulted in error 409: Conflict' },
      ]),
    ).toEqual({ mode: 'editing', draft: 'typed', error: 'update resulted in error 409: Conflict' });
  });

  it('ignores typing and cancelling while saving', () => {
    const saving: InlineEditState = { mode: 'saving', draft: 'x' };
    expect(run([{ type: 'change', draft: 'y' }, { type: 'cancel' }], saving)).toBe(saving);
    expect(run([{ type: 'save' }, { type: 'saved' }, { type: 'failed', error: 'e' }])).toBe(
      INLINE_VIEW,
    );
  });

  it('only sends changed drafts', () => {
    expect(draftChanged('a', 'a')).toBe(false);
    expect(draftChanged('a ', 'a')).toBe(true);
  });
});
