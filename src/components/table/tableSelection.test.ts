import { describe, expect, it } from 'vitest';
import { pageSelection, selectedIn, togglePage, toggleSelected } from './tableSelection';

describe('row selection', () => {
  it('toggles single rows', () => {
    const one = toggleSelected(new Set(), 'a');
    expect([...one]).toEqual(['a']);
    expect([...toggleSelected(one, 'a')]).toEqual([]);
  });

  it('counts only rows still in the list, in list order', () => {
    expect(selectedIn(new Set(['c', 'gone', 'a']), ['a', 'b', 'c'])).toEqual(['a', 'c']);
  });

  it('tells whether all, some or none of a page are selected', () => {
    expect(pageSelection(new Set(), ['a', 'b'])).toBe('none');
    expect(pageSelection(new Set(['a', 'x']), ['a', 'b'])).toBe('some');
    expect(pageSelection(new Set(['a', 'b']), ['a', 'b'])).toBe('all');
    expect(pageSelection(new Set(['a']), [])).toBe('none');
  });

  it('selects a page whole, and clears only that page when it was whole', () => {
    const some = new Set(['a', 'x']);
    expect([...togglePage(some, ['a', 'b'])].sort()).toEqual(['a', 'b', 'x']);
    expect([...togglePage(new Set(['a', 'b', 'x']), ['a', 'b'])]).toEqual(['x']);
  });
});
