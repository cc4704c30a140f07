import { describe, expect, it } from 'vitest';
import {
  CREATE_FORM_KEYS,
  cancelPathOf,
  createTypeOf,
  pathAfterCreate,
  pathAfterForm,
} from './createForms';

describe('routes of the create page', () => {
  it('knows the three types and the kind form of the products pages', () => {
    expect(createTypeOf('/manage/soorten/new')).toBe('soorten');
    expect(createTypeOf('/manage/horeca/new')).toBe('horeca');
    expect(createTypeOf('/manage/categories/new')).toBe('categories');
    expect(createTypeOf('/products/new-product/kind')).toBe('soorten');
    expect(createTypeOf('/manage/quick-editor')).toBeNull();
    expect(createTypeOf('/manage/other/new')).toBeNull();
    expect(CREATE_FORM_KEYS).toEqual({
      soorten: 'create_kind_form',
      horeca: 'create_product_form',
      categories: 'create_categorie_form',
    });
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

  it('reads the id and the tick from what the form created', () => {
    const created = { form_key: 'create_kind_form', created: {} };
    expect(pathAfterForm('soorten', { ...created, kind_id: 'k1', gebruiken: true })).toBe(
      '/products/new-product/cannabis?selectedWiet=k1',
    );
    expect(pathAfterForm('soorten', { ...created, kind_id: 'k1', gebruiken: false })).toBe(
      '/manage/soorten',
    );
    expect(pathAfterForm('horeca', { ...created, product_id: 'p1', gebruiken: true })).toBe(
      '/products/new-product/horeca?selectedProduct=p1',
    );
    expect(pathAfterForm('categories', { ...created, category_id: 'c1' })).toBe(
      '/products/manage/categories',
    );
  });
});
