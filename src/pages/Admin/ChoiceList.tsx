import type { ReactElement, ReactNode } from 'react';
import { useT } from '../../i18n';

export interface Choice {
  id: string;
  label: ReactNode;
}

interface ChoiceListProps {
  legend: string;
  choices: readonly Choice[];
  chosen: readonly string[];
  onToggle: (id: string) => void;
  /** Shown when there is nothing to choose; a dash when not given. */
  emptyText?: string;
}

/** Checkboxes under a legend: the roles, shop groups or shops to assign. */
export function ChoiceList({
  legend,
  choices,
  chosen,
  onToggle,
  emptyText,
}: ChoiceListProps): ReactElement {
  const t = useT();
  return (
    <fieldset className="choice-list">
      <legend className="field-label">{legend}</legend>
      {choices.length === 0 && <p className="muted">{emptyText ?? t('admin.none')}</p>}
      <div className="choice-list-items">
        {choices.map((choice) => (
          <label key={choice.id} className="checkbox">
            <input
              type="checkbox"
              checked={chosen.includes(choice.id)}
              onChange={() => onToggle(choice.id)}
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
