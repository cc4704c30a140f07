/**
 * The browser's texts for what the shared rules of `src/domain` decide. The rules are shared with
 * the server and know no language: they return Dutch texts or codes, and these functions show
 * them in the current language by their code.
 */
import {
  BOARD_THEMES,
  CATEGORY_ICONS,
  MAX_GRAMS_PER_ORDER,
  ORDER_MESSAGES,
  PRICE_RULE_MESSAGES,
  formatYesNo,
  type BoardThemeId,
  type CategoryIcon,
  type OrderStatus,
} from '../domain';
import type { MessageKey } from './catalogue';
import type { MessageParams } from './translate';

type Translate = (key: MessageKey, params?: MessageParams) => string;

type PriceRuleCode = keyof typeof PRICE_RULE_MESSAGES;

const PRICE_RULE_CODES = new Map<string, PriceRuleCode>(
  (Object.keys(PRICE_RULE_MESSAGES) as PriceRuleCode[]).map((code) => [
    PRICE_RULE_MESSAGES[code],
    code,
  ]),
);

/**
 * A price rule's refusal (one of `PRICE_RULE_MESSAGES`) in the current language; any other text
 * (e.g. a server message) as it is.
 */
export function priceRuleText(t: Translate, message: string): string {
  const code = PRICE_RULE_CODES.get(message);
  return code ? t(`domain.priceRule.${code}`) : message;
}

type OrderMessageCode = Exclude<
  keyof typeof ORDER_MESSAGES,
  'tooManyChecked' | 'checkedOfSeveralShops'
>;

const ORDER_CODES = new Map<string, OrderMessageCode>(
  (Object.keys(ORDER_MESSAGES) as (keyof typeof ORDER_MESSAGES)[])
    .filter(
      (code): code is OrderMessageCode =>
        code !== 'tooManyChecked' && code !== 'checkedOfSeveralShops',
    )
    .map((code) => [ORDER_MESSAGES[code], code]),
);

/** An order rule's refusal (one of `ORDER_MESSAGES`) in the current language; others as they are. */
export function orderRuleText(t: Translate, message: string): string {
  const code = ORDER_CODES.get(message);
  return code ? t(`domain.order.${code}`, { max: MAX_GRAMS_PER_ORDER }) : message;
}

/** 'ja' / 'nee' (yes / no), as the lists show booleans. */
export function yesNoText(t: Translate, value: boolean | null | undefined): string {
  return formatYesNo(value, { yes: t('domain.yes'), no: t('domain.no') });
}

/** How staff call an order status. */
export function orderStatusText(t: Translate, status: OrderStatus): string {
  return t(`domain.orderStatus.${status}`);
}

/** The price model of a combination ('New' / 'Old'). */
export function priceModelText(t: Translate, model: 'New' | 'Old'): string {
  return t(`domain.priceModel.${model}`);
}

/** A board theme's name ('Standaard', 'Licht', …). */
export function boardThemeText(t: Translate, theme: BoardThemeId): string {
  return t(`domain.boardTheme.${theme}`);
}

/** A category icon's name ('Koffie', 'Wijn', …); the stored value stays the icon's id. */
export function categoryIconText(t: Translate, icon: CategoryIcon): string {
  return t(`domain.categoryIcon.${icon}`);
}

/** The board themes as a choice, named in the current language. */
export function boardThemeOptions(t: Translate): { value: BoardThemeId; label: string }[] {
  return BOARD_THEMES.map((theme) => ({ value: theme.id, label: boardThemeText(t, theme.id) }));
}

/** The category icons as a choice, named in the current language. */
export function categoryIconOptions(t: Translate): { value: CategoryIcon; label: string }[] {
  return CATEGORY_ICONS.map((icon) => ({ value: icon, label: categoryIconText(t, icon) }));
}
