import { useT } from '../../i18n';
import { useId, useState } from 'react';
import type { FormEvent, ReactElement } from 'react';
import { CloseIcon, PlusIcon } from '../../components/ui/Icons';
import { KIND_BADGE_LIMITS } from '../../domain';
import { addEmoji, emojiLimitText, removeEmoji } from './detailModel';

interface EmojiListPanelProps {
  title: string;
  /** Plural noun of the limit text: 'flags', 'icons'. */
  noun: string;
  hint: string;
  list: readonly string[];
  canEdit: boolean;
  busy: boolean;
  /** Stores the new list; resolves once stored (false: refused). */
  onSave: (list: string[]) => Promise<boolean>;
}

/** An emoji list of a kind (flags, extra icons): remove one, or type or paste one to add. */
export function EmojiListPanel({
  title,
  noun,
  hint,
  list,
  canEdit,
  busy,
  onSave,
}: EmojiListPanelProps): ReactElement {
  const t = useT();
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const full = list.length >= KIND_BADGE_LIMITS.maxItems;
  const disabled = !canEdit || busy;

  async function handleAdd(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const result = addEmoji(list, text);
    if (!result.ok) {
      setProblem(result.message);
      return;
    }
    setProblem(null);
    if (await onSave(result.list)) setText('');
  }

  return (
    <section className="detail-panel card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="card-title">
        {title}
      </h2>
      {list.length === 0 ? (
        <p className="detail-empty muted">{t('productDetail.emoji.none', { noun })}</p>
      ) : (
        <ul className="emoji-list">
          {list.map((emoji, index) => (
            <li key={`${emoji}-${index}`} className="emoji-chip">
              <span className="emoji-chip-text">{emoji}</span>
              <button
                type="button"
                className="icon-button emoji-chip-remove"
                onClick={() => void onSave(removeEmoji(list, index))}
                disabled={disabled}
                aria-label={t('productDetail.removeOf', { name: emoji })}
                title={t('productDetail.remove')}
              >
                <CloseIcon />
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="emoji-add" onSubmit={(event) => void handleAdd(event)}>
        <input
          className="input"
          value={full ? emojiLimitText(noun) : text}
          readOnly={full}
          disabled={disabled}
          maxLength={KIND_BADGE_LIMITS.maxLength}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
          placeholder={hint}
          aria-label={t('productDetail.addTo', { title })}
          aria-invalid={problem !== null}
          aria-describedby={problem ? `${id}-problem` : undefined}
        />
        <button
          type="submit"
          className="button button-secondary"
          disabled={disabled || full || !text.trim()}
          aria-label={t('productDetail.addTo', { title })}
          title={t('productDetail.add')}
        >
          <PlusIcon />
        </button>
      </form>
      {problem && (
        <p id={`${id}-problem`} className="field-error">
          {problem}
        </p>
      )}
    </section>
  );
}
