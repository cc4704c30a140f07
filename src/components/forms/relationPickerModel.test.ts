import { describe, expect, it } from 'vitest';
import {
  availableOptions,
  isAtLimit,
  matchOption,
  pickerChoice,
  relationLimitText,
} from './relationPickerModel';

const STRAINS = [
  { id: '3', name: 'Kush' },
  { id: '1', name: 'Haze' },
  { id: '2', name: 'Afghani' },
];

describe('relation picker', () => {
  it("reads 'maximaal {n} {type}s' at the limit", () => {
    expect(relationLimitText(3, 'strain')).toBe('maximaal 3 strains');
    expect(relationLimitText(5, 'tag')).toBe('maximaal 5 tags');
    expect(isAtLimit(2, 3)).toBe(false);
    expect(isAtLimit(3, 3)).toBe(true);
  });

  it('offers the options not chosen yet, by name', () => {
    expect(availableOptions(STRAINS, ['1']).map((option) => option.name)).toEqual([
      'Afghani',
      'Kush',
    ]);
  });

  it('finds an option by its name, ignoring case and outer spaces', () => {
    expect(matchOption(STRAINS, ' haze ')?.id).toBe('1');
    expect(matchOption(STRAINS, 'Haz')).toBeUndefined();
    expect(matchOption(STRAINS, '')).toBeUndefined();
  });

  it('turns typed text into an existing option, a new name or nothing', () => {
    const available = availableOptions(STRAINS, ['1']);
    expect(pickerChoice(available, STRAINS, 'kush', false)).toEqual({
      kind: 'existing',
      option: { id: '3', name: 'Kush' },
    });
    expect(pickerChoice(available, STRAINS, 'Purple', false)).toEqual({ kind: 'none' });
    expect(pickerChoice(available, STRAINS, ' Purple ', true)).toEqual({
      kind: 'new',
      name: 'Purple',
    });
    // A chosen option is not offered again, not even as a new one.
    expect(pickerChoice(available, STRAINS, 'Haze', true)).toEqual({ kind: 'none' });
  });
});
