/** Shapes of a shop's menu structure: categories, main categories, screens and tables. */
export type {
  Category,
  CategoryInput,
  CategoryPlacement,
  CategoryPlacementInput,
  MainCategory,
  MainCategoryInput,
  Screen,
  ScreenInput,
  PublicTable,
  ShopTable,
  ShopTableInput,
} from '../domain/contract';
