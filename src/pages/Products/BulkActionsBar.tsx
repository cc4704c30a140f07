import { useState } from 'react';
import type { ReactElement } from 'react';
import type { Category } from '../../api/types';
import { ScheduleFromField } from '../../components/schedule/ScheduleFromField';
import { useShopTimeZone } from '../../hooks/useShopTimeZone';
import { Select } from '../../components/forms/Select';
import { FROM_NOW, momentProblem, type ScheduleFrom } from '../../components/schedule/scheduleFrom';
import { BULK_DISCOUNT_PERCENT, type LocalMoment } from '../../domain';
import type { LinkBulkActionInput } from '../../domain/contract';
import { useT } from '../../i18n';
import { BULK_TEXTS, discountPercent, selectFilteredText, selectedText } from './bulkSelection';

interface BulkActionsBarProps {
  /** Selected rows still in the list. */
  selectedCount: number;
  /** Rows the search and screen filter leave: 'select all' takes them. */
  filteredCount: number;
  /** Categories the rows may move to (the tab's kind). */
  categories: readonly Pick<Category, 'id' | 'name'>[];
  busy: boolean;
  onSelectFiltered: () => void;
  onClear: () => void;
  /** `at`: the discount actions saved "vanaf" that moment instead of now. */
  onAction: (action: LinkBulkActionInput, at?: LocalMoment) => void;
}

/**
 * The products list's bulk actions on the selected rows: availability, new, category, a
 * discount of N % or none. Each is one request, one write and one push on the server. The
 * discount actions can also be saved "vanaf" a moment: one scheduled change per row.
 */
export function BulkActionsBar({
  selectedCount,
  filteredCount,
  categories,
  busy,
  onSelectFiltered,
  onClear,
  onAction,
}: BulkActionsBarProps): ReactElement | null {
  const t = useT();
  const zone = useShopTimeZone();
  const [percentText, setPercentText] = useState('');
  const [from, setFrom] = useState<ScheduleFrom>(FROM_NOW);
  if (selectedCount === 0) return null;
  const percent = discountPercent(percentText);
  const momentBad = from.mode === 'at' && momentProblem(from, new Date(), zone) !== null;
  const discountAction = (action: LinkBulkActionInput) =>
    from.mode === 'at' ? onAction(action, { date: from.date, time: from.time }) : onAction(action);
  const button = (
    label: (typeof BULK_TEXTS)[keyof typeof BULK_TEXTS],
    action: LinkBulkActionInput,
  ) => (
    <button
      type="button"
      className="button button-secondary"
      disabled={busy}
      onClick={() => onAction(action)}
    >
      {t(label)}
    </button>
  );
  return (
    <div className="products-bulk" role="group" aria-label={t(BULK_TEXTS.actions)}>
      <span className="products-bulk-count" role="status">
        {selectedText(t, selectedCount)}
      </span>
      {filteredCount > selectedCount && (
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={onSelectFiltered}
        >
          {selectFilteredText(t, filteredCount)}
        </button>
      )}
      <button type="button" className="button button-secondary button-small" onClick={onClear}>
        {t(BULK_TEXTS.clear)}
      </button>
      {button(BULK_TEXTS.available, { type: 'availability', active: true })}
      {button(BULK_TEXTS.unavailable, { type: 'availability', active: false })}
      {button(BULK_TEXTS.markNew, { type: 'new', new: true })}
      {button(BULK_TEXTS.notNew, { type: 'new', new: false })}
      <Select
        aria-label={t(BULK_TEXTS.toCategory)}
        className="select"
        value=""
        disabled={busy}
        placeholder={{ value: '', label: t(BULK_TEXTS.toCategory) }}
        options={categories.map((category) => ({ value: category.id, label: category.name }))}
        onChange={(categoryId) => {
          if (categoryId) onAction({ type: 'category', category_id: categoryId });
        }}
      />
      <form
        className="products-bulk-discount"
        onSubmit={(event) => {
          event.preventDefault();
          if (percent !== null && !momentBad) discountAction({ type: 'discount', percent });
        }}
      >
        <label>
          <span>{t(BULK_TEXTS.discount)}</span>
          <input
            className="input"
            type="number"
            inputMode="numeric"
            min={BULK_DISCOUNT_PERCENT.min}
            max={BULK_DISCOUNT_PERCENT.max}
            step={1}
            value={percentText}
            onChange={(event) => setPercentText(event.target.value)}
          />
        </label>
        <button
          type="submit"
          className="button button-secondary"
          disabled={busy || percent === null || momentBad}
        >
          {t(BULK_TEXTS.applyDiscount)}
        </button>
      </form>
      <button
        type="button"
        className="button button-secondary"
        disabled={busy || momentBad}
        onClick={() => discountAction({ type: 'remove_discounts' })}
      >
        {t(BULK_TEXTS.removeDiscounts)}
      </button>
      <div className="products-bulk-schedule">
        <ScheduleFromField value={from} onChange={setFrom} name="bulk-discount" />
        {from.mode === 'at' && <small className="muted">{t('schedule.bulk.hint')}</small>}
      </div>
    </div>
  );
}
