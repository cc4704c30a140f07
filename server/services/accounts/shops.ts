import type { Shop } from '../../../src/domain/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import {
  DEFAULT_TIME_ZONE,
  defaultBoardList,
  isTimeZone,
  sellsCannabis,
  sellsHoreca,
  shopThemeOf,
  type ShopConfig,
  type ShopType,
} from '../../../src/domain';
import type { Principal } from '../../auth/principal';
import type { Executor } from '../../db/client';
import { listOf, type ListQueryInput, type ListResult, type ListSpec } from '../../http/list-query';

import {
  categories,
  mainCategories,
  shopGroupShops,
  shopGroups,
  shopTables,
  shops,
} from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { msg } from '../../i18n';
import { CLOCK_MESSAGES } from '../clock/clock-settings';
import { setAllowedAddresses } from '../orders/allowed-addresses';

type ShopRow = typeof shops.$inferSelect;

/** A shop with every setting filled in: a shop that never chose a theme has the default. */
const SHOP_LIST: ListSpec = {
  resource: 'shops',
  fields: {
    id: { column: shops.id, type: 'uuid' },
    name: { column: shops.name, type: 'text' },
    is_using_multiscreen: { column: shops.isUsingMultiscreen, type: 'boolean' },
    shop_type: { column: shops.shopType, type: 'text' },
    active: { column: shops.active, type: 'boolean' },
    modified_at: { column: shops.modifiedAt, type: 'date' },
    created_at: { column: shops.createdAt, type: 'date' },
  },
  defaultSort: [sql`lower(${shops.name})`, sql`${shops.id}`],
};

export type ShopView = Omit<Shop, 'config'> & {
  config: Required<Pick<ShopConfig, 'use_truncated_prices' | 'theme'>>;
};

export async function presentShops(db: Executor, rows: ShopRow[]): Promise<ShopView[]> {
  if (!rows.length) return [];
  const memberships = await db
    .select()
    .from(shopGroupShops)
    .where(
      inArray(
        shopGroupShops.shopId,
        rows.map((s) => s.id),
      ),
    )
    .orderBy(shopGroupShops.shopGroupId);
  return rows.map((shop) => {
    const groupIds = memberships.filter((m) => m.shopId === shop.id).map((m) => m.shopGroupId);
    return {
      id: shop.id,
      name: shop.name,
      description: shop.description,
      is_using_multiscreen: shop.isUsingMultiscreen,
      shop_type: shop.shopType,
      active: shop.active,
      default_list: defaultBoardList(shop.shopType, shop.config.default_list),
      time_zone: shop.timeZone || DEFAULT_TIME_ZONE,
      config: {
        use_truncated_prices: shop.config.use_truncated_prices === true,
        theme: shopThemeOf(shop.config),
      },
      shop_group_id: groupIds[0] ?? null,
      shop_group_ids: groupIds,
      modified_at: shop.modifiedAt.toISOString(),
    };
  });
}

export async function getShopRow(db: Executor, id: string): Promise<ShopRow> {
  const [row] = await db.select().from(shops).where(eq(shops.id, id));
  if (!row) throw notFound('Shop');
  return row;
}

export async function getShopView(db: Executor, id: string): Promise<ShopView> {
  const [view] = await presentShops(db, [await getShopRow(db, id)]);
  return view as ShopView;
}

async function assertNameFree(db: Executor, name: string, exceptId?: string) {
  const [clash] = await db
    .select({ id: shops.id })
    .from(shops)
    .where(eq(sql`lower(${shops.name})`, name.trim().toLowerCase()));
  if (clash && clash.id !== exceptId) throw conflict('A shop with this name already exists.');
}

/** What a new shop is made with; `createShop` checks every field. */
export interface NewShop {
  name: string;
  description?: string | undefined;
  shop_type?: ShopType | undefined;
  shop_group_id?: string | undefined;
  time_zone?: string | undefined;
  allowed_ips?: string[] | undefined;
  empty?: boolean | undefined;
}

function checkedTimeZone(zone: string): string {
  if (!isTimeZone(zone)) throw badRequest(CLOCK_MESSAGES.bad_time_zone, ['body', 'time_zone']);
  return zone;
}

/**
 * What a shop of `type` starts with, so its board, its order page and the price form work at
 * once: a main category and a first category for each list it sells (its board says the list
 * is empty until a row is added), and one table for the order page and its QR code.
 */
async function insertShopStart(tx: Executor, shopId: string, type: ShopType): Promise<void> {
  const lists = [
    ...(sellsCannabis(type)
      ? [{ main: 'Cannabis', mainEn: 'Cannabis', icon: 'cannabis', name: 'Wiet', nameEn: 'Weed' }]
      : []),
    ...(sellsHoreca(type)
      ? [
          {
            main: 'Horeca',
            mainEn: 'Hospitality',
            icon: 'coffee',
            name: 'Dranken',
            nameEn: 'Drinks',
          },
        ]
      : []),
  ];
  for (const [orderNumber, list] of lists.entries()) {
    const [main] = await tx
      .insert(mainCategories)
      .values({ shopId, name: list.main, nameEn: list.mainEn, icon: list.icon, orderNumber })
      .returning({ id: mainCategories.id });
    await tx.insert(categories).values({
      shopId,
      mainCategoryId: main?.id,
      name: list.name,
      nameEn: list.nameEn,
      cannabis: list.main === 'Cannabis',
      orderNumber,
    });
  }
  await tx.insert(shopTables).values({ shopId, name: 'Tafel 1' });
}

/**
 * Makes a shop with everything it needs to show a board and take orders, in the group given
 * (checked by the route against the caller's groups). Run it through the writer.
 */
export async function createShop(tx: Executor, input: NewShop): Promise<string> {
  await assertNameFree(tx, input.name);
  if (input.shop_group_id !== undefined) {
    const [group] = await tx
      .select({ id: shopGroups.id })
      .from(shopGroups)
      .where(eq(shopGroups.id, input.shop_group_id));
    if (!group) throw notFound('Shop group');
  }
  const type = input.shop_type ?? 'cannabis';
  const [row] = await tx
    .insert(shops)
    .values({
      name: input.name.trim(),
      description: input.description ?? '',
      shopType: type,
      timeZone: checkedTimeZone(input.time_zone ?? DEFAULT_TIME_ZONE),
    })
    .returning({ id: shops.id });
  if (!row) throw new Error('insert returned no row');
  if (input.shop_group_id !== undefined) {
    await tx.insert(shopGroupShops).values({ shopGroupId: input.shop_group_id, shopId: row.id });
  }
  if (input.allowed_ips?.length) await setAllowedAddresses(tx, row.id, input.allowed_ips);
  if (!input.empty) await insertShopStart(tx, row.id, type);
  return row.id;
}

/** Changes a shop's own fields in one statement; run it through the writer so its boards reload. */
export async function updateShop(
  db: Executor,
  id: string,
  changes: {
    name?: string | undefined;
    description?: string | undefined;
    shopType?: ShopType | undefined;
    timeZone?: string | undefined;
    isUsingMultiscreen?: boolean | undefined;
    active?: boolean | undefined;
    config?: Partial<ShopConfig> | undefined;
  },
): Promise<void> {
  // A body that is no JSON object (another content type) names nothing: no empty update.
  if (Object.values(changes).every((value) => value === undefined)) {
    throw badRequest(msg('services.shopNothingToChange'));
  }
  if (changes.name !== undefined) await assertNameFree(db, changes.name, id);
  const updated = await db
    .update(shops)
    .set({
      ...(changes.name !== undefined && { name: changes.name.trim() }),
      ...(changes.description !== undefined && { description: changes.description }),
      ...(changes.shopType !== undefined && { shopType: changes.shopType }),
      ...(changes.timeZone !== undefined && { timeZone: checkedTimeZone(changes.timeZone) }),
      ...(changes.isUsingMultiscreen !== undefined && {
        isUsingMultiscreen: changes.isUsingMultiscreen,
      }),
      ...(changes.active !== undefined && { active: changes.active }),
      ...(changes.config && {
        config: sql`${shops.config} || ${JSON.stringify(changes.config)}::jsonb`,
      }),
    })
    .where(eq(shops.id, id))
    .returning({ id: shops.id });
  if (!updated.length) throw notFound('Shop');
}

/** The caller's shops (every shop for a superuser), a page of them. */
export function listShops(
  db: Executor,
  principal: Principal,
  query: ListQueryInput,
): Promise<ListResult<ShopView[]>> {
  const scope = principal.isSuperuser ? undefined : inArray(shops.id, principal.shopIds);
  return listOf(db, shops, SHOP_LIST, query, scope, (rows) => presentShops(db, rows));
}
