import { describe, expect, it } from 'vitest';
import type { Flavor } from '../../api/types';
import {
  EMPTY_WORD_FORM,
  FLAVOR_COLOR_INVALID,
  WORD_NAME_REQUIRED,
  flavorBody,
  newWordBody,
  newWordProblems,
  vocabularyPath,
} from './vocabularyRules';

describe('vocabularies', () => {
  it('names the collections', () => {
    expect(vocabularyPath('strain')).toBe('/v1/strains');
    expect(vocabularyPath('tag')).toBe('/v1/tags');
    expect(vocabularyPath('flavor')).toBe('/v1/flavors');
  });

  it('requires a name, and a hex colour for flavors only', () => {
    expect(newWordProblems('strain', { ...EMPTY_WORD_FORM, color: 'nope' })).toEqual({
      name: WORD_NAME_REQUIRED,
    });
    expect(newWordProblems('flavor', { name: 'Mango', color: 'nope', icon: '' })).toEqual({
      color: FLAVOR_COLOR_INVALID,
    });
    expect(newWordProblems('tag', { ...EMPTY_WORD_FORM, name: 'Relaxed' })).toEqual({});
  });

  it('sends colour and icon only for flavors', () => {
    const form = { name: ' Mango ', color: '#ffa726', icon: ' 🥭 ' };
    expect(newWordBody('strain', form)).toEqual({ name: 'Mango' });
    expect(newWordBody('flavor', form)).toEqual({ name: 'Mango', color: 'FFA726', icon: '🥭' });
  });

  it('sends the whole flavor with a change over it', () => {
    const flavor: Flavor = {
      id: 'f1',
      name: 'Citrus',
      color: 'F9D71C',
      icon: '🍋',
      created_at: '',
      modified_at: '',
    };
    expect(flavorBody(flavor, { color: '000000' })).toEqual({
      name: 'Citrus',
      color: '000000',
      icon: '🍋',
    });
  });
});
