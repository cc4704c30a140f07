import { describe, expect, it } from 'vitest';
import type { ShopLink } from '../../../src/domain/contract';
import { MATCH_MESSAGES, indexMenu, matchRow } from './menu-import-match';
import type { MenuSheetRow } from './menu-sheet';

const row = (id: string, name: string, code: string, category: string): MenuSheetRow => ({
  category,
  happyHours: [],
  view: { id, product_name: name, internal_product_id: code } as ShopLink,
});

describe('matchRow', () => {
  // Ketama of "Hasj" moved to 20006 (its own prices); the one of "Aanbieding" kept 20001.
  const menu = [
    row('hasj-ketama', 'Ketama', '20006', 'Hasj'),
    row('deal-ketama', 'Ketama', '20001', 'Aanbieding'),
    row('polm', 'Polm', '20001', 'Hasj'),
    row('red-bull', 'Red Bull', '50005', 'Koude dranken'),
    row('juice', 'Verse jus d’orange', '50005', 'Koude dranken'),
    row('tea', 'Verse muntthee', '50005', 'Warme dranken'),
    row('skunk-a', 'Skunk', '10001', 'Wiet'),
    row('skunk-b', 'Skunk', '10002', 'Wiet'),
  ];
  const index = indexMenu(menu);
  const id = (result: ReturnType<typeof matchRow>) =>
    result && 'view' in result ? result.view.id : result;

  it.each([
    ['code and name', '20006', 'Ketama', 'Hasj', 'hasj-ketama'],
    // An earlier export: the code moved, the name in the category still finds the row, even
    // though the old code and the name fit another row in another category.
    ['the name within the category after its code moved', '20001', 'Ketama', 'Hasj', 'hasj-ketama'],
    ['code and name in the other category', '20001', 'Ketama', 'Aanbieding', 'deal-ketama'],
    ['the name when the category was renamed', '20006', 'Ketama', 'Hash', 'hasj-ketama'],
    ['a renamed product by its code', '20006', 'Ketama Gold', 'Hasj', 'hasj-ketama'],
    ['a shared code narrowed by category', '50005', '', 'Warme dranken', 'tea'],
    ['nothing', '99999', 'Onbekend', 'Hasj', null],
  ])('finds the row by %s', (_case, code, name, category, expected) => {
    expect(id(matchRow(index, code, name, category))).toBe(expected);
  });

  it('says a name is not on the menu when its code is shared, naming the rows', () => {
    expect(matchRow(index, '50005', 'Verse jus d�orange', 'Koude dranken')).toEqual({
      problem: MATCH_MESSAGES.nameNotOnMenu('Verse jus d�orange', 'Koude dranken', '50005', [
        'Red Bull',
        'Verse jus d’orange',
      ]),
    });
  });

  it('says a name stands twice in a category', () => {
    expect(matchRow(index, '', 'Skunk', 'Wiet')).toEqual({
      problem: MATCH_MESSAGES.nameTwiceInCategory('Skunk', 'Wiet'),
    });
    expect(id(matchRow(index, '10002', 'Skunk', 'Wiet'))).toBe('skunk-b');
  });

  it('asks for the category when a name fits rows of other categories only', () => {
    expect(matchRow(index, '', 'Ketama', 'Overig')).toEqual({ problem: MATCH_MESSAGES.ambiguous });
  });
});
