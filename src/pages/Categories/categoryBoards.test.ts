import { describe, expect, it } from 'vitest';
import { makeFeed, makeItem, makeProduct } from '../../../renderer/layout/test-items';
import { DEFAULT_THEME } from '../../../themes';
import { categoryBoardNotes } from './categoryBoards';

const perPiece = [{ label: '1st', price: 5, quantity: 1 }];

describe('categoryBoardNotes', () => {
  it('names the board of a category the cannabis list leaves out', () => {
    const feed = makeFeed([
      // Weed: on the cannabis list, no note.
      makeItem({ category_id: 'wiet', category_name: 'Wiet' }),
      // Snacks sold per piece: off the cannabis list, on the hospitality list.
      makeItem({ category_id: 'snacks', category_name: 'Snacks', json_prices: perPiece }),
      makeItem({ category_id: 'snacks', category_name: 'Snacks', json_prices: perPiece }),
      // The fixed hidden category, holding weed: on no board.
      makeItem({ category_id: 'edibles', category_name: 'Edibles' }),
      // A mixed category: shown on the cannabis list, no note.
      makeItem({ category_id: 'mix', category_name: 'Mix' }),
      makeItem({ category_id: 'mix', category_name: 'Mix', json_prices: perPiece }),
    ]);
    const notes = categoryBoardNotes(feed, DEFAULT_THEME.list);
    expect(Object.fromEntries(notes)).toEqual({ snacks: 'hospitality', edibles: 'none' });
  });

  it("names a coffeeshop's horeca products too, but not its inactive rows", () => {
    const feed = makeFeed([
      makeItem({ category_id: 'wiet', category_name: 'Wiet' }),
      makeProduct({ category_id: 'drinks', category_name: 'Dranken' }),
      makeItem({
        category_id: 'old',
        category_name: 'Oud',
        json_prices: perPiece,
        active: false,
      }),
    ]);
    expect(Object.fromEntries(categoryBoardNotes(feed, DEFAULT_THEME.list))).toEqual({
      drinks: 'hospitality',
    });
  });

  it('has nothing to say on a café, whose board is the hospitality list', () => {
    const feed = makeFeed([
      makeProduct({ category_id: 'drinks', category_name: 'Dranken' }),
      makeItem({ category_id: 'snacks', category_name: 'Snacks', json_prices: perPiece }),
    ]);
    expect(categoryBoardNotes(feed, DEFAULT_THEME.list).size).toBe(0);
  });
});
