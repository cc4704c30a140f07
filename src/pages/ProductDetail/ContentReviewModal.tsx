import { useT } from '../../i18n';
import type { Translate } from '../../i18n';
import { useState } from 'react';
import type { FormEvent, ReactElement } from 'react';
import type { WorkflowView } from '../../api/types';
import { Badge } from '../../components/ui/Badge';
import { CloseIcon, PlusIcon } from '../../components/ui/Icons';
import { Modal } from '../../components/modals/Modal';
import type { ContentTextDecision } from '../../domain';
import {
  EFFECT_LIMITS,
  type ReviewText,
  addEffect,
  changeReviewText,
  removeEffect,
  reviewProblemOf,
  reviewTextsOf,
} from './contentWorkflowModel';

/** This dialog's texts in the current language. */
function reviewTexts(t: Translate) {
  return {
    title: t('productDetail.review.title'),
    intro: t('productDetail.review.intro'),
    ownNote: t('productDetail.review.ownNote'),
    ownHint: t('productDetail.review.ownHint'),
    previous: t('productDetail.review.previous'),
    generated: t('productDetail.review.generated'),
    empty: t('productDetail.review.empty'),
    decisions: {
      accept: t('productDetail.review.decision.accept'),
      edit: t('productDetail.review.decision.edit'),
      reject: t('productDetail.review.decision.reject'),
    } satisfies Record<ContentTextDecision, string>,
    decisionGroup: (label: string) => t('productDetail.review.decisionGroup', { label }),
    editLabel: (label: string) => t('productDetail.review.editLabel', { label }),
    flavors: t('productDetail.review.flavors'),
    effects: t('productDetail.review.effects'),
    effectsMax: (max: number) => t('productDetail.review.effectsMax', { max }),
    noEffects: t('productDetail.review.noEffects'),
    removeEffect: (effect: string) => t('productDetail.review.removeEffect', { effect }),
    newEffect: t('productDetail.review.newEffect'),
    effectPlaceholder: t('productDetail.review.effectPlaceholder'),
    addEffect: t('productDetail.review.addEffect'),
    later: t('productDetail.review.later'),
    resume: t('productDetail.review.resume'),
    busy: t('productDetail.review.busy'),
  };
}

const DECISIONS: readonly ContentTextDecision[] = ['accept', 'edit', 'reject'];

interface ContentReviewModalProps {
  view: WorkflowView;
  busy: boolean;
  /** Continues the workflow with these effects and decisions; it then saves the texts. */
  onResume: (effects: string[], texts: ReviewText[]) => void;
  /** Closes the dialog; the workflow keeps waiting. */
  onClose: () => void;
}

/**
 * The generated texts to check, each beside the kind's current text: accept, edit or reject
 * per text (texts a person wrote are kept unless chosen otherwise); the effects may change too.
 */
export function ContentReviewModal({
  view,
  busy,
  onResume,
  onClose,
}: ContentReviewModalProps): ReactElement {
  const REVIEW_TEXTS = reviewTexts(useT());
  const content = view.current_state;
  const [texts, setTexts] = useState<ReviewText[]>(() => reviewTextsOf(view));
  const [effects, setEffects] = useState<string[]>(content.effects);
  const [effect, setEffect] = useState('');
  const [effectProblem, setEffectProblem] = useState<string | null>(null);
  const [textProblem, setTextProblem] = useState<string | null>(null);

  function handleAddEffect(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const result = addEffect(effects, effect);
    if (!result.ok) {
      setEffectProblem(result.message);
      return;
    }
    setEffectProblem(null);
    setEffects(result.effects);
    setEffect('');
  }

  function handleResume(): void {
    const problem = reviewProblemOf(texts);
    setTextProblem(problem);
    if (!problem) onResume(effects, texts);
  }

  function handleChange(text: ReviewText, change: Partial<ReviewText>): void {
    setTexts((current) => changeReviewText(current, text.field, change));
    setTextProblem(null);
  }

  return (
    <Modal
      open
      title={REVIEW_TEXTS.title}
      size="large"
      closeOnBackdrop={false}
      onClose={onClose}
      className="content-review"
      footer={
        <>
          <button type="button" className="button button-secondary" onClick={onClose}>
            {REVIEW_TEXTS.later}
          </button>
          <button
            type="button"
            className="button"
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={handleResume}
          >
            {busy ? REVIEW_TEXTS.busy : REVIEW_TEXTS.resume}
          </button>
        </>
      }
    >
      <p className="muted content-review-intro">{REVIEW_TEXTS.intro}</p>
      <div className="content-review-texts">
        {texts.map((text) => (
          <section
            key={text.field}
            className="content-review-text"
            data-field={text.field}
            data-decision={text.decision}
            data-own={text.own || undefined}
            aria-labelledby={`content-review-${text.field}`}
          >
            <header className="content-review-text-header">
              <h3 id={`content-review-${text.field}`}>{text.label}</h3>
              {text.own && (
                <Badge tone="yellow" title={REVIEW_TEXTS.ownHint}>
                  {REVIEW_TEXTS.ownNote}
                </Badge>
              )}
            </header>
            <div className="content-review-compare">
              <div data-version="previous">
                <h4>{REVIEW_TEXTS.previous}</h4>
                <p className={text.previous ? undefined : 'muted'}>
                  {text.previous || REVIEW_TEXTS.empty}
                </p>
              </div>
              <div data-version="generated">
                <h4>{REVIEW_TEXTS.generated}</h4>
                {text.decision === 'edit' ? (
                  <textarea
                    className="input"
                    aria-label={REVIEW_TEXTS.editLabel(text.label)}
                    rows={text.field.startsWith('short') ? 3 : 6}
                    value={text.edited}
                    onChange={(event) => handleChange(text, { edited: event.target.value })}
                  />
                ) : (
                  <p>{text.generated || REVIEW_TEXTS.empty}</p>
                )}
              </div>
            </div>
            <div
              className="content-review-decision"
              role="radiogroup"
              aria-label={REVIEW_TEXTS.decisionGroup(text.label)}
            >
              {DECISIONS.map((decision) => (
                <label key={decision} data-decision={decision}>
                  <input
                    type="radio"
                    name={`content-review-${text.field}`}
                    value={decision}
                    checked={text.decision === decision}
                    onChange={() => handleChange(text, { decision })}
                  />
                  {REVIEW_TEXTS.decisions[decision]}
                </label>
              ))}
            </div>
          </section>
        ))}
        <div className="content-review-flavors" data-field="flavors">
          <h3>{REVIEW_TEXTS.flavors}</h3>
          <div className="content-review-chips">
            {content.flavors.length
              ? content.flavors.map((flavor) => <Badge key={flavor}>{flavor}</Badge>)
              : '-'}
          </div>
        </div>
      </div>
      {textProblem && (
        <p className="field-error" role="alert">
          {textProblem}
        </p>
      )}
      <section className="content-review-effects" aria-labelledby="content-review-effects">
        <h3 id="content-review-effects">
          {REVIEW_TEXTS.effects}{' '}
          <span className="muted">{REVIEW_TEXTS.effectsMax(EFFECT_LIMITS.items)}</span>
        </h3>
        {effects.length === 0 ? (
          <p className="muted">{REVIEW_TEXTS.noEffects}</p>
        ) : (
          <ul className="emoji-list">
            {effects.map((item, index) => (
              <li key={item} className="emoji-chip" data-effect={item}>
                <span className="emoji-chip-text">{item}</span>
                <button
                  type="button"
                  className="icon-button emoji-chip-remove"
                  aria-label={REVIEW_TEXTS.removeEffect(item)}
                  onClick={() => setEffects(removeEffect(effects, index))}
                >
                  <CloseIcon />
                </button>
              </li>
            ))}
          </ul>
        )}
        <form className="emoji-add" onSubmit={handleAddEffect} noValidate>
          <input
            className="input"
            aria-label={REVIEW_TEXTS.newEffect}
            placeholder={REVIEW_TEXTS.effectPlaceholder}
            maxLength={EFFECT_LIMITS.length}
            value={effect}
            onChange={(event) => setEffect(event.target.value)}
          />
          <button type="submit" className="button button-secondary button-small">
            <PlusIcon />
            {REVIEW_TEXTS.addEffect}
          </button>
        </form>
        {effectProblem && <p className="field-error">{effectProblem}</p>}
      </section>
    </Modal>
  );
}
