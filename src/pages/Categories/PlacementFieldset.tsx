import { useT } from '../../i18n';
import type { MessageKey } from '../../i18n';
import type { ReactElement } from 'react';
import type { Screen } from '../../api/types';
import { Field } from '../../components/forms/Field';
import { NumberInput } from '../../components/forms/NumberInput';
import type { ScreenAdvancedOptions } from '../../domain';
import { clampColumnOnBlur, clampColumnOnInput } from './categoryRules';
import type { PlacementDraft } from './categoryRules';

type BooleanOption = Exclude<keyof ScreenAdvancedOptions, 'color_opacity'>;

/** The display options of a placement with their labels, in the order the form shows them. */
export const ADVANCED_OPTION_LABELS: readonly { key: BooleanOption; label: MessageKey }[] = [
  { key: 'show_chis', label: 'categories.option.show_chis' },
  { key: 'show_flags', label: 'categories.option.show_flags' },
  { key: 'show_images', label: 'categories.option.show_images' },
  { key: 'show_product_description', label: 'categories.option.show_product_description' },
  { key: 'show_strains', label: 'categories.option.show_strains' },
  { key: 'use_custom_color', label: 'categories.option.use_custom_color' },
  { key: 'sort_prices_descending', label: 'categories.option.sort_prices_descending' },
  { key: 'include_joints_in_sorting', label: 'categories.option.include_joints_in_sorting' },
  { key: 'enable_image_for_category', label: 'categories.option.enable_image_for_category' },
];

interface PlacementFieldsetProps {
  screen: Screen;
  draft: PlacementDraft;
  onChange: (changes: Partial<PlacementDraft>) => void;
}

/** One screen of the shop: whether the category shows there, and how. */
export function PlacementFieldset({
  screen,
  draft,
  onChange,
}: PlacementFieldsetProps): ReactElement {
  const t = useT();
  function setOption(key: BooleanOption, value: boolean): void {
    onChange({ options: { ...draft.options, [key]: value } });
  }

  return (
    <fieldset className={draft.placed ? 'placement is-placed' : 'placement'}>
      <legend className="placement-legend">
        <label className="checkbox">
          <input
            type="checkbox"
            checked={draft.placed}
            onChange={(event) => onChange({ placed: event.target.checked })}
          />
          <span className="placement-screen-name">{screen.name}</span>
        </label>
        <span className="badge">{t(`categories.orientation.${screen.orientation}`)}</span>
      </legend>
      {!draft.placed && <p className="muted placement-off">{t('categories.notOnScreen')}</p>}
      {draft.placed && (
        <>
          <div className="placement-grid">
            <Field
              label={t('categories.placement.column')}
              hint={t('categories.placement.columnHint')}
            >
              {(control) => (
                <NumberInput
                  {...control}
                  step={1}
                  min={0}
                  max={5}
                  value={draft.column}
                  onChange={(_, value) => onChange({ column: clampColumnOnInput(value) })}
                  onBlur={() => onChange({ column: clampColumnOnBlur(draft.column) })}
                />
              )}
            </Field>
            <Field label={t('categories.placement.order')}>
              {(control) => (
                <NumberInput
                  {...control}
                  step={1}
                  value={draft.order}
                  onChange={(text) => onChange({ order: text })}
                />
              )}
            </Field>
            <Field
              label={t('categories.placement.opacity')}
              hint={t('categories.placement.opacityHint')}
            >
              {(control) => (
                <NumberInput
                  {...control}
                  step={5}
                  min={0}
                  max={100}
                  value={draft.opacityPercent}
                  onChange={(_, value) =>
                    onChange({ opacityPercent: Math.min(100, Math.max(0, Math.round(value))) })
                  }
                />
              )}
            </Field>
          </div>
          <details className="placement-advanced">
            <summary>{t('categories.placement.advanced')}</summary>
            <div className="placement-options">
              {ADVANCED_OPTION_LABELS.map(({ key, label }) => (
                <label key={key} className="checkbox">
                  <input
                    type="checkbox"
                    checked={draft.options[key]}
                    onChange={(event) => setOption(key, event.target.checked)}
                  />
                  <span>{t(label)}</span>
                  <span className="placement-option-key">{key}</span>
                </label>
              ))}
            </div>
          </details>
        </>
      )}
    </fieldset>
  );
}
