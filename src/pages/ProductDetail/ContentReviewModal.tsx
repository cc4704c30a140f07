import { useState } from 'react';
import type { FormEvent, ReactElement } from 'react';
import type { WorkflowContent } from '../../api/types';
import { Badge } from '../../components/Badge';
import { CloseIcon, PlusIcon } from '../../components/Icons';
import { Modal } from '../../components/Modal';
import { EFFECT_LIMITS, addEffect, removeEffect } from './contentWorkflowModel';

interface ContentReviewModalProps {
  content: WorkflowContent;
  busy: boolean;
  /** Continues the workflow with these effects; it then saves the texts. */
  onResume: (effects: string[]) => void;
  /** Closes the dialog; the workflow keeps waiting. */
  onClose: () => void;
}

const TEXTS = [
  ['Korte beschrijving NL', 'short_description_nl'],
  ['Korte beschrijving EN', 'short_description_en'],
  ['Beschrijving NL', 'description_nl'],
  ['Beschrijving EN', 'description_en'],
] as const;

/** The generated texts to check; staff may change the effects before the workflow goes on. */
export function ContentReviewModal({
  content,
  busy,
  onResume,
  onClose,
}: ContentReviewModalProps): ReactElement {
  const [effects, setEffects] = useState<string[]>(content.effects);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function handleAdd(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const result = addEffect(effects, text);
    if (!result.ok) {
      setProblem(result.message);
      return;
    }
    setProblem(null);
    setEffects(result.effects);
    setText('');
  }

  return (
    <Modal
      open
      title="Gegenereerde teksten controleren"
      size="large"
      closeOnBackdrop={false}
      onClose={onClose}
      className="content-review"
      footer={
        <>
          <button type="button" className="button button-secondary" onClick={onClose}>
            Later
          </button>
          <button
            type="button"
            className="button"
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={() => onResume(effects)}
          >
            {busy ? 'Bezig…' : 'Doorgaan'}
          </button>
        </>
      }
    >
      <dl className="content-review-texts">
        {TEXTS.map(([label, field]) => (
          <div key={field} data-field={field}>
            <dt>{label}</dt>
            <dd>{content[field] || '-'}</dd>
          </div>
        ))}
        <div data-field="flavors">
          <dt>Flavors</dt>
          <dd className="content-review-chips">
            {content.flavors.length
              ? content.flavors.map((flavor) => <Badge key={flavor}>{flavor}</Badge>)
              : '-'}
          </dd>
        </div>
      </dl>
      <section className="content-review-effects" aria-labelledby="content-review-effects">
        <h3 id="content-review-effects">
          Effecten <span className="muted">(max {EFFECT_LIMITS.items})</span>
        </h3>
        {effects.length === 0 ? (
          <p className="muted">Nog geen effecten.</p>
        ) : (
          <ul className="emoji-list">
            {effects.map((effect, index) => (
              <li key={effect} className="emoji-chip" data-effect={effect}>
                <span className="emoji-chip-text">{effect}</span>
                <button
                  type="button"
                  className="icon-button emoji-chip-remove"
                  aria-label={`Verwijder effect ${effect}`}
                  onClick={() => setEffects(removeEffect(effects, index))}
                >
                  <CloseIcon />
                </button>
              </li>
            ))}
          </ul>
        )}
        <form className="emoji-add" onSubmit={handleAdd} noValidate>
          <input
            className="input"
            aria-label="Nieuw effect"
            placeholder="Bijv. Ontspannen"
            maxLength={EFFECT_LIMITS.length}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="button button-secondary button-small">
            <PlusIcon />
            Toevoegen
          </button>
        </form>
        {problem && <p className="field-error">{problem}</p>}
      </section>
    </Modal>
  );
}
