import type { ReactElement } from 'react';
import { NumberInput } from '../../components/forms/NumberInput';
import { FreeLabelCells } from '../../components/prices/FreeLabelCells';
import { PRICE_INPUT_STEPS } from '../../domain';
import { useT } from '../../i18n';
import { ScheduleFromField } from '../../components/schedule/ScheduleFromField';
import type { ScheduleFrom } from '../../components/schedule/scheduleFrom';
import { LIST_NAMES, withNewLine, type EditorLine } from './priceEditorState';

interface PriceEditorProps {
  lines: readonly EditorLine[];
  onLines: (lines: EditorLine[]) => void;
  /** From when the new prices count: now, or a moment of the shop's clock. */
  from: ScheduleFrom;
  onFrom: (from: ScheduleFrom) => void;
}

/**
 * The prices of a row in the price modal: a quantity and a price per entry, a piece price's
 * free label ('Glas', 'Fles') with its English text, entries added and removed, and from when
 * they count. It only edits: the modal's one Save sends them
 * (`PUT /v1/shops-to-prices/{id}/prices`) together with the row's other changes.
 */
export function PriceEditor({ lines, onLines, from, onFrom }: PriceEditorProps): ReactElement {
  const t = useT();

  function update(index: number, change: Partial<EditorLine>): void {
    onLines(lines.map((line, i) => (i === index ? { ...line, ...change } : line)));
  }

  return (
    <section className="price-editor" aria-label={t('products.editor.title')}>
      <h3>{t('products.editor.title')}</h3>
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
                <FreeLabelCells
                  label={line.label}
                  labelEn={line.labelEn}
                  onChange={(change) => update(index, change)}
                  labelName={t('products.editor.labelN', { n: index + 1 })}
                  labelEnName={t('products.editor.labelEnN', { n: index + 1 })}
                />
              ) : (
                <td colSpan={2} />
              )}
              <td>
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => onLines(lines.filter((_, i) => i !== index))}
                >
                  {t('products.editor.remove')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ScheduleFromField name="price-editor" value={from} onChange={onFrom} />
      <p className="price-editor-actions">
        <button
          type="button"
          className="button button-secondary"
          disabled={lines.length === 0}
          onClick={() => onLines(withNewLine(lines))}
        >
          {t('products.editor.add')}
        </button>
      </p>
    </section>
  );
}
