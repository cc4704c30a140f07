import { useState } from 'react';
import type { ReactElement } from 'react';
import { Spinner } from '../../components/Spinner';
import { Switch } from '../../components/Switch';
import { toast } from '../../components/toast';
import { ContentReviewModal } from './ContentReviewModal';
import { failureTextOf, progressTextOf } from './contentWorkflowModel';
import { useContentWorkflow } from './useContentWorkflow';
import './ContentWorkflowPanel.css';

/** The texts of this panel, together so they can move to a catalogue later. */
const PANEL_TEXTS = {
  title: 'Content genereren',
  intro:
    'Schrijft de beschrijvingen (NL en EN) en korte beschrijvingen uit de gegevens van deze wiet.',
  braveMode: 'Brave mode (lege teksten zonder controle opslaan)',
  overwrite: 'Overschrijven (ook eigen teksten zonder controle vervangen)',
  overwriteHint:
    'Eigen teksten worden nooit zonder vraag vervangen: u ziet eerst de oude en de nieuwe tekst naast elkaar.',
  start: 'Genereer beschrijvingen',
  review: 'Teksten controleren',
  running: 'Bezig…',
  started: 'Gestart…',
  completed: 'Beschrijvingen gegenereerd',
} as const;

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
  const [braveMode, setBraveMode] = useState(true);
  const [overwrite, setOverwrite] = useState(false);
  /** The suspended workflow whose dialog was closed with 'Later'. */
  const [postponed, setPostponed] = useState<string | null>(null);
  const workflow = useContentWorkflow(kind, () => {
    onCompleted();
    toast('success', PANEL_TEXTS.completed, kind.name);
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
        {PANEL_TEXTS.title}
      </h2>
      <p className="muted">{PANEL_TEXTS.intro}</p>
      <div className="content-workflow-actions">
        <Switch
          className="content-workflow-brave"
          checked={braveMode}
          onChange={setBraveMode}
          label={PANEL_TEXTS.braveMode}
          disabled={active}
        />
        <Switch
          className="content-workflow-overwrite"
          checked={braveMode && overwrite}
          onChange={setOverwrite}
          label={PANEL_TEXTS.overwrite}
          disabled={active || !braveMode}
        />
        <button
          type="button"
          className="button"
          disabled={!canEdit || active || workflow.busy || workflow.loading}
          onClick={() => void workflow.start(braveMode, overwrite)}
        >
          {PANEL_TEXTS.start}
        </button>
        {phase === 'suspended' && !reviewing && (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setPostponed(null)}
          >
            {PANEL_TEXTS.review}
          </button>
        )}
      </div>
      <p className="muted content-workflow-hint">{PANEL_TEXTS.overwriteHint}</p>
      {phase && (
        <p className="content-workflow-progress" role="status">
          {phase === 'running' && <Spinner size="small" quiet label={PANEL_TEXTS.running} />}
          {view ? progressTextOf(view) : PANEL_TEXTS.started}
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
