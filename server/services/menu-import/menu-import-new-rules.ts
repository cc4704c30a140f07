/**
 * The rules of a product an imported line makes, without the database: why a line cannot be
 * one (in Dutch; `plain.ts` holds the English), its prices as the three lists of a combination
 * (checked by the rules of a combination typed by hand), and the register code it asks for.
 */
import {
  PRICE_RULE_MESSAGES,
  buildPriceLists,
  isRegisterCode,
  parsePriceLabel,
  type PriceEntryInput,
  type PriceListName,
} from '../../../src/domain';

export const NEW_MESSAGES = {
  noName: 'Geef de naam van het product.',
  noCategory: 'Geef de categorie: een nieuw product komt in een categorie van deze kaart.',
  unknownCategory: (category: string) =>
    `De categorie "${category}" bestaat niet in deze shop; geef een categorie van deze kaart.`,
  cannabisNotSold: (category: string) =>
    `De categorie "${category}" is voor cannabis en deze shop verkoopt geen cannabis.`,
  horecaNotSold: (category: string) =>
    `De categorie "${category}" is voor horeca en deze shop verkoopt geen horeca.`,
  typeMismatch: (type: string, category: string) =>
    `"${type}" past niet bij de categorie "${category}": cannabis hoort in een cannabis categorie, horeca in een horeca categorie.`,
  noPrices: 'Geef minstens één prijs voor het nieuwe product.',
  noCode:
    'Geef een kassacode of de 3 cijfers van een prefix: de categorie heeft nog geen producten.',
} as const;

/** The register code a new combination asks for: a code as given, or the next of a prefix. */
export type CodeWish = { code: string } | { prefix: string };

/** The code a line asks for: its cell (a code, or 3 digits), else the category's prefix. */
export function registerCodeOf(
  cell: string,
  categoryPrefix: string | undefined,
): CodeWish | string {
  const code = cell.trim();
  if (/^\d{3}$/.test(code)) return { prefix: code };
  if (code) return isRegisterCode(code) ? { code } : PRICE_RULE_MESSAGES.registerCode;
  return categoryPrefix ? { prefix: categoryPrefix } : NEW_MESSAGES.noCode;
}

/** The list a label's price goes in: grams, joints, or pieces (a free label is a piece). */
function listOf(label: string): PriceListName {
  const unit = parsePriceLabel(label)?.unit;
  return unit === 'g' ? 'cannabis' : unit === 'j' ? 'pre_rolled_joints' : 'edible';
}

/**
 * The line's prices as a combination's lists ('Glas' with the English the menu gives it), or
 * why they cannot be one (too few prices, say).
 */
export function draftLists(
  prices: { label: string; price: number }[],
  englishOf: ReadonlyMap<string, string>,
): Record<PriceListName, PriceEntryInput[]> | string {
  const lists: Record<PriceListName, PriceEntryInput[]> = {
    cannabis: [],
    pre_rolled_joints: [],
    edible: [],
  };
  for (const { label, price } of prices) {
    const parsed = parsePriceLabel(label);
    const english = englishOf.get(label);
    lists[listOf(label)].push(
      parsed
        ? { quantity: parsed.quantity, price }
        : { label, ...(english && { label_en: english }), price },
    );
  }
  const built = buildPriceLists(lists);
  return built.ok ? lists : built.message;
}
