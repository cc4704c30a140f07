import { useState } from 'react';
import type { ReactElement } from 'react';
import { MIN_REFRESH_DELAY_MS } from '../../stores/tableSettings';
import type { DataTableColumn } from './dataTableModel';
import { NumberInput } from '../forms/NumberInput';
import type { TableState } from './useTableState';
import { useT } from '../../i18n';

interface DataTableSettingsPanelProps<T> {
  table: TableState;
  columns: readonly DataTableColumn<T>[];
  idPrefix: string;
}

/** Which columns show, auto refresh and its delay, and whether the paginator shows. */
export function DataTableSettingsPanel<T>({
  table,
  columns,
  idPrefix,
}: DataTableSettingsPanelProps<T>): ReactElement {
  const t = useT();
  const { settings } = table;
  const hideable = columns.filter((column) => column.hideable !== false);
  const delayId = `${idPrefix}-delay`;
  // The text may pass through values too short to keep (typing 1000 starts with 1).
  const [delayText, setDelayText] = useState(String(settings.delay));
  return (
    <div className="data-table-settings" id={`${idPrefix}-settings`}>
      {hideable.length > 0 && (
        <fieldset className="data-table-settings-group">
          <legend>{t('components.table.columns')}</legend>
          {hideable.map((column) => (
            <label key={column.id} className="checkbox">
              <input
                type="checkbox"
                checked={!settings.hiddenColumns.includes(column.id)}
                onChange={() => table.toggleColumn(column.id)}
              />
              {column.header}
            </label>
          ))}
        </fieldset>
      )}
      <fieldset className="data-table-settings-group">
        <legend>{t('components.table.display')}</legend>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={settings.refresh}
            onChange={(event) => table.update({ refresh: event.target.checked })}
          />
          {t('components.table.autoRefresh')}
        </label>
        <div className="data-table-delay">
          <label htmlFor={delayId}>{t('components.table.interval')}</label>
          <NumberInput
            id={delayId}
            className="data-table-delay-input"
            value={delayText}
            step={500}
            min={MIN_REFRESH_DELAY_MS}
            aria-invalid={Number(delayText) < MIN_REFRESH_DELAY_MS}
            onChange={(text, delay) => {
              setDelayText(text);
              if (delay >= MIN_REFRESH_DELAY_MS) table.update({ delay });
            }}
          />
        </div>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={settings.showPaginator}
            onChange={(event) => table.update({ showPaginator: event.target.checked })}
          />
          {t('components.table.showPaginator')}
        </label>
      </fieldset>
    </div>
  );
}
