import { t, useT } from '../../i18n';
import type { MessageKey } from '../../i18n';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { Spinner } from '../../components/ui/Spinner';
import { Switch } from '../../components/forms/Switch';
import { toast } from '../../components/feedback/toast';
import { ContentReviewModal } from './ContentReviewModal';
import { failureTextOf, progressTextOf } from './contentWorkflowModel';
import { useContentWorkflow } from './useContentWorkflow';
import './ContentWorkflowPanel.css';

/** The catalogue keys of this panel's texts. */
const PANEL_TEXTS = {
  title: 'productDetail.workflow.title',
  intro: 'productDetail.workflow.intro',
  braveMode: 'productDetail.workflow.braveMode',
  overwrite: 'productDetail.workflow.overwrite',
  overwriteHint: 'productDetail.workflow.overwriteHint',
  start: 'productDetail.workflow.start',
  review: 'productDetail.workflow.review',
  running: 'productDetail.workflow.running',
  started: 'productDetail.workflow.started',
  completed: 'productDetail.workflow.completed',
} as const satisfies Record<string, MessageKey>;

interface ContentWorkflowPanelProps {
  kind: { id: string; name: string };
  canEdit: boolean;
  /** Reads the kind again: the workflow saved new descriptions. */
  onCompleted: () => void;
}

/**
 * Generates a kind's descriptions in the background. Brave mode (default on) saves them at
 * once where the kind has no text of its own; texts a person wrote are shown beside the new
 * ones first, unless 'Overschrijven' is on. Without brave mode every text is checked first.
 */
export function ContentWorkflowPanel({
  kind,
  canEdit,
  onCompleted,
}: ContentWorkflowPanelProps): ReactElement {
  const tr = useT();
  const [braveMode, setBraveMode] = useState(true);
  const [overwrite, setOverwrite] = useState(false);
  /** The suspended workflow whose dialog was closed with 'Later'. */
  const [postponed, setPostponed] = useState<string | null>(null);
  const workflow = useContentWorkflow(kind, () => {
    onCompleted();
    toast('success', t(PANEL_TEXTS.completed), kind.name);
  });
  const { view, phase } = workflow;
  const active = phase === 'running' || phase === 'suspended';
  // A workflow that waits for validation shows its dialog until put off.
  const reviewing = phase === 'suspended' && view !== null && postponed !== view.process_id;

  return (
    <section
      className="detail-panel card content-workflow"
      aria-labelledby="content-workflow-title"
      data-phase={phase ?? (workflow.loading ? 'loading' : 'idle')}
    >
      <h2 id="content-workflow-title" className="card-title">
        {tr(PANEL_TEXTS.title)}
      </h2>
      <p className="muted">{tr(PANEL_TEXTS.intro)}</p>
      <div className="content-workflow-actions">
        <Switch
          className="content-workflow-brave"
          checked={braveMode}
          onChange={setBraveMode}
          label={tr(PANEL_TEXTS.braveMode)}
          disabled={active}
        />
        <Switch
          className="content-workflow-overwrite"
          checked={braveMode && overwrite}
          onChange={setOverwrite}
          label={tr(PANEL_TEXTS.overwrite)}
          disabled={active || !braveMode}
        />
        <button
          type="button"
          className="button"
          disabled={!canEdit || active || workflow.busy || workflow.loading}
          onClick={() => void workflow.start(braveMode, overwrite)}
        >
          {tr(PANEL_TEXTS.start)}
        </button>
        {phase === 'suspended' && !reviewing && (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setPostponed(null)}
          >
            {tr(PANEL_TEXTS.review)}
          </button>
        )}
      </div>
      <p className="muted content-workflow-hint">{tr(PANEL_TEXTS.overwriteHint)}</p>
      {phase && (
        <p className="content-workflow-progress" role="status">
          {phase === 'running' && <Spinner size="small" quiet label={tr(PANEL_TEXTS.running)} />}
          {view ? progressTextOf(view) : tr(PANEL_TEXTS.started)}
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
          key={view.process_id}
          view={view}
          busy={workflow.busy}
          onResume={(effects, texts) => void workflow.resume(effects, texts)}
          onClose={() => setPostponed(view.process_id)}
        />
      )}
    </section>
  );
}
