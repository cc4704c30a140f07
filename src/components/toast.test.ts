import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/http';
import { events } from '../events';
import type { ToastEvent } from '../events';
import { TOAST_DURATION_MS, toast, toastSaveError, toastSaved, withSaveToast } from './toast';

function collect(): ToastEvent[] {
  const seen: ToastEvent[] = [];
  events.on('toast', (event) => seen.push(event));
  return seen;
}

afterEach(() => {
  events.all.clear();
});

describe('toast', () => {
  it('gives each kind its lifetime unless told otherwise', () => {
    const seen = collect();
    toast('info', 'Pictures uploaded');
    toast('success', 'Changes submitted!', undefined, TOAST_DURATION_MS.short);
    toast('error', 'Probleem', 'details');
    expect(
      seen.map(({ kind, title, text, durationMs }) => ({ kind, title, text, durationMs })),
    ).toEqual([
      { kind: 'info', title: 'Pictures uploaded', text: undefined, durationMs: 3000 },
      { kind: 'success', title: 'Changes submitted!', text: undefined, durationMs: 3000 },
      { kind: 'error', title: 'Probleem', text: 'details', durationMs: 8000 },
    ]);
    expect(new Set(seen.map((event) => event.id)).size).toBe(3);
  });

  it('shows saves for 6 s and failed saves for 8 s with the spec texts', () => {
    const seen = collect();
    toastSaved('Deleted');
    toastSaveError(new ApiError(409, 'Conflict', { detail: 'Strain is used by 2 kinds' }));
    toastSaveError(new TypeError('Failed to fetch'));
    expect(
      seen.map(({ kind, title, text, durationMs }) => ({ kind, title, text, durationMs })),
    ).toEqual([
      { kind: 'success', title: 'Deleted', text: undefined, durationMs: 6000 },
      {
        kind: 'error',
        title: 'Error, changes not saved. Trying refetch ...',
        text: '409: Strain is used by 2 kinds',
        durationMs: 8000,
      },
      {
        kind: 'error',
        title: 'Error, changes not saved.',
        text: 'Could not connect to server or unknown error',
        durationMs: 8000,
      },
    ]);
  });

  it('wraps a save: its action on success, the error toast and the error on failure', async () => {
    const seen = collect();
    await expect(withSaveToast('Added', () => Promise.resolve(7))).resolves.toBe(7);
    const refused = new ApiError(400, 'Bad Request', { detail: 'The name is required.' });
    await expect(withSaveToast('Edited', () => Promise.reject(refused))).rejects.toBe(refused);
    expect(seen.map(({ title, text }) => ({ title, text }))).toEqual([
      { title: 'Added', text: undefined },
      { title: 'Error, changes not saved. Trying refetch ...', text: '400: The name is required.' },
    ]);
  });
});
