import { useState } from 'react';
import type { ReactElement } from 'react';
import { Spinner } from '../../components/Spinner';
import { Switch } from '../../components/Switch';
import { toast } from '../../components/toast';
import { ContentReviewModal } from './ContentReviewModal';
import { failureTextOf, progressTextOf } from './contentWorkflowModel';
import { useContentWorkflow } from './useContentWorkflow';
import './ContentWorkflowPanel.css';

interface ContentWorkflowPanelProps {
  kind: { id: string; name: string };
  canEdit: boolean;
  /** Reads the kind again: the workflow saved new descriptions. */
  onCompleted: () => void;
}

/**
 * Generates a kind's descriptions in the background. Brave mode (default on) saves them at
 * once; without it the texts are shown for checking first, and the effects may be changed.
 */
export function ContentWorkflowPanel({
  kind,
  canEdit,
  onCompleted,
}: ContentWorkflowPanelProps): ReactElement {
  const [braveMode, setBraveMode] = useState(true);
  /** The suspended workflow whose dialog was closed with 'Later'. */
  const [postponed, setPostponed] = useState<string | null>(null);
  const workflow = useContentWorkflow(kind, () => {
    onCompleted();
    toast('success', 'Beschrijvingen gegenereerd', kind.name);
  });
  const { view, phase } = workflow;
  const active = phase === 'running' || phase === 'suspended';
  // A workflow that waits for validation shows its dialog until put off.
  const reviewing = phase === 'suspended' && view !== null && postponed !== view.process_id;

  return (
    <section
      className="detail-panel card content-workflow"
      aria-labelledby="content-workflow-title"
      data-phase={phase ?? 'idle'}
    >
      <h2 id="content-workflow-title" className="card-title">
        Content genereren
      </h2>
      <p className="muted">
        Schrijft de beschrijvingen (NL en EN) en korte beschrijvingen uit de gegevens van deze wiet.
      </p>
      <div className="content-workflow-actions">
        <Switch
          checked={braveMode}
          onChange={setBraveMode}
          label="Brave mode (zonder controle opslaan)"
          disabled={active}
        />
        <button
          type="button"
          className="button"
          disabled={!canEdit || active || workflow.busy}
          onClick={() => void workflow.start(braveMode)}
        >
          Genereer beschrijvingen
        </button>
        {phase === 'suspended' && !reviewing && (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setPostponed(null)}
          >
            Teksten controleren
          </button>
        )}
      </div>
      {phase && (
        <p className="content-workflow-progress" role="status">
          {phase === 'running' && <Spinner size="small" quiet label="Bezig…" />}
          {view ? progressTextOf(view) : 'Gestart…'}
        </p>
      )}
      {view && phase === 'failed' && (
        <p className="form-message" role="alert">
          {failureTextOf(view)}
        </p>
      )}
      {workflow.error && (
        <p className="form-message" role="alert">
          {workflow.error}
        </p>
      )}
      {view && reviewing && (
        <ContentReviewModal
          content={view.current_state}
          busy={workflow.busy}
          onResume={(effects) => void workflow.resume(effects)}
          onClose={() => setPostponed(view.process_id)}
        />
      )}
    </section>
  );
}
