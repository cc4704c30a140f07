import { useState } from 'react';
import type { ReactElement } from 'react';
import { api } from '../../api/client';
import { errorText } from '../../api/errors';
import { apiUpdate } from '../../api/mutations';
import type { ShopLink } from '../../api/types';
import type { LinkPricesAnswer, LinkPricesInput, SharedPrice } from '../../domain/contract';
import { Flash } from '../../components/feedback/Flash';
import { NumberInput } from '../../components/forms/NumberInput';
import { toastSaved } from '../../components/feedback/toast';
import { FREE_LABEL_MAX_LENGTH, PRICE_INPUT_STEPS } from '../../domain';
import { useFlash } from '../../hooks/useFlash';
import { useItemVersion } from '../../hooks/useItemVersion';
import { StaleNotice } from '../../components/forms/StaleNotice';
import { useT } from '../../i18n';
import { ScheduleFromField } from '../../components/schedule/ScheduleFromField';
import { FROM_NOW, type ScheduleFrom } from '../../components/schedule/scheduleFrom';
import { scheduleChangeToast } from '../../components/schedule/scheduleToast';
import { scheduleChange } from '../../api/schedule';
import { priceEntriesText } from './productRows';
import {
  LIST_NAMES,
  editedLists,
  editorLines,
  sharedQuestion,
  type EditorLine,
} from './priceEditorState';

interface PriceEditorProps {
  link: ShopLink;
  onSaved: () => void;
}

/** The question before a shared combination changes, with the names of the rows sharing it. */
interface SharedQuestion {
  names: string[];
  elsewhere: number;
}

/**
 * Changes the row's prices in one step (`PUT /v1/shops-to-prices/{id}/prices`): a quantity and
 * a price per entry, a piece price's free label ('Glas', 'Fles') with its English text, entries
 * added and removed. When other rows show the same combination the
 * editor asks first: change it for all of them, or only for this product (the server then
 * copies the combination under a new register code).
 */
export function PriceEditor({ link, onSaved }: PriceEditorProps): ReactElement {
  const t = useT();
  const [lines, setLines] = useState<EditorLine[]>(() => editorLines(link.json_prices));
  const [question, setQuestion] = useState<SharedQuestion | null>(null);
  const [saving, setSaving] = useState(false);
  /** "Ketama krijgt kassacode 20006 (was 20001)": said before the modal closes. */
  const [newCode, setNewCode] = useState<string | null>(null);
  const [from, setFrom] = useState<ScheduleFrom>(FROM_NOW);
  const flash = useFlash();
  const version = useItemVersion<ShopLink>(`/v1/shops-to-prices/${link.id}`, link.modified_at);

  function update(index: number, change: Partial<EditorLine>): void {
    setLines((current) => current.map((line, i) => (i === index ? { ...line, ...change } : line)));
  }

  async function save(scope: LinkPricesInput['for']): Promise<void> {
    setSaving(true);
    flash.clear();
    try {
      if (from.mode === 'at') {
        const change = { type: 'prices' as const, ...editedLists(lines), for: scope };
        const { date, time } = from;
        scheduleChangeToast(await scheduleChange({ link_id: link.id, change, at: { date, time } }));
        onSaved();
        return;
      }
      const answer = await apiUpdate<LinkPricesAnswer>(
        `/v1/shops-to-prices/${link.id}/prices`,
        {
          ...editedLists(lines),
          for: scope,
        } satisfies LinkPricesInput,
        { version: version.version, handled: [409] },
      );
      toastSaved('Edited', link.product_name);
      // A new register code is said out loud: the modal stays until it is read.
      if (answer.register_code_change) {
        setNewCode(answer.register_code_change.text);
        setQuestion(null);
        setSaving(false);
        return;
      }
      onSaved();
    } catch (error) {
      if (!version.catchStale(error)) flash.show(errorText(error), 'error', null);
      setSaving(false);
      setQuestion(null);
    }
  }

  async function handleSave(): Promise<void> {
    setSaving(true);
    flash.clear();
    try {
      const shared = await api.request<SharedPrice>(`/v1/shops-to-prices/${link.id}/shared`);
      if (shared.used_by.length + shared.elsewhere === 0) {
        await save('all');
        return;
      }
      // Rows of this shop by name; rows of other shops counted.
      const here = shared.used_by.filter((row) => row.shop_id === link.shop_id);
      setQuestion({
        names: [...new Set(here.map((row) => row.product_name))],
        elsewhere: shared.elsewhere + shared.used_by.length - here.length,
      });
      setSaving(false);
    } catch (error) {
      flash.show(errorText(error), 'error', null);
      setSaving(false);
    }
  }

  return (
    <section className="price-editor" aria-label={t('products.editor.title')}>
      <h3>{t('products.editor.title')}</h3>
      <Flash message={flash.message} />
      {version.stale && (
        <StaleNotice
          onReload={version.reload}
          current={version.stale.current && priceEntriesText(version.stale.current.json_prices)}
        />
      )}
      <table className="price-modal-table">
        <thead>
          <tr>
            <th scope="col">{t('products.editor.kind')}</th>
            <th scope="col">{t('products.editor.quantity')}</th>
            <th scope="col">{t('products.editor.price')}</th>
            <th scope="col">{t('products.editor.label')}</th>
            <th scope="col">{t('products.editor.labelEn')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('products.editor.remove')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={line.key}>
              <th scope="row">{t(LIST_NAMES[line.list])}</th>
              <td>
                <NumberInput
                  value={line.quantity}
                  step={PRICE_INPUT_STEPS[line.list].quantity}
                  min={0}
                  onChange={(text) => update(index, { quantity: text })}
                  aria-label={t('products.editor.quantityN', { n: index + 1 })}
                />
              </td>
              <td>
                <NumberInput
                  value={line.price}
                  step={PRICE_INPUT_STEPS[line.list].price}
                  decimals={2}
                  min={0}
                  onChange={(text) => update(index, { price: text })}
                  aria-label={t('products.editor.priceN', { n: index + 1 })}
                />
              </td>
              {line.list === 'edible' ? (
                <>
                  <td>
                    <input
                      className="input"
                      value={line.label}
                      maxLength={FREE_LABEL_MAX_LENGTH}
                      placeholder={t('products.editor.labelHint')}
                      onChange={(event) => update(index, { label: event.target.value })}
                      aria-label={t('products.editor.labelN', { n: index + 1 })}
                    />
                  </td>
                  <td>
                    <input
                      className="input"
                      value={line.labelEn}
                      maxLength={FREE_LABEL_MAX_LENGTH}
                      disabled={line.label.trim() === ''}
                      onChange={(event) => update(index, { labelEn: event.target.value })}
                      aria-label={t('products.editor.labelEnN', { n: index + 1 })}
                    />
                  </td>
                </>
              ) : (
                <td colSpan={2} />
              )}
              <td>
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => setLines((current) => current.filter((_, i) => i !== index))}
                >
                  {t('products.editor.remove')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ScheduleFromField name="price-editor" value={from} onChange={setFrom} />
      <p className="price-editor-actions">
        <button
          type="button"
          className="button button-secondary"
          disabled={lines.length === 0}
          onClick={() =>
            setLines((current) => {
              const last = current[current.length - 1];
              return last
                ? [
                    ...current,
                    {
                      ...last,
                      key: `new-${current.length}`,
                      quantity: '',
                      price: '',
                      label: '',
                      labelEn: '',
                    },
                  ]
                : current;
            })
          }
        >
          {t('products.editor.add')}
        </button>
        <button
          type="button"
          className="button"
          disabled={saving || question !== null || newCode !== null}
          onClick={() => void handleSave()}
        >
          {saving ? t('products.saving') : t('products.editor.save')}
        </button>
      </p>
      {newCode && (
        <div className="price-editor-question" role="status">
          <p className="price-editor-new-code">{newCode}</p>
          <button type="button" className="button" onClick={onSaved}>
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
            onClick={() => void save('all')}
          >
            {t('products.editor.forAll')}
          </button>
          <button
            type="button"
            className="button button-secondary"
            disabled={saving}
            onClick={() => void save('this')}
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
    </section>
  );
}
