/**
 * No English in Dutch mode: the names the back office shows for the board themes, the category
 * icons and the price model come from the catalogue in both languages (the theme list and the
 * icon ids are English words, which Dutch pages used to show as they are).
 */
import { describe, expect, it } from 'vitest';
import { BOARD_THEMES, CATEGORY_ICONS } from '../domain';
import { messages } from './catalogue';
import { boardThemeOptions, categoryIconOptions, priceModelText } from './domainTexts';
import { translate, type MessageParams } from './translate';
import type { MessageKey } from './catalogue';

const dutch = (key: MessageKey, params?: MessageParams) => translate('nl', key, params);
const english = (key: MessageKey, params?: MessageParams) => translate('en', key, params);

/** English words that Dutch pages showed; none of them is a Dutch name of the same thing. */
const ENGLISH = ['Default', 'Light', 'Harbour', 'Ember', 'New', 'Old', 'Coffee', 'Wine', 'Mug'];

describe('no English in Dutch mode', () => {
  it('names every board theme and category icon in both languages', () => {
    for (const theme of BOARD_THEMES)
      expect(messages).toHaveProperty([`domain.boardTheme.${theme.id}`]);
    for (const icon of CATEGORY_ICONS)
      expect(messages).toHaveProperty([`domain.categoryIcon.${icon}`]);
    expect(boardThemeOptions(english).map((option) => option.label)).toEqual(
      BOARD_THEMES.map((theme) => theme.name),
    );
  });

  it('shows Dutch names for the themes, the icons and the price model', () => {
    const shown = [
      ...boardThemeOptions(dutch).map((option) => option.label),
      ...categoryIconOptions(dutch).map((option) => option.label),
      priceModelText(dutch, 'New'),
      priceModelText(dutch, 'Old'),
    ];
    for (const word of ENGLISH) expect(shown).not.toContain(word);
    expect(
      boardThemeOptions(dutch)
        .slice(0, 2)
        .map((option) => option.label),
    ).toEqual(['Standaard', 'Licht']);
    expect(priceModelText(dutch, 'New')).toBe('Nieuw');
    expect(categoryIconOptions(dutch).map((option) => option.value)).toEqual([...CATEGORY_ICONS]);
  });
});
