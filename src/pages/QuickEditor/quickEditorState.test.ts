import { describe, expect, it } from 'vitest';
import { ALL, filterRows, productRowState } from './quickEditorState';

const FULL = {
  name: 'Amnesia Haze',
  description_nl: 'Een frisse sativa.',
  description_en: 'A fresh sativa.',
  images_amount: 0,
};

function kind(changes: Partial<typeof FULL & { c: boolean; h: boolean; i: boolean; s: boolean }>) {
  return { ...FULL, c: false, h: false, i: false, s: false, ...changes };
}

describe('productRowState', () => {
  it.each([
    ['an empty name', { name: '' }],
    ['an empty Dutch description', { description_nl: '' }],
    ['a blank English description', { description_en: '   ' }],
    ['missing text even with pictures', { description_nl: '', images_amount: 2 }],
  ])('is text_problem for %s', (_, changes) => {
    expect(productRowState({ ...FULL, ...changes })).toBe('text_problem');
  });

  it('is text_complete with all texts and no pictures', () => {
    expect(productRowState(FULL)).toBe('text_complete');
  });

  it('is text_and_picture_complete with all texts and a picture', () => {
    expect(productRowState({ ...FULL, images_amount: 1 })).toBe('text_and_picture_complete');
  });
});

describe('filterRows', () => {
  const rows = [
    kind({ name: 'A', s: true }),
    kind({ name: 'B', i: true, images_amount: 3 }),
    kind({ name: 'C', i: true, description_en: '' }),
  ];

  it('keeps every row without filters', () => {
    expect(filterRows(rows, { state: ALL, type: ALL })).toHaveLength(3);
  });

  it('filters by state and by product type together', () => {
    expect(filterRows(rows, { state: 'text_problem', type: ALL }).map((r) => r.name)).toEqual([
      'C',
    ]);
    expect(filterRows(rows, { state: ALL, type: 'I' }).map((r) => r.name)).toEqual(['B', 'C']);
    expect(
      filterRows(rows, { state: 'text_and_picture_complete', type: 'I' }).map((r) => r.name),
    ).toEqual(['B']);
    expect(filterRows(rows, { state: ALL, type: 'C' })).toEqual([]);
  });
});
