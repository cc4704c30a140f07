import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/http';
import {
  MESSAGES,
  VALIDATION_ERRORS_MESSAGE,
  cancelPathOf,
  categoryCreateInput,
  createTypeOf,
  emptyCategoryForm,
  emptyKindForm,
  emptyProductForm,
  kindCreateInput,
  pathAfterCreate,
  productCreateInput,
  saveProblemOf,
  validateCategoryForm,
  validateKindForm,
  validateProductForm,
  withoutFields,
} from './createForms';
import type { KindFormValues } from './createForms';

const GROUP = '5dd5c576-c5e6-4a9f-80f4-b2e0c1cb7d3a';

function kindForm(changes: Partial<KindFormValues> = {}): KindFormValues {
  return {
    ...emptyKindForm(GROUP),
    name: ' Lemon Haze ',
    kindType: 'sativa',
    strains: [{ id: 's1', name: 'Haze' }],
    ...changes,
  };
}

describe('routes of the create page', () => {
  it('knows the three types', () => {
    expect(createTypeOf('/manage/soorten/new')).toBe('soorten');
    expect(createTypeOf('/manage/horeca/new')).toBe('horeca');
    expect(createTypeOf('/manage/categories/new')).toBe('categories');
    expect(createTypeOf('/manage/quick-editor')).toBeNull();
    expect(createTypeOf('/manage/other/new')).toBeNull();
  });

  it('goes to the list after creating, or to /products/manage/categories for categories', () => {
    expect(pathAfterCreate('soorten', 'k1', false)).toBe('/manage/soorten');
    expect(pathAfterCreate('horeca', 'p1', false)).toBe('/manage/horeca');
    expect(pathAfterCreate('categories', 'c1', true)).toBe('/products/manage/categories');
    expect(cancelPathOf('categories')).toBe('/categories');
  });

  it("continues to the price-link form when 'use this product immediately' is ticked", () => {
    expect(pathAfterCreate('soorten', 'k1', true)).toBe(
      '/products/new-product/cannabis?selectedWiet=k1',
    );
    expect(pathAfterCreate('horeca', 'p1', true)).toBe(
      '/products/new-product/horeca?selectedProduct=p1',
    );
  });
});

describe('validateKindForm', () => {
  it('accepts a kind with a name, a type and a strain (the description may stay empty)', () => {
    expect(validateKindForm(kindForm())).toEqual({});
  });

  it('asks for a shop group, a name, a type and 1 to 3 strains', () => {
    const errors = validateKindForm(
      kindForm({ shopGroup: '-1', name: ' ', kindType: '', strains: [] }),
    );
    expect(errors).toEqual({
      shop_group_id: MESSAGES.shopGroup,
      name: MESSAGES.name,
      kind_type: MESSAGES.kindType,
      strains: MESSAGES.strains,
      description_nl: MESSAGES.description,
    });
    const four = [1, 2, 3, 4].map((n) => ({ id: `s${n}`, name: `S${n}` }));
    expect(validateKindForm(kindForm({ strains: four })).strains).toBe(MESSAGES.strains);
  });

  it('only lets the description stay empty when a strain is chosen', () => {
    const withText = kindForm({ strains: [], descriptionNl: 'Fris en citrusachtig.' });
    expect(validateKindForm(withText).description_nl).toBeUndefined();
  });

  it('checks the percentage of each tag', () => {
    const tags = [
      { id: 't1', name: 'Happy', amount: '50' },
      { id: 't2', name: 'Relaxed', amount: '101' },
      { id: 't3', name: 'Focused', amount: '' },
    ];
    expect(validateKindForm(kindForm({ tags }))).toEqual({
      'tags.1': MESSAGES.tagAmount,
      'tags.2': MESSAGES.tagAmount,
    });
  });

  it('drops the messages of changed fields', () => {
    expect(withoutFields({ name: 'a', strains: 'b', 'tags.0': 'c' }, 'name', 'tags.0')).toEqual({
      strains: 'b',
    });
  });
});

describe('bodies', () => {
  it('sends the kind with its type, trimmed texts and shop group', () => {
    expect(kindCreateInput(kindForm({ descriptionEn: ' Fresh. ' }))).toEqual({
      name: 'Lemon Haze',
      kind_type: 'sativa',
      description_nl: '',
      description_en: 'Fresh.',
      shop_group_id: GROUP,
    });
    expect(kindCreateInput(kindForm({ shopGroup: 'global' })).shop_group_id).toBeNull();
  });

  it('sends a horeca product', () => {
    const values = { ...emptyProductForm('global'), name: 'Cola', productType: 'C' as const };
    expect(validateProductForm(values)).toEqual({});
    expect(productCreateInput(values)).toMatchObject({
      name: 'Cola',
      product_type: 'C',
      shop_group_id: null,
    });
    expect(validateProductForm(emptyProductForm('-1'))).toEqual({
      shop_group_id: MESSAGES.shopGroup,
      name: MESSAGES.name,
    });
  });

  it('sends a category of the shop; its position only for cannabis', () => {
    const values = { ...emptyCategoryForm(), name: 'Hasj', color: '#aa00ff' };
    expect(validateCategoryForm(values)).toEqual({});
    expect(categoryCreateInput(values, 'shop-1')).toEqual({
      shop_id: 'shop-1',
      name: 'Hasj',
      name_en: '',
      main_category_id: null,
      color: 'AA00FF',
      icon: '',
      cannabis: true,
      pricelist_column: 'left',
    });
    const drinks = categoryCreateInput({ ...values, cannabis: false }, 'shop-1');
    expect(drinks).not.toHaveProperty('pricelist_column');
    expect(validateCategoryForm({ ...values, color: 'green' })).toEqual({ color: MESSAGES.color });
  });
});

describe('saveProblemOf', () => {
  it('puts a name clash on the name', () => {
    const clash = new ApiError(409, 'Conflict', {
      detail: 'A kind with this name already exists in this shop group.',
    });
    expect(saveProblemOf(clash)).toEqual({
      fields: { name: 'A kind with this name already exists in this shop group.' },
      messages: [VALIDATION_ERRORS_MESSAGE],
    });
  });

  it('maps validation errors to fields', () => {
    const refused = new ApiError(400, 'Bad Request', {
      detail: 'The kind type must be indica, sativa, CBD or hybrid.',
      validation_errors: [{ loc: ['body', 'kind_type'], msg: 'Unknown type.', ctx: {} }],
    });
    expect(saveProblemOf(refused)).toEqual({
      fields: { kind_type: 'Unknown type.' },
      messages: [VALIDATION_ERRORS_MESSAGE],
    });
  });

  it('says what went wrong otherwise', () => {
    expect(saveProblemOf(new ApiError(500, 'Internal Server Error', undefined))).toEqual({
      fields: {},
      messages: ['500 Internal Server Error'],
    });
  });
});
