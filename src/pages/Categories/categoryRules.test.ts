import { describe, expect, it } from 'vitest';
import type { Category } from '../../api/types';
import { DEFAULT_SCREEN_ADVANCED_OPTIONS } from '../../domain';
import {
  COLOR_INVALID,
  EMPTY_CATEGORY_FORM,
  NAME_REQUIRED,
  ROW_INVALID,
  canEditPosition,
  categoryBody,
  clampColumnOnBlur,
  clampColumnOnInput,
  newCategoryBody,
  newCategoryProblems,
  opacityToPercent,
  parseRow,
  percentToOpacity,
  placementDrafts,
  placementsOfDrafts,
} from './categoryRules';

const placement = {
  screen_id: 'screen-1',
  order_number: 2,
  column_number: 1,
  advanced_options: { ...DEFAULT_SCREEN_ADVANCED_OPTIONS, show_images: true, color_opacity: 0.5 },
};

const category: Category = {
  id: 'c1',
  name: 'Wiet',
  category_name: 'Wiet',
  name_en: 'Weed',
  shop_id: 'shop-1',
  shop_name: 'Mississippi',
  main_category_id: 'main-1',
  main_category_name: 'Cannabis',
  main_category_name_en: 'Cannabis',
  color: '2E7D32',
  icon: 'cannabis',
  cannabis: true,
  is_cannabis: true,
  image_1: 'a.png',
  image_2: null,
  pricelist_column: 'left',
  pricelist_row: 0,
  order_number: 0,
  created_at: '2024-01-01T00:00:00.000Z',
  modified_at: '2024-01-01T00:00:00.000Z',
  screens: [placement],
};

describe('screen column', () => {
  it('clamps to 0..5 while typing', () => {
    expect(clampColumnOnInput(7)).toBe(5);
    expect(clampColumnOnInput(5)).toBe(5);
    expect(clampColumnOnInput(4)).toBe(4);
    expect(clampColumnOnInput(-2)).toBe(0);
    expect(clampColumnOnInput(2.7)).toBe(2);
    expect(clampColumnOnInput(Number.NaN)).toBe(0);
  });

  it('keeps at most 3 once the input loses focus', () => {
    expect(clampColumnOnBlur(5)).toBe(3);
    expect(clampColumnOnBlur(4)).toBe(3);
    expect(clampColumnOnBlur(3)).toBe(3);
    expect(clampColumnOnBlur(1)).toBe(1);
    expect(clampColumnOnBlur(-1)).toBe(0);
  });
});

describe('opacity', () => {
  it('shows color_opacity 0..1 as 0..100 percent', () => {
    expect(opacityToPercent(0.35)).toBe(35);
    expect(opacityToPercent(0)).toBe(0);
    expect(opacityToPercent(1)).toBe(100);
    expect(opacityToPercent(0.123)).toBe(12);
    expect(opacityToPercent(3)).toBe(100);
  });

  it('stores a percentage as 0..1 without float noise, clamped', () => {
    expect(percentToOpacity(35)).toBe(0.35);
    expect(percentToOpacity(7)).toBe(0.07);
    expect(percentToOpacity(100)).toBe(1);
    expect(percentToOpacity(150)).toBe(1);
    expect(percentToOpacity(-5)).toBe(0);
    expect(percentToOpacity(Number.NaN)).toBe(0);
  });
});

describe('rules of the list', () => {
  it('edits position and row only for cannabis categories', () => {
    expect(canEditPosition({ cannabis: true })).toBe(true);
    expect(canEditPosition({ cannabis: false })).toBe(false);
  });

  it('reads a row: empty is none, else a whole number of 0 or more', () => {
    expect(parseRow('')).toEqual({ row: null, problem: null });
    expect(parseRow(' 2 ')).toEqual({ row: 2, problem: null });
    expect(parseRow('-1').problem).toBe(ROW_INVALID);
    expect(parseRow('1.5').problem).toBe(ROW_INVALID);
    expect(parseRow('x').problem).toBe(ROW_INVALID);
  });

  it('sends the whole category with the change over it', () => {
    expect(categoryBody(category, { color: 'FF0000' })).toEqual({
      name: 'Wiet',
      name_en: 'Weed',
      main_category_id: 'main-1',
      color: 'FF0000',
      icon: 'cannabis',
      cannabis: true,
      image_1: 'a.png',
      image_2: null,
      pricelist_column: 'left',
      pricelist_row: 0,
      order_number: 0,
      screens: [placement],
    });
  });
});

describe('the add form', () => {
  it('requires a name and a hex colour, and a valid row for cannabis', () => {
    expect(newCategoryProblems({ ...EMPTY_CATEGORY_FORM, name: ' ', color: '12' })).toEqual({
      name: NAME_REQUIRED,
      color: COLOR_INVALID,
    });
    expect(newCategoryProblems({ ...EMPTY_CATEGORY_FORM, name: 'Hasj', row: 'x' })).toEqual({});
    expect(
      newCategoryProblems({ ...EMPTY_CATEGORY_FORM, name: 'Hasj', cannabis: true, row: 'x' }),
    ).toEqual({ row: ROW_INVALID });
  });

  it('builds the body for the active shop, with a position only for cannabis', () => {
    const form = { ...EMPTY_CATEGORY_FORM, name: ' Hasj ', color: '#8d6e63', icon: 'smoke' };
    expect(newCategoryBody(form, 'shop-1')).toEqual({
      shop_id: 'shop-1',
      name: 'Hasj',
      name_en: '',
      color: '8D6E63',
      icon: 'smoke',
      cannabis: false,
    });
    expect(
      newCategoryBody({ ...form, cannabis: true, column: 'right', row: '1' }, 'shop-1'),
    ).toMatchObject({ cannabis: true, pricelist_column: 'right', pricelist_row: 1 });
  });
});

describe('screen placements', () => {
  it('makes one draft per screen of the shop', () => {
    const drafts = placementDrafts(['screen-1', 'screen-2'], [placement]);
    expect(drafts[0]).toMatchObject({ placed: true, column: 1, order: '2', opacityPercent: 50 });
    expect(drafts[1]).toMatchObject({
      placed: false,
      column: 0,
      order: '0',
      opacityPercent: 35,
      options: DEFAULT_SCREEN_ADVANCED_OPTIONS,
    });
  });

  it('sends only placed screens, column at most 3 and opacity as 0..1', () => {
    const [first, second] = placementDrafts(['screen-1', 'screen-2'], [placement]);
    if (!first || !second) throw new Error('two drafts expected');
    const body = placementsOfDrafts([
      { ...first, column: 5, opacityPercent: 80 },
      { ...second, placed: false },
    ]);
    expect(body).toEqual([
      {
        screen_id: 'screen-1',
        column_number: 3,
        order_number: 2,
        advanced_options: { ...placement.advanced_options, color_opacity: 0.8 },
      },
    ]);
  });
});
