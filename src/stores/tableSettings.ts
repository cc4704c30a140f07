/**
 * Tables keep their settings (paging, sorting, filters) in the browser under keys starting with
 * {@link TABLE_SETTINGS_KEY_PREFIX} followed by the table's name.
 */
export const TABLE_SETTINGS_KEY_PREFIX = 'table-settings:';

/** Settings of the order tables sit under keys starting with this. */
const ORDER_TABLES_PREFIX = `${TABLE_SETTINGS_KEY_PREFIX}orders`;

/** Order tables belong to one shop, so their saved settings go when the shop changes. */
export function clearOrderTableSettings(storages: readonly Storage[]): void {
  for (const storage of storages) {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(ORDER_TABLES_PREFIX)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  }
}
