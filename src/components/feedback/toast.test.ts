import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/http';
import { events } from '../../events';
import { useLocaleStore } from '../../stores/locale';
import type { ToastEvent } from '../../events';
import { TOAST_DURATION_MS, toast, toastSaveError, toastSaved, withSaveToast } from './toast';

function collect(): ToastEvent[] {
  const seen: ToastEvent[] = [];
  events.on('toast', (event) => seen.push(event));
  return seen;
}

// The spec's texts are the English ones; Dutch has its own (checked at the end).
beforeEach(() => {
  useLocaleStore.setState({ locale: 'en' });
});

afterEach(() => {
  events.all.clear();
  useLocaleStore.setState({ locale: 'nl' });
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

  it('speaks Dutch when Dutch is chosen', () => {
    useLocaleStore.setState({ locale: 'nl' });
    const seen = collect();
    toastSaved('Added');
    toastSaved('Edited');
    toastSaved('Deleted');
    toastSaveError(new ApiError(409, 'Conflict', { detail: 'x' }));
    toastSaveError(new TypeError('Failed to fetch'));
    expect(seen.map(({ title }) => title)).toEqual([
      'Toegevoegd',
      'Gewijzigd',
      'Verwijderd',
      'Fout, wijzigingen niet opgeslagen. De gegevens worden opnieuw geladen…',
      'Fout, wijzigingen niet opgeslagen.',
    ]);
  });
});
