/** A shop's and its screens' board language settings, as the back office reads and writes them. */
import { Type, type Static } from 'typebox';
import { Id, Nullable } from './common';

const Mode = Type.Enum(['nl', 'en', 'both']);

/** A screen's board language: null follows the shop. */
export const ScreenBoardLanguageSetting = Type.Object({
  screen_id: Id,
  name: Type.String(),
  mode: Nullable(Mode),
  seconds: Nullable(Type.Integer()),
});
export type ScreenBoardLanguageSetting = Static<typeof ScreenBoardLanguageSetting>;

/** A shop's board language and that of each of its screens. */
export const ShopBoardLanguage = Type.Object({
  shop_id: Id,
  mode: Mode,
  seconds: Type.Integer(),
  screens: Type.Array(ScreenBoardLanguageSetting),
});
export type ShopBoardLanguage = Static<typeof ShopBoardLanguage>;

/** A shop's board language as the back office sends it. */
export const ShopBoardLanguageBody = Type.Object({
  mode: Mode,
  seconds: Type.Integer(),
});
export type ShopBoardLanguageBody = Static<typeof ShopBoardLanguageBody>;

/** A screen's board language as the back office sends it: 'inherit' follows the shop. */
export const ScreenBoardLanguageBody = Type.Object({
  mode: Type.Enum(['inherit', 'nl', 'en', 'both']),
  seconds: Nullable(Type.Integer()),
});
export type ScreenBoardLanguageBody = Static<typeof ScreenBoardLanguageBody>;
