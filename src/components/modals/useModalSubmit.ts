import { useState } from 'react';

/** What a form modal's submit needs to show: see `useModalSubmit`. */
export interface ModalSubmit<R> {
  /** The form was submitted once: from now on it shows its own problems. */
  submitted: boolean;
  /** A save runs (the modal's `busy`). */
  saving: boolean;
  /** Why the last save was refused (as `refusalOf` keeps it), until the next save. */
  refused: R | null;
  /** Marks the form submitted and, when it is complete, saves as `save` does. */
  submit: (complete: boolean, work: () => Promise<unknown>) => Promise<void>;
  /**
   * Runs `work` (the request with its toast); once it is done, `onSaved` (usually closing the
   * modal). When it throws, the refusal is kept and the form stays as typed; when it answers
   * `false`, nothing was saved and the modal stays open without a refusal.
   */
  save: (work: () => Promise<unknown>) => Promise<void>;
}

/**
 * The submit wiring every `FormModal` shares: submitted, saving and the refusal, so each modal
 * only says what its save is and when its form is complete:
 * `const { saving, refused, submit } = useModalSubmit(onClose, formErrorsOf);`
 * `onSubmit={() => void submit(complete, () => withSaveToast('Added', () => apiCreate(…)))}`.
 */
export function useModalSubmit<R>(
  onSaved: () => void,
  refusalOf: (error: unknown) => R,
): ModalSubmit<R> {
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [refused, setRefused] = useState<R | null>(null);

  async function save(work: () => Promise<unknown>): Promise<void> {
    setSaving(true);
    setRefused(null);
    try {
      if ((await work()) === false) {
        setSaving(false);
        return;
      }
      onSaved();
    } catch (error) {
      setRefused(refusalOf(error));
      setSaving(false);
    }
  }

  async function submit(complete: boolean, work: () => Promise<unknown>): Promise<void> {
    setSubmitted(true);
    if (complete) await save(work);
  }

  return { submitted, saving, refused, submit, save };
}
