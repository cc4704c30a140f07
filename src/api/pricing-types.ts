/** Pricing shapes of the API: price combinations and the price links of shops. */
export type {
  MenuImportPreview,
  MenuImportResult,
  MenuImportRowChange,
  Price,
  PriceInput,
  ShopPrice,
  ShopLink,
  ShopLinkInput,
} from '../domain/contract';
