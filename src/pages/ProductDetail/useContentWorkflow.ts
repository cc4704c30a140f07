import { useCallback, useEffect, useRef, useState } from 'react';
import { errorText } from '../../api/errors';
import {
  getKindWorkflow,
  getWorkflowStep,
  resumeContentWorkflow,
  startContentWorkflow,
} from '../../api/forms';
import { ApiError } from '../../api/http';
import type { WorkflowView } from '../../api/types';
import { WORKFLOW_POLL_MS, keepsPolling, resumeOf, workflowPhaseOf } from './contentWorkflowModel';
import type { ReviewText, WorkflowPhase } from './contentWorkflowModel';

export interface ContentWorkflow {
  /** The workflow started from this page or found running or waiting on opening it. */
  view: WorkflowView | null;
  /** Null before a start; 'running' until the first read after a start. */
  phase: WorkflowPhase | null;
  /** A start or read that failed. */
  error: string | null;
  busy: boolean;
  /** The page is still asking the server whether the kind has a workflow under way. */
  loading: boolean;
  /** Starts a workflow; `overwrite` lets brave mode replace texts a person wrote. */
  start: (braveMode: boolean, overwrite: boolean) => Promise<void>;
  /** Continues a suspended workflow with the effects and per-text decisions settled on. */
  resume: (effects: string[], texts: readonly ReviewText[]) => Promise<void>;
}

/**
 * The content workflow of one kind: finds the one under way when the page opens (the server
 * keeps it, so a reload loses no pending review), starts one, reads it every
 * {@link WORKFLOW_POLL_MS} while it runs, resumes it after validation, and calls `onCompleted`
 * once it has saved the texts.
 */
export function useContentWorkflow(
  kind: { id: string; name: string },
  onCompleted: () => void,
): ContentWorkflow {
  const [processId, setProcessId] = useState<string | null>(null);
  const [view, setView] = useState<WorkflowView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** The kind whose workflow under way was asked for; until then the page is loading. */
  const [askedFor, setAskedFor] = useState<string | null>(null);
  const completed = useRef(onCompleted);
  useEffect(() => {
    completed.current = onCompleted;
  }, [onCompleted]);

  const read = useCallback(async (id: string): Promise<void> => {
    try {
      const next = await getWorkflowStep(id);
      setView((current) =>
        current === null || current.process_id === next.process_id ? next : current,
      );
      if (workflowPhaseOf(next) === 'completed') completed.current();
    } catch (failure) {
      setError(errorText(failure));
    }
  }, []);

  // The kind's workflow under way, as the server holds it: shown again after a reload.
  useEffect(() => {
    let current = true;
    getKindWorkflow(kind.id)
      .then((found) => {
        if (!current || !found) return;
        setProcessId((started) => started ?? found.process_id);
        setView((shown) => shown ?? found);
      })
      .catch((failure: unknown) => {
        if (current) setError(errorText(failure));
      })
      .finally(() => {
        if (current) setAskedFor(kind.id);
      });
    return () => {
      current = false;
    };
  }, [kind.id]);

  // Read again every 4 s while it runs; a suspended, failed or completed workflow rests.
  useEffect(() => {
    if (!processId || error || !keepsPolling(view)) return undefined;
    const timer = window.setTimeout(() => void read(processId), WORKFLOW_POLL_MS);
    return () => window.clearTimeout(timer);
  }, [processId, view, error, read]);

  const start = useCallback(
    async (braveMode: boolean, overwrite: boolean): Promise<void> => {
      setBusy(true);
      setError(null);
      try {
        const id = await startContentWorkflow({
          product_id: kind.id,
          product_name: kind.name,
          brave_mode: braveMode,
          overwrite: braveMode && overwrite,
        });
        setView(null);
        setProcessId(id);
      } catch (failure) {
        setError(errorText(failure));
      } finally {
        setBusy(false);
      }
    },
    [kind.id, kind.name],
  );

  const resume = useCallback(
    async (effects: string[], texts: readonly ReviewText[]): Promise<void> => {
      if (!processId) return;
      setBusy(true);
      try {
        setView(await resumeContentWorkflow(resumeOf(processId, effects, texts)));
      } catch (failure) {
        // Not waiting any more (resumed elsewhere, or aborted): only worth a log line.
        if (failure instanceof ApiError && failure.status === 422) {
          console.warn('The content workflow was not waiting for validation.', failure.detail);
          await read(processId);
        } else {
          setError(errorText(failure));
        }
      } finally {
        setBusy(false);
      }
    },
    [processId, read],
  );

  return {
    view,
    phase: processId ? (view ? workflowPhaseOf(view) : 'running') : null,
    error,
    busy,
    loading: askedFor !== kind.id,
    start,
    resume,
  };
}
