import { useState } from 'react';
import type { KeyboardEvent, ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../../api/client';
import { errorText } from '../../api/errors';
import { apiUpdate } from '../../api/mutations';
import type { ShopLink } from '../../api/types';
import { scheduleChange } from '../../api/schedule';
import type { LinkPricesAnswer, LinkPricesInput, SharedPrice } from '../../domain/contract';
import { FROM_NOW, type ScheduleFrom } from '../../components/schedule/scheduleFrom';
import { scheduleChangeToast } from '../../components/schedule/scheduleToast';
import { Flash } from '../../components/feedback/Flash';
import { Modal } from '../../components/modals/Modal';
import { NumberInput } from '../../components/forms/NumberInput';
import { Switch } from '../../components/forms/Switch';
import { toastSaved } from '../../components/feedback/toast';
import { Tooltip } from '../../components/ui/Tooltip';
import {
  PRICE_INPUT_STEPS,
  PRICE_RULE_MESSAGES,
  formatPriceLabelText,
  formatPriceShort,
} from '../../domain';
import { useFlash } from '../../hooks/useFlash';
import { useItemVersion } from '../../hooks/useItemVersion';
import { StaleNotice } from '../../components/forms/StaleNotice';
import { useT } from '../../i18n';
import type { Translate } from '../../i18n';
import { priceRuleText } from '../../i18n/domainTexts';
import { linkUpdateBody } from './linkBody';
import { PriceEditor } from './PriceEditor';
import { editedLists, editorLines, linesChanged, sharedQuestion } from './priceEditorState';
import {
  PRICE_CHANGE_NOTE,
  priceModalLines,
  priceStateChanged,
  setDiscount,
  settingsForPrices,
  suggestedDiscount,
  toggleLabel,
} from './priceModalState';
import type { PriceModalLine, PriceModalState } from './priceModalState';

/** The row's switches and discounts as stored. */
function settingsOf(row: ShopLink): PriceModalState {
  return {
    deactivated: [...row.deactivated_labels],
    actions: row.action_labels.map((action) => ({ ...action })),
  };
}

/** What another person saved on the row, in words: its prices with what is off or discounted. */
function staleSummary(t: Translate, current: ShopLink): string {
  const off = current.deactivated_labels;
  return current.json_prices
    .map((entry) => {
      const action = current.action_labels.find((a) => a.label === entry.label);
      const state = off.includes(entry.label)
        ? t('products.modal.off')
        : action
          ? ` → ${formatPriceShort(action.price)}`
          : '';
      return `${entry.label} ${formatPriceShort(entry.price)}${state}`;
    })
    .join(' · ');
}

interface PriceModalProps {
  link: ShopLink;
  onClose: () => void;
}

/** The question before a shared combination changes, with the names of the rows sharing it. */
interface SharedQuestion {
  names: string[];
  elsewhere: number;
}

/**
 * A row's prices in one dialog with one Save: switch labels off (at least two stay on) and give
 * discounts (lower than the price), and change the prices themselves in the price editor below.
 * Save sends what changed: the prices first (`PUT /v1/shops-to-prices/{id}/prices`, after asking
 * whether a shared combination changes for all rows), then the row's switches and discounts
 * (`PUT /v1/shops-to-prices/{id}`) on the row's new version. A failed save keeps every edit;
 * what was saved already is not sent again.
 */
export function PriceModal({ link, onClose }: PriceModalProps): ReactElement {
  const t = useT();
  /** The row as last saved here (after a price change: the server's answer). */
  const [current, setCurrent] = useState(link);
  const entries = current.json_prices;
  const [stored, setStored] = useState<PriceModalState>(() => settingsOf(link));
  const [state, setState] = useState(stored);
  const [storedLines, setStoredLines] = useState(() => editorLines(link.json_prices));
  const [lines, setLines] = useState(storedLines);
  const [from, setFrom] = useState<ScheduleFrom>(FROM_NOW);
  const [question, setQuestion] = useState<SharedQuestion | null>(null);
  /** "Ketama krijgt kassacode 20006 (was 20001)": said before the modal closes. */
  const [newCode, setNewCode] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const flash = useFlash();
  const version = useItemVersion<ShopLink>(`/v1/shops-to-prices/${link.id}`, link.modified_at);
  const modalLines = priceModalLines(entries, state);
  const settingsChanged = priceStateChanged(stored, state);
  const pricesChanged = linesChanged(storedLines, lines);

  function handleToggle(label: string, enabled: boolean): void {
    const next = toggleLabel(entries, state, label, enabled);
    if (next) setState(next);
  }

  /** Applies a discount; a refused one changes nothing (the input shows the one in effect). */
  function handleDiscount(label: string, discount: number | null): void {
    const next = setDiscount(entries, state, label, discount);
    if (next) setState(next);
  }

  function failed(error: unknown): void {
    if (!version.catchStale(error)) flash.show(errorText(error), 'error', null);
    setSaving(false);
  }

  /** Saves the prices (for `scope`, when they changed), then the switches and discounts. */
  async function saveChanges(scope: LinkPricesInput['for']): Promise<void> {
    setSaving(true);
    setQuestion(null);
    flash.clear();
    // Someone else's save, reloaded: the row's other fields are sent as they are now.
    let row = version.stale?.current ?? current;
    let rowVersion = version.version;
    let said: string | null = null;
    let savedNow = false;
    try {
      if (pricesChanged && from.mode === 'at') {
        const change = { type: 'prices' as const, ...editedLists(lines), for: scope };
        const at = { date: from.date, time: from.time };
        scheduleChangeToast(await scheduleChange({ link_id: link.id, change, at }));
        setStoredLines(lines);
      } else if (pricesChanged) {
        const answer = await apiUpdate<LinkPricesAnswer>(
          `/v1/shops-to-prices/${link.id}/prices`,
          { ...editedLists(lines), for: scope } satisfies LinkPricesInput,
          { version: rowVersion, handled: [409] },
        );
        said = answer.register_code_change?.text ?? null;
        row = answer;
        rowVersion = answer.modified_at;
        savedNow = true;
        // Saved: a retry after a later failure does not send these prices again.
        version.accept(rowVersion);
        setCurrent(answer);
        setStoredLines(lines);
        setStored(settingsOf(answer));
        setState(
          settingsChanged ? settingsForPrices(answer.json_prices, state) : settingsOf(answer),
        );
      }
      if (settingsChanged) {
        const settings = savedNow ? settingsForPrices(row.json_prices, state) : state;
        const saved = await apiUpdate<ShopLink>(
          `/v1/shops-to-prices/${link.id}`,
          linkUpdateBody(row, {
            deactivated_labels: settings.deactivated,
            action_labels: settings.actions,
          }),
          { version: rowVersion, handled: [409] },
        );
        savedNow = true;
        version.accept(saved.modified_at);
        setCurrent(saved);
        setStored(settingsOf(saved));
      }
      if (savedNow) toastSaved('Edited', link.product_name);
      // A new register code is said out loud: the modal stays until it is read.
      if (said) {
        setNewCode(said);
        setSaving(false);
        return;
      }
      onClose();
    } catch (error) {
      failed(error);
    }
  }

  /** Save: a changed combination that other rows show asks first, for all or only this row. */
  async function handleSave(): Promise<void> {
    if (!pricesChanged) return saveChanges('all');
    setSaving(true);
    flash.clear();
    try {
      const shared = await api.request<SharedPrice>(`/v1/shops-to-prices/${link.id}/shared`);
      if (shared.used_by.length + shared.elsewhere === 0) return await saveChanges('all');
      // Rows of this shop by name; rows of other shops counted.
      const here = shared.used_by.filter((row) => row.shop_id === link.shop_id);
      setQuestion({
        names: [...new Set(here.map((row) => row.product_name))],
        elsewhere: shared.elsewhere + shared.used_by.length - here.length,
      });
      setSaving(false);
    } catch (error) {
      failed(error);
    }
  }

  return (
    <Modal
      open
      title={t('products.modal.title', { name: link.product_name })}
      onClose={onClose}
      size="medium"
      className="price-modal"
      footer={
        <>
          <button type="button" className="button button-secondary" onClick={onClose}>
            {t('products.cancel')}
          </button>
          <button
            type="button"
            className="button"
            disabled={
              !(settingsChanged || pricesChanged) || saving || question !== null || newCode !== null
            }
            onClick={() => void handleSave()}
          >
            {saving ? t('products.saving') : t('products.save')}
          </button>
        </>
      }
    >
      {version.stale && (
        <StaleNotice
          onReload={version.reload}
          current={version.stale.current && staleSummary(t, version.stale.current)}
        />
      )}
      <p className="price-modal-code">
        {t('products.modal.combi')} <strong>{current.internal_product_id}</strong>
        <Link to={`/prices/edit/${current.price_id}`}>{t('products.modal.editCombi')}</Link>
      </p>
      <Flash message={flash.message} />
      {entries.length === 0 ? (
        <p className="muted">{t('products.modal.noPrices')}</p>
      ) : (
        <table className="price-modal-table">
          <thead>
            <tr>
              <th scope="col">{t('products.modal.price')}</th>
              <th scope="col" className="data-table-number">
                {t('products.modal.amount')}
              </th>
              <th scope="col">{t('products.modal.show')}</th>
              <th scope="col">{t('products.modal.action')}</th>
              <th scope="col">{t('products.modal.actionPrice')}</th>
            </tr>
          </thead>
          <tbody>
            {modalLines.map((line) => (
              <PriceModalRow
                key={line.label}
                line={line}
                onToggle={handleToggle}
                onDiscount={handleDiscount}
              />
            ))}
          </tbody>
        </table>
      )}
      <p className="price-modal-note">{t(PRICE_CHANGE_NOTE)}</p>
      <PriceEditor lines={lines} onLines={setLines} from={from} onFrom={setFrom} />
      {newCode && (
        <div className="price-editor-question" role="status">
          <p className="price-editor-new-code">{newCode}</p>
          <button type="button" className="button" onClick={onClose}>
            {t('products.editor.newCodeSeen')}
          </button>
        </div>
      )}
      {question && (
        <div
          className="price-editor-question"
          role="alertdialog"
          aria-label={t('products.editor.shared')}
        >
          <p>{sharedQuestion(t, question.names, question.elsewhere)}</p>
          <button
            type="button"
            className="button"
            disabled={saving}
            onClick={() => void saveChanges('all')}
          >
            {t('products.editor.forAll')}
          </button>
          <button
            type="button"
            className="button button-secondary"
            disabled={saving}
            onClick={() => void saveChanges('this')}
          >
            {t('products.editor.onlyFor', { name: link.product_name })}
          </button>
          <button
            type="button"
            className="button button-secondary"
            disabled={saving}
            onClick={() => setQuestion(null)}
          >
            {t('products.editor.back')}
          </button>
        </div>
      )}
    </Modal>
  );
}

interface PriceModalRowProps {
  line: PriceModalLine;
  onToggle: (label: string, enabled: boolean) => void;
  onDiscount: (label: string, discount: number | null) => void;
}

function PriceModalRow({ line, onToggle, onDiscount }: PriceModalRowProps): ReactElement {
  const t = useT();
  const labelText = formatPriceLabelText(line.label);
  const refused = line.lockedOn || line.inactiveInCombination;
  const toggle = (
    <Switch
      checked={line.enabled}
      onChange={(enabled) => {
        if (!refused) onToggle(line.label, enabled);
      }}
      aria-disabled={refused || undefined}
      label={t('products.modal.showLabel', { label: labelText })}
      hideLabel
    />
  );
  return (
    <tr className={line.enabled ? undefined : 'is-off'}>
      <th scope="row">{labelText}</th>
      <td className="data-table-number">{formatPriceShort(line.price)}</td>
      <td>
        {line.lockedOn ? (
          <Tooltip text={priceRuleText(t, PRICE_RULE_MESSAGES.tooFewPrices)}>{toggle}</Tooltip>
        ) : line.inactiveInCombination ? (
          <Tooltip text={t('products.modal.offInCombi')}>{toggle}</Tooltip>
        ) : (
          toggle
        )}
      </td>
      <td>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={line.discount !== null}
            disabled={!line.discountable && line.discount === null}
            aria-label={t('products.modal.actionOn', { label: labelText })}
            onChange={(event) =>
              onDiscount(line.label, event.target.checked ? suggestedDiscount(line.price) : null)
            }
          />
        </label>
      </td>
      <td>
        {line.discount !== null && (
          <DiscountInput
            label={labelText}
            value={line.discount}
            onCommit={(discount) => onDiscount(line.label, discount)}
          />
        )}
      </td>
    </tr>
  );
}

interface DiscountInputProps {
  label: string;
  value: number;
  /** Proposes a discount; the owner keeps it or refuses it. */
  onCommit: (discount: number) => void;
}

/**
 * The discount of one label. What is typed counts when the field is left (or on Enter); a
 * discount that is not lower than the price is refused silently: the last accepted one shows.
 */
function DiscountInput({ label, value, onCommit }: DiscountInputProps): ReactElement {
  const t = useT();
  const [text, setText] = useState<string | null>(null);

  function commit(): void {
    if (text === null) return;
    const discount = Number(text);
    // Accepted or refused, the field shows the discount in effect afterwards.
    if (Number.isFinite(discount) && discount !== value) onCommit(discount);
    setText(null);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  }

  return (
    <NumberInput
      className="price-modal-discount"
      value={text ?? value}
      step={PRICE_INPUT_STEPS.priceModal.discount}
      decimals={2}
      min={0}
      onChange={(next) => setText(next)}
      onBlur={commit}
      onKeyDown={handleKeyDown}
      aria-label={t('products.modal.actionPriceOf', { label })}
    />
  );
}
