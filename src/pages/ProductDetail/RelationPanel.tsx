import { useT } from '../../i18n';
import { useState } from 'react';
import type { KeyboardEvent, ReactElement } from 'react';
import type { Kind, KindFlavor, KindRelationType, KindTag } from '../../api/types';
import { CloseIcon } from '../../components/ui/Icons';
import { NumberInput } from '../../components/forms/NumberInput';
import { RelationPicker } from '../../components/forms/RelationPicker';
import { availableOptions } from '../../components/forms/relationPickerModel';
import type { PickerOption } from '../../components/forms/relationPickerModel';
import { Select } from '../../components/forms/Select';
import { toastSaveError, toastSaved } from '../../components/feedback/toast';
import type { SaveAction } from '../../components/feedback/toast';
import { KIND_RELATION_LIMITS, isTagAmount } from '../../domain';
import { addRelation, changeRelation, removeRelation } from './relationCalls';

/** A new tag starts in the middle of its range. */
const NEW_TAG_AMOUNT = 50;

type Chosen = PickerOption & Partial<Pick<KindTag, 'amount'> & Pick<KindFlavor, 'color' | 'icon'>>;

function chosenOf(kind: Kind, type: KindRelationType): Chosen[] {
  if (type === 'strain') return kind.strains;
  if (type === 'tag') return kind.tags;
  return kind.flavors;
}

interface RelationPanelProps {
  type: KindRelationType;
  kind: Kind;
  /** Every strain, tag or flavor there is. */
  options: readonly PickerOption[];
  canEdit: boolean;
  /** Reads the kind again (after a refused edit). */
  onRefetch: () => void;
}

/** The strains, tags (with amount) or flavors (with colour) of a kind, within their limit. */
export function RelationPanel({
  type,
  kind,
  options,
  canEdit,
  onRefetch,
}: RelationPanelProps): ReactElement {
  const t = useT();
  const noun = t(`productDetail.relation.${type}.noun`);
  const [busy, setBusy] = useState(false);
  const chosen = chosenOf(kind, type);
  const chosenIds = chosen.map((item) => item.id);
  const available = availableOptions(options, chosenIds);
  const limit = KIND_RELATION_LIMITS[`${type}s`];
  const titleId = `relation-${type}-title`;
  const disabled = !canEdit || busy;

  async function run(action: SaveAction, name: string, call: () => Promise<unknown>) {
    setBusy(true);
    try {
      await call();
      toastSaved(action, name);
    } catch (error) {
      toastSaveError(error);
      onRefetch();
    } finally {
      setBusy(false);
    }
  }

  function handleSwap(item: Chosen, nextId: string): void {
    const next = available.find((option) => option.id === nextId);
    if (!next) return;
    void run('Edited', next.name, () =>
      changeRelation(type, kind.id, item.id, { relatedId: next.id }),
    );
  }

  return (
    <section className="detail-panel card" aria-labelledby={titleId} data-relation={type}>
      <h2 id={titleId} className="card-title">
        {t(`productDetail.relation.${type}.title`)}{' '}
        <span className="detail-panel-count">
          {chosen.length} / {limit}
        </span>
      </h2>
      {chosen.length === 0 ? (
        <p className="detail-empty muted">{t(`productDetail.relation.${type}.none`)}</p>
      ) : (
        <ul className="relation-rows">
          {chosen.map((item, index) => (
            <li key={item.id} className="relation-row" data-name={item.name}>
              {type === 'flavor' && (
                <span
                  className="detail-swatch"
                  style={{ backgroundColor: `#${item.color ?? 'FFFFFF'}` }}
                  title={`#${item.color ?? ''}`}
                  aria-hidden="true"
                >
                  {item.icon}
                </span>
              )}
              <Select
                className="relation-row-select"
                aria-label={t('productDetail.relation.nth', { noun, n: index + 1 })}
                options={[
                  { value: item.id, label: item.name },
                  ...available.map((option) => ({ value: option.id, label: option.name })),
                ]}
                value={item.id}
                onChange={(nextId) => handleSwap(item, nextId)}
                disabled={disabled}
              />
              {type === 'tag' && (
                <TagAmountInput
                  tag={item}
                  disabled={disabled}
                  onCommit={(amount) =>
                    void run('Edited', item.name, () =>
                      changeRelation(type, kind.id, item.id, { amount }),
                    )
                  }
                />
              )}
              <button
                type="button"
                className="icon-button relation-remove"
                onClick={() =>
                  void run('Deleted', item.name, () => removeRelation(type, kind.id, item.id))
                }
                disabled={disabled}
                aria-label={t('productDetail.removeOf', { name: item.name })}
                title={t('productDetail.remove')}
              >
                <CloseIcon />
              </button>
            </li>
          ))}
        </ul>
      )}
      <RelationPicker
        type={type}
        label={t('productDetail.relation.add', { noun })}
        limit={limit}
        options={options}
        chosenIds={chosenIds}
        disabled={disabled}
        compact
        onAdd={(option) =>
          void run('Added', option.name, () =>
            addRelation(type, kind.id, option.id, type === 'tag' ? NEW_TAG_AMOUNT : undefined),
          )
        }
      />
    </section>
  );
}

/** A tag's amount: saved when the input is left or Enter is pressed, if it changed. */
function TagAmountInput({
  tag,
  disabled,
  onCommit,
}: {
  tag: Chosen;
  disabled: boolean;
  onCommit: (amount: number) => void;
}): ReactElement {
  const t = useT();
  const stored = tag.amount ?? 0;
  const [draft, setDraft] = useState({ stored, text: String(stored) });
  // A new value from the server replaces the draft.
  if (draft.stored !== stored) setDraft({ stored, text: String(stored) });
  const amount = Number(draft.text);
  const valid = isTagAmount(amount);

  function commit(): void {
    if (!valid) {
      setDraft({ stored, text: String(stored) });
      return;
    }
    if (amount !== stored) onCommit(amount);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Escape') {
      setDraft({ stored, text: String(stored) });
    }
  }

  return (
    <span className="relation-amount">
      <NumberInput
        value={draft.text}
        step={1}
        min={0}
        max={100}
        onChange={(text) => setDraft({ stored, text })}
        onBlur={commit}
        onKeyDown={handleKeyDown}
        disabled={disabled}
        aria-label={t('productDetail.relation.amountOf', { name: tag.name })}
        aria-invalid={!valid}
      />
      <span aria-hidden="true">%</span>
    </span>
  );
}
