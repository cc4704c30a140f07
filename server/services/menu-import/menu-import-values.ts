/**
 * The bounds of the API applied to the cells of an imported line that the preview repeats:
 * a name or category no item can have, or a register code no combination can have, is the
 * line's error, so a file cannot make the preview carry texts the API would never store.
 * Prices and discounts are checked by the price rules themselves (`priceProblem`).
 */
import { NAME_MAX_LENGTH, REGISTER_CODE_MAX_LENGTH } from '../../../src/domain';
import { SHEET_COLUMNS } from './menu-sheet';

export const VALUE_MESSAGES = {
  cellTooLong: (column: string, limit: number) => `${column} is langer dan ${limit} tekens.`,
} as const;

/** The first cell of a line that is longer than the API allows, as the line's error. */
export function cellProblem(
  cell: (column: number) => string,
  columns: { category: number; product: number; code: number },
): string | null {
  const bounds = [
    [columns.category, SHEET_COLUMNS.category, NAME_MAX_LENGTH],
    [columns.product, SHEET_COLUMNS.product, NAME_MAX_LENGTH],
    [columns.code, SHEET_COLUMNS.code, REGISTER_CODE_MAX_LENGTH],
  ] as const;
  for (const [column, name, limit] of bounds) {
    if (cell(column).length > limit) return VALUE_MESSAGES.cellTooLong(name, limit);
  }
  return null;
}
