/** The states of an inline edit, without React: view, editing, saving, failed. */

export type InlineEditState =
  | { mode: 'view' }
  | { mode: 'editing'; draft: string; error: string | null }
  | { mode: 'saving'; draft: string };

export type InlineEditEvent =
  | { type: 'start'; value: string }
  | { type: 'change'; draft: string }
  | { type: 'cancel' }
  | { type: 'save' }
  | { type: 'saved' }
  | { type: 'failed'; error: string };

export const INLINE_VIEW: InlineEditState = { mode: 'view' };

/**
 * Click starts editing with the current value; Escape cancels; Enter saves (nothing to do when
 * unchanged); while saving, input waits; a failure returns to editing with the typed text and
 * the error.
 */
export function inlineEditReducer(state: InlineEditState, event: InlineEditEvent): InlineEditState {
  switch (event.type) {
    case 'start':
      return state.mode === 'view' ? { mode: 'editing', draft: event.value, error: null } : state;
    case 'change':
      return state.mode === 'editing' ? { ...state, draft: event.draft } : state;
    case 'cancel':
      return state.mode === 'editing' ? INLINE_VIEW : state;
    case 'save':
      return state.mode === 'editing' ? { mode: 'saving', draft: state.draft } : state;
    case 'saved':
      return state.mode === 'saving' ? INLINE_VIEW : state;
    case 'failed':
      return state.mode === 'saving'
        ? { mode: 'editing', draft: state.draft, error: event.error }
        : state;
  }
}

/** Whether Enter should send the draft: only a changed one (an unchanged one just closes). */
export function draftChanged(draft: string, value: string): boolean {
  return draft !== value;
}
