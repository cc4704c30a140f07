import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { errorText, formErrorsOf } from '../../api/errors';
import { postForm } from '../../api/forms';
import { ApiError } from '../../api/http';
import type { FormCreated, FormFieldValue, FormStepAnswer, FormStepSchema } from '../../api/types';
import { useFlash } from '../../hooks/useFlash';
import type { FlashState } from '../../hooks/useFlash';
import { createdMessageOf } from './serverFormModel';
import { t } from '../../i18n';
import {
  INITIAL_SERVER_FORM_STATE,
  answersToSend,
  currentSchemaOf,
  currentValuesOf,
  hasNextStep,
  serverFormReducer,
} from './serverFormState';
import type { ServerFormState } from './serverFormState';

export interface ServerFormOptions {
  /** Sent as `?shop_id=` (needed by the category form; picks the default shop group). */
  shopId?: string | null;
  /** Called once the form created its records (after the 'gecreëerd' flash is shown). */
  onCreated?: (body: FormCreated) => void;
}

export interface ServerForm {
  state: ServerFormState;
  /** The step shown; undefined while the first step loads or when it could not be loaded. */
  schema: FormStepSchema | undefined;
  values: FormStepAnswer;
  /** Steps follow the one shown: its button reads 'Volgende', else 'Verder'. */
  hasNext: boolean;
  /** A call is under way. */
  busy: boolean;
  /** Why the first step could not be loaded. */
  loadError: string | null;
  /** 'gecreëerd' / 'Form afgehandeld' / 'Probleem' and other messages (3 s). */
  flash: FlashState;
  change: (name: string, value: FormFieldValue) => void;
  /** Sends the answers so far: the next step, the step's errors, or the created records. */
  submit: () => Promise<void>;
  /** Shows the previous step with its answers. */
  back: () => void;
}

function refusedStepOf(error: ApiError, fallback: number): number {
  const body = error.body;
  if (typeof body === 'object' && body !== null && 'step' in body) {
    return typeof body.step === 'number' ? body.step : fallback;
  }
  return fallback;
}

/**
 * A server-driven form (`POST /v1/forms/{formKey}`): loads its first step, keeps the answers
 * of every step, sends them on 'Volgende' / 'Verder', and shows refusals at their fields.
 */
export function useServerForm(formKey: string, options: ServerFormOptions = {}): ServerForm {
  const { shopId = null } = options;
  const [state, dispatch] = useReducer(serverFormReducer, INITIAL_SERVER_FORM_STATE);
  const [sending, setSending] = useState(false);
  // The first step is loaded per form and shop; a change of either loads it again.
  const loadKey = `${formKey} ${shopId ?? ''}`;
  const [loaded, setLoaded] = useState<{ key: string; error: string | null } | null>(null);
  const loading = loaded?.key !== loadKey;
  const busy = sending || loading;
  const flash = useFlash();
  const showFlash = flash.show;
  const onCreated = useRef(options.onCreated);
  useEffect(() => {
    onCreated.current = options.onCreated;
  }, [options.onCreated]);

  /** Reports a failed call: a refused step at its fields, 'Probleem' while paused. */
  const report = useCallback(
    (error: unknown, step: number): void => {
      const refused = error instanceof ApiError ? formErrorsOf(error, { locs: 'form' }) : null;
      if (error instanceof ApiError && refused && error.status === 400) {
        dispatch({ type: 'refused', step: refusedStepOf(error, step), errors: refused });
      } else if (error instanceof ApiError && error.status === 503) {
        showFlash(t('components.form.paused'));
      } else {
        showFlash(errorText(error));
      }
    },
    [showFlash],
  );

  useEffect(() => {
    let current = true;
    postForm(formKey, [], shopId)
      .then((reply) => {
        if (!current) return;
        if (reply.kind === 'step') dispatch({ type: 'step', reply });
        setLoaded({ key: loadKey, error: null });
      })
      .catch((error: unknown) => {
        if (!current) return;
        const paused = error instanceof ApiError && error.status === 503;
        setLoaded({ key: loadKey, error: paused ? t('components.form.paused') : errorText(error) });
        report(error, 0);
      });
    return () => {
      current = false;
    };
  }, [formKey, shopId, loadKey, report]);

  const submit = useCallback(async (): Promise<void> => {
    if (busy || state.created || !currentSchemaOf(state)) return;
    setSending(true);
    try {
      const reply = await postForm(formKey, answersToSend(state), shopId);
      if (reply.kind === 'step') {
        dispatch({ type: 'step', reply });
      } else {
        dispatch({ type: 'created', body: reply });
        showFlash(createdMessageOf(reply), 'success');
        onCreated.current?.(reply);
      }
    } catch (error) {
      report(error, state.index);
    } finally {
      setSending(false);
    }
  }, [busy, state, formKey, shopId, showFlash, report]);

  const change = useCallback((name: string, value: FormFieldValue) => {
    dispatch({ type: 'change', name, value });
  }, []);

  const back = useCallback(() => dispatch({ type: 'back' }), []);

  return {
    state,
    schema: currentSchemaOf(state),
    values: currentValuesOf(state),
    hasNext: hasNextStep(state),
    busy,
    loadError: loading ? null : (loaded?.error ?? null),
    flash,
    change,
    submit,
    back,
  };
}
