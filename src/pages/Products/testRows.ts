/** Price links and categories for the unit tests of the products pages. */
import type { Category, ShopLink } from '../../api/types';
import type { PriceEntry } from '../../domain';

export function entry(label: string, price: number, active = true): PriceEntry {
  const quantity = Number.parseFloat(label);
  return { label, quantity, price, active };
}

export function link(overrides: Partial<ShopLink> & { id: string }): ShopLink {
  return {
    shop_id: 'shop',
    price_id: 'price-1',
    category_id: 'weed',
    kind_id: 'kind',
    product_id: null,
    active: true,
    new: false,
    order_number: 0,
    deactivated_labels: [],
    action_labels: [],
    use_half: false,
    use_one: false,
    use_two_five: false,
    use_five: false,
    use_joint: false,
    use_piece: false,
    created_at: '2024-07-19T09:00:00.000Z',
    modified_at: '2024-07-19T09:00:00.000Z',
    internal_product_id: '10001',
    json_prices: [entry('1g', 8), entry('2.5g', 19), entry('5g', 36)],
    product_name: 'Kind',
    product_short_description_nl: '',
    ...overrides,
  };
}

export function category(
  id: string,
  name: string,
  screenIds: string[] = [],
): Pick<Category, 'id' | 'name' | 'screens'> {
  return {
    id,
    name,
    screens: screenIds.map((screen_id, order_number) => ({
      screen_id,
      order_number,
      column_number: 0,
      advanced_options: {} as Category['screens'][number]['advanced_options'],
    })),
  };
}
