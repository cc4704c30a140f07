import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLeavePageGuard } from '../../components/useLeavePageGuard';
import { VALIDATION_ERRORS_MESSAGE, saveProblemOf, withoutFields } from './createForms';
import type { FormErrors, SaveProblem } from './createForms';

export interface CreateFormOptions<V> {
  initial: () => V;
  validate: (values: V) => FormErrors;
  /** Saves the new item and answers where to go next. */
  save: (values: V) => Promise<string>;
  /** Turns a failed save into messages; by default the server's field and form errors. */
  problemOf?: (error: unknown) => SaveProblem;
}

/**
 * The shared life of a create form: values, field errors and messages, the leave-page guard
 * while something is typed, validation before saving ('Validatie fouten. Graag corrigeren.'),
 * one save at a time, the typed input kept when a save fails, and the redirect after success.
 */
export function useCreateForm<V extends object>({
  initial: makeInitial,
  validate,
  save,
  problemOf = (error) => saveProblemOf(error),
}: CreateFormOptions<V>) {
  const navigate = useNavigate();
  const [initial] = useState(makeInitial);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [messages, setMessages] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [doneTo, setDoneTo] = useState<string | null>(null);

  useLeavePageGuard(values !== initial && doneTo === null);
  useEffect(() => {
    if (doneTo) navigate(doneTo);
  }, [doneTo, navigate]);

  /** Changes some values and clears the errors of the fields they belong to. */
  function change(next: Partial<V>, ...fields: string[]): void {
    setValues((current) => ({ ...current, ...next }));
    if (fields.length) setErrors((current) => withoutFields(current, ...fields));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (saving) return;
    const problems = validate(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      setMessages([VALIDATION_ERRORS_MESSAGE]);
      return;
    }
    setSaving(true);
    setMessages([]);
    try {
      setDoneTo(await save(values));
    } catch (error) {
      const problem = problemOf(error);
      setErrors(problem.fields);
      setMessages(problem.messages);
    } finally {
      setSaving(false);
    }
  }

  return { values, errors, messages, saving, change, handleSubmit };
}
