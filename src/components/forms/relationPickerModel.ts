/**
 * The choice of a kind's strains, tags and flavors, without React: which options are left,
 * whether the limit is reached (3 strains, 5 tags, 5 flavors) and what a typed name means.
 */
import { t } from '../../i18n';

export interface PickerOption {
  id: string;
  name: string;
}

/** The text of a full picker: '3 strains max', '5 tags max'. */
export function relationLimitText(limit: number, type: string): string {
  return t('components.relation.limit', { limit, type });
}

/** True once `count` relations fill the limit: the add input becomes read-only. */
export function isAtLimit(count: number, limit: number): boolean {
  return count >= limit;
}

const collator = new Intl.Collator('nl-NL', { sensitivity: 'base', numeric: true });

/** The options not chosen yet, by name. */
export function availableOptions<T extends PickerOption>(
  options: readonly T[],
  chosenIds: readonly string[],
): T[] {
  return options
    .filter((option) => !chosenIds.includes(option.id))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** The option called `text` (ignoring case and outer spaces), if any. */
export function matchOption<T extends PickerOption>(
  options: readonly T[],
  text: string,
): T | undefined {
  const name = text.trim();
  if (!name) return undefined;
  return options.find((option) => collator.compare(option.name, name) === 0);
}

/** What adding the typed text does. */
export type PickerChoice<T> =
  { kind: 'existing'; option: T } | { kind: 'new'; name: string } | { kind: 'none' };

/**
 * The typed text as a choice: an available option by its name; else, where new names are
 * allowed, a new one (unless it names an option already chosen); else nothing.
 */
export function pickerChoice<T extends PickerOption>(
  available: readonly T[],
  all: readonly PickerOption[],
  text: string,
  allowNew: boolean,
): PickerChoice<T> {
  const option = matchOption(available, text);
  if (option) return { kind: 'existing', option };
  const name = text.trim();
  if (allowNew && name && !matchOption(all, name)) return { kind: 'new', name };
  return { kind: 'none' };
}
