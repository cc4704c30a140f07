import type { ReactElement } from 'react';
import type { Screen } from '../../api/types';
import { Field } from '../../components/Field';
import { NumberInput } from '../../components/NumberInput';
import type { ScreenAdvancedOptions } from '../../domain';
import { clampColumnOnBlur, clampColumnOnInput } from './categoryRules';
import type { PlacementDraft } from './categoryRules';

type BooleanOption = Exclude<keyof ScreenAdvancedOptions, 'color_opacity'>;

/** The display options of a placement with their labels, in the order the form shows them. */
export const ADVANCED_OPTION_LABELS: readonly { key: BooleanOption; label: string }[] = [
  { key: 'show_chis', label: 'CBD/Hybrid/Indica/Sativa tonen' },
  { key: 'show_flags', label: 'Vlaggen tonen' },
  { key: 'show_images', label: 'Afbeeldingen tonen' },
  { key: 'show_product_description', label: 'Beschrijving tonen' },
  { key: 'show_strains', label: 'Strains tonen' },
  { key: 'use_custom_color', label: 'Eigen kleur gebruiken' },
  { key: 'sort_prices_descending', label: 'Prijzen aflopend sorteren' },
  { key: 'include_joints_in_sorting', label: 'Joints meesorteren' },
  {
    key: 'enable_image_for_category',
    label: 'Categorie-afbeelding tonen',
  },
];

const ORIENTATION_LABELS: Record<Screen['orientation'], string> = {
  landscape: 'Liggend',
  portrait: 'Staand',
  mobile: 'Mobiel',
};

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
        <span className="badge">{ORIENTATION_LABELS[screen.orientation]}</span>
      </legend>
      {!draft.placed && <p className="muted placement-off">Niet op dit scherm.</p>}
      {draft.placed && (
        <>
          <div className="placement-grid">
            <Field label="Kolom" hint="0 tot en met 3">
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
            <Field label="Volgorde">
              {(control) => (
                <NumberInput
                  {...control}
                  step={1}
                  value={draft.order}
                  onChange={(text) => onChange({ order: text })}
                />
              )}
            </Field>
            <Field label="Dekking (%)" hint="0 tot en met 100">
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
            <summary>Geavanceerde opties</summary>
            <div className="placement-options">
              {ADVANCED_OPTION_LABELS.map(({ key, label }) => (
                <label key={key} className="checkbox">
                  <input
                    type="checkbox"
                    checked={draft.options[key]}
                    onChange={(event) => setOption(key, event.target.checked)}
                  />
                  <span>{label}</span>
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
