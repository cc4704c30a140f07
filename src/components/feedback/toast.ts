/**
 * Toasts: short notices in the corner. `toast(...)` may be called from anywhere (handlers,
 * helpers); the `ToastHost` in the Layout shows them.
 */
import { saveErrorMessage } from '../../api/errors';
import { events } from '../../events';
import type { ToastEvent, ToastKind } from '../../events';
import { t } from '../../i18n';

/** The spec's lifetimes: 3 s for notices, 6 s for saves, 8 s for errors. */
export const TOAST_DURATION_MS = { short: 3000, medium: 6000, long: 8000 } as const;

/** How long a toast of each kind stays when the caller does not say. */
export const DEFAULT_TOAST_DURATION_MS: Record<ToastKind, number> = {
  success: TOAST_DURATION_MS.medium,
  error: TOAST_DURATION_MS.long,
  warning: TOAST_DURATION_MS.long,
  info: TOAST_DURATION_MS.short,
};

/** The actions of the manage lists' success toasts (their titles). */
export type SaveAction = 'Added' | 'Edited' | 'Deleted';

let nextId = 1;

/**
 * Shows a toast: `toast('info', 'Pictures uploaded')`, `toast('success', 'Changes submitted!',
 * undefined, TOAST_DURATION_MS.short)`. Returns its id.
 */
export function toast(kind: ToastKind, title: string, text?: string, durationMs?: number): number {
  const id = nextId++;
  const event: ToastEvent = {
    id,
    kind,
    title,
    durationMs: durationMs ?? DEFAULT_TOAST_DURATION_MS[kind],
    ...(text !== undefined && { text }),
  };
  events.emit('toast', event);
  return id;
}

/** 'Added' / 'Edited' / 'Deleted' (in the current language) for 6 s after a successful save. */
export function toastSaved(action: SaveAction, text?: string): number {
  return toast('success', t(`components.toast.${action}`), text, TOAST_DURATION_MS.medium);
}

/**
 * A failed save for 8 s: 'Error, changes not saved. Trying refetch ...' with the status and
 * response text, or 'Error, changes not saved.' / 'Could not connect to server or unknown
 * error' without an answer. (The write helpers of `api/mutations.ts` refetch already.)
 */
export function toastSaveError(error: unknown): number {
  const { title, text } = saveErrorMessage(error);
  return toast('error', title, text, TOAST_DURATION_MS.long);
}

/**
 * Runs a save of a manage list with its toasts: `action` ('Added', 'Edited', 'Deleted') when it
 * succeeds, the save-error toast when it fails. Resolves to the save's result; rethrows the
 * error so that an editor can keep what was typed.
 */
export async function withSaveToast<T>(action: SaveAction, save: () => Promise<T>): Promise<T> {
  try {
    const result = await save();
    toastSaved(action);
    return result;
  } catch (error) {
    toastSaveError(error);
    throw error;
  }
}
