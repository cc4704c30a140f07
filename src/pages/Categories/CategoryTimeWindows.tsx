import { useState, type ReactElement } from 'react';
import type { Category } from '../../domain/contract';
import { HappyHoursPanel } from '../../components/clock/HappyHoursPanel';
import { TimeWindowsPanel } from '../../components/clock/TimeWindowsPanel';
import { useT } from '../../i18n';

/** Below the categories table: pick a category and edit when it is shown and its happy hours. */
export function CategoryTimeWindows({
  categories,
}: {
  categories: Category[];
}): ReactElement | null {
  const t = useT();
  const [chosen, setChosen] = useState<string>('');
  if (!categories.length) return null;
  const id = categories.some((c) => c.id === chosen) ? chosen : (categories[0]?.id ?? '');
  return (
    <div className="category-time-windows">
      <label className="time-window-time">
        {t('clock.windows.title')}
        <select
          name="time-windows-category"
          value={id}
          onChange={(event) => setChosen(event.target.value)}
        >
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
      </label>
      <TimeWindowsPanel
        key={id}
        url={`/v1/categories/${id}/time-windows`}
        intro="clock.windows.categoryIntro"
        idPrefix="category"
      />
      <HappyHoursPanel
        key={`happy-${id}`}
        url={`/v1/categories/${id}/happy-hours`}
        labels={null}
        intro="clock.happyHour.categoryIntro"
        idPrefix="category"
      />
    </div>
  );
}
