import { webhookDeliveries, webhookEndpoints } from '../../server/db/schema';
import { rowsOf } from '../../server/db/rows';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DatabaseKind } from './api';
import { solidPicture } from './images';
import { startLayoutWorld, type LayoutWorld } from './layout';
import { uploadPicture } from './pictures';
import type { Tenant } from './fixtures';
import { waitForWorkflow, type WorkflowStep } from './workflow';

/**
 * Two shop groups with one of everything each, made through the API, for the tenancy matrix:
 * A's rows are what B's staff try to reach. Every name of a tenant's data carries its marker
 * (`Alfa`, `Bravo`), so an answer that shows another tenant's data is easy to spot.
 */
export interface TenantData {
  tenant: Tenant;
  marker: string;
  shopId: string;
  groupId: string;
  mainCategoryId: string;
  screenId: string;
  screenName: string;
  categoryId: string;
  categoryName: string;
  tableId: string;
  kindId: string;
  kindName: string;
  productId: string;
  productName: string;
  priceId: string;
  linkId: string;
  kindStrainId: string;
  kindTagId: string;
  kindFlavorId: string;
  orderId: string;
  /** A published picture of the group. */
  pictureName: string;
  /** A temporary upload of the group's admin, not published. */
  uploadKey: string;
  workflowId: string;
  /** A pending scheduled change of the row, a year ahead. */
  scheduledChangeId: string;
  /** An API key of the group. */
  apiKeyId: string;
  /** A happy hour of the link. */
  happyHourId: string;
  /** A webhook address of the group and one delivery to it (already given up). */
  webhookId: string;
  deliveryId: string;
}

/** The two tenants with their data, and the global words both use. */
export interface TenancyWorld {
  world: LayoutWorld;
  a: TenantData;
  b: TenantData;
  /** Global words, which kinds of every group use. */
  strainId: string;
  tagId: string;
  flavorId: string;
  /** Every id of A's data, users and group included. */
  aIds: string[];
}

async function createTenantData(
  world: LayoutWorld,
  tenant: Tenant,
  marker: string,
  words: { strainId: string; tagId: string; flavorId: string },
): Promise<TenantData> {
  const auth = tenant.admin.auth;
  const shopId = tenant.shopIds[0] as string;
  const created = async (url: string, body: object) =>
    (await world.ok<{ id: string }>(auth, 'POST', url, body, 201)).id;

  const mainCategoryId = await created('/v1/main-categories', {
    name: `${marker} Hoofdgroep`,
    shop_id: shopId,
  });
  const screenName = `${marker} Scherm`;
  const screenId = await created('/v1/screens', { name: screenName, shop_id: shopId });
  const categoryName = `${marker} Wiet`;
  const categoryId = await created('/v1/categories', {
    name: categoryName,
    shop_id: shopId,
    main_category_id: mainCategoryId,
    screens: [{ screen_id: screenId, column_number: 1 }],
  });
  const tableId = await created('/v1/tables', { name: `${marker} Tafel 1`, shop_id: shopId });
  const kindName = `${marker} Haze`;
  const kindId = await created('/v1/kinds', { name: kindName, shop_group_id: tenant.groupId });
  const productName = `${marker} Koffie`;
  const productId = await created('/v1/products', {
    name: productName,
    shop_group_id: tenant.groupId,
  });
  const priceId = await created('/v1/prices', {
    internal_product_id: `101${marker}`,
    shop_group_id: tenant.groupId,
    cannabis: [
      { quantity: 1, price: 10 },
      { quantity: 5, price: 45 },
    ],
  });
  const linkId = await created('/v1/shops-to-prices', {
    shop_id: shopId,
    price_id: priceId,
    category_id: categoryId,
    kind_id: kindId,
  });
  const scheduledChangeId = await created('/v1/scheduled-changes', {
    link_id: linkId,
    change: { type: 'availability', active: false },
    at: { date: `${new Date().getUTCFullYear() + 1}-06-01`, time: '09:00' },
  });
  const happyHourId = await created(`/v1/shops-to-prices/${linkId}/happy-hours`, {
    days: [1, 2, 3, 4, 5],
    from: '17:00',
    to: '19:00',
    percent: 20,
  });
  const apiKeyId = await created('/v1/api-keys', {
    shop_group_id: tenant.groupId,
    name: `${marker} Kassa`,
    scopes: ['menu:read', 'prices:write'],
  });
  // Written directly: the address need not resolve, and the delivery is never sent.
  const db = world.api.database.db;
  const [webhook] = await db
    .insert(webhookEndpoints)
    .values({
      shopGroupId: tenant.groupId,
      url: `https://hooks.example.invalid/${marker}`,
      events: ['prices.changed'],
      secret: `whsec_${marker}`,
    })
    .returning({ id: webhookEndpoints.id });
  const [delivery] = await db
    .insert(webhookDeliveries)
    .values({
      endpointId: webhook?.id as string,
      event: 'prices.changed',
      body: '{}',
      status: 'failed',
    })
    .returning({ id: webhookDeliveries.id });
  const kindStrainId = await created('/v1/kinds-to-strains', {
    kind_id: kindId,
    strain_id: words.strainId,
  });
  const kindTagId = await created('/v1/kinds-to-tags', {
    kind_id: kindId,
    tag_id: words.tagId,
    amount: 3,
  });
  const kindFlavorId = await created('/v1/kinds-to-flavors', {
    kind_id: kindId,
    flavor_id: words.flavorId,
  });
  const order = await world.call(undefined, 'POST', '/v1/orders', {
    shop_id: shopId,
    table_id: tableId,
    lines: [{ quantity: 1, description: '1g', kind_id: kindId }],
    notes: `${marker} bestelling`,
  });
  expect(order.statusCode, order.body).toBe(201);
  const picture = await uploadPicture(world, auth, await solidPicture(40, 30));
  await world.ok(auth, 'POST', '/v1/images/move', { keys: [picture.key] }, 200);
  const upload = await uploadPicture(world, auth, await solidPicture(30, 20));
  const started = await world.ok<{ process_id: string }>(
    auth,
    'POST',
    '/v1/wfo/start-content-workflow',
    { product_id: kindId, product_name: kindName },
    201,
  );
  await waitForWorkflow(() =>
    world.ok<WorkflowStep>(auth, 'GET', `/v1/wfo/get-workflow-current-step/${started.process_id}`),
  );
  return {
    tenant,
    marker,
    shopId,
    groupId: tenant.groupId,
    mainCategoryId,
    screenId,
    screenName,
    categoryId,
    categoryName,
    tableId,
    kindId,
    kindName,
    productId,
    productName,
    priceId,
    linkId,
    kindStrainId,
    kindTagId,
    kindFlavorId,
    orderId: order.json<{ id: string }>().id,
    pictureName: picture.name,
    uploadKey: upload.key,
    workflowId: started.process_id,
    scheduledChangeId,
    apiKeyId,
    happyHourId,
    webhookId: webhook?.id as string,
    deliveryId: delivery?.id as string,
  };
}

/** Starts the world: tenants A (`Alfa`, two shops) and B (`Bravo`, one shop) with their data. */
export async function startTenancyWorld(kind: DatabaseKind): Promise<TenancyWorld> {
  const world = await startLayoutWorld(kind, 'Matrix');
  const word = async (url: string, name: string) =>
    (await world.ok<{ id: string }>(world.root, 'POST', url, { name }, 201)).id;
  const words = {
    strainId: await word('/v1/strains', 'Gedeelde strain'),
    tagId: await word('/v1/tags', 'Gedeelde tag'),
    flavorId: await word('/v1/flavors', 'Gedeelde smaak'),
  };
  const a = await createTenantData(world, world.a, 'Alfa', words);
  const b = await createTenantData(world, world.b, 'Bravo', words);
  const aIds = [
    ...world.a.shopIds,
    world.a.admin.id,
    world.a.employee.id,
    ...Object.entries(a)
      .filter(([key, value]) => key.endsWith('Id') && typeof value === 'string')
      .map(([, value]) => value as string),
  ];
  return { world, a, b, ...words, aIds: [...new Set(aIds)] };
}

/**
 * A fingerprint of every table of the database: one hash of all rows per table. Two equal
 * snapshots mean no row was added, removed or changed.
 */
export async function databaseSnapshot(world: LayoutWorld): Promise<Record<string, string>> {
  const db = world.api.database.db;
  const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(db, query);
  const tables = await rows<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const snapshot: Record<string, string> = {};
  for (const { name } of tables) {
    const [hash] = await rows<{ hash: string | null }>(
      sql.raw(
        `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from "${name}" t`,
      ),
    );
    snapshot[name] = hash?.hash ?? '';
  }
  return snapshot;
}
