import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images, kinds, prices, products, shopsToPrices } from '../../server/db/schema';
import { testDatabases } from '../support/api';
import { solidPicture } from '../support/images';
import {
  expectCacheBumps,
  linkCategory,
  startLayoutWorld,
  type LayoutWorld,
} from '../support/layout';
import { publishedPicture, uploadPicture } from '../support/pictures';

type Body = Record<string, unknown> & { id: string };

describe.each(testDatabases())('pictures of kinds, products and categories on %s', (kind) => {
  let w: LayoutWorld;
  let shopA: string;
  let shopA2: string;
  let shopB: string;
  let categoryA: Body;
  let kindA: Body;
  let productA: Body;

  /** Puts a product on a shop's board (price links are another module's API). */
  async function linkProduct(shopId: string, categoryId: string, productId: string) {
    const db = w.api.database.db;
    const [price] = await db
      .insert(prices)
      .values({ internalProductId: String(Date.now()), shopGroupId: w.a.groupId })
      .returning({ id: prices.id });
    await db
      .insert(shopsToPrices)
      .values({ shopId, categoryId, priceId: price?.id ?? '', productId });
  }

  beforeAll(async () => {
    w = await startLayoutWorld(kind, 'Pic');
    [shopA, shopA2] = w.a.shopIds as [string, string];
    shopB = w.b.shopIds[0] as string;
    const auth = w.a.employee.auth;
    categoryA = await w.ok<Body>(auth, 'POST', '/v1/categories', { shop_id: shopA, name: 'Wiet' });
    // The link's kind is the one on shop A's board.
    const linkId = await linkCategory(w, w.a, shopA, categoryA.id);
    const [link] = await w.api.database.db
      .select({ kindId: shopsToPrices.kindId })
      .from(shopsToPrices)
      .where(eq(shopsToPrices.id, linkId));
    kindA = await w.ok<Body>(auth, 'GET', `/v1/kinds/${link?.kindId}`);
    productA = await w.ok<Body>(auth, 'POST', '/v1/products', {
      name: 'Cola',
      shop_group_id: w.a.groupId,
    });
    await linkProduct(shopA, categoryA.id, productA.id);
  });
  afterAll(() => w?.api.close());

  const feedOf = async (shopId: string) =>
    (await w.ok<{ prices: Record<string, unknown>[] }>(undefined, 'GET', `/v1/shops/${shopId}`))
      .prices;

  const entities = () =>
    [
      ['category', `/v1/categories/${categoryA.id}`, categoryA, 'image_2'],
      ['kind', `/v1/kinds/${kindA.id}`, kindA, 'image_6'],
      ['product', `/v1/products/${productA.id}`, productA, 'image_4'],
    ] as const;

  it('refuses unknown, unpublished and other tenants’ picture names with 400 per slot', async () => {
    const ofB = await publishedPicture(w, w.b.employee.auth);
    const unpublished = await uploadPicture(w, w.a.employee.auth, await solidPicture(8, 8));
    for (const [type, url, body, slot] of entities()) {
      for (const name of ['bestaat-niet.png', ofB, unpublished.name, unpublished.key]) {
        const response = await w.call(w.a.employee.auth, 'PUT', url, { ...body, [slot]: name });
        expect(response.statusCode, `${type} ${name}: ${response.body}`).toBe(400);
        expect(response.json().validation_errors).toEqual([
          { loc: ['body', slot], msg: expect.stringContaining(name), ctx: { value: name } },
        ]);
      }
      const stored = await w.ok<Body>(w.a.employee.auth, 'GET', url);
      expect(stored[slot], type).toBeNull();
    }
  });

  it('refuses the same picture names when an item is created, and takes a published one', async () => {
    const ofB = await publishedPicture(w, w.b.employee.auth);
    const unpublished = await uploadPicture(w, w.a.employee.auth, await solidPicture(8, 8));
    const mine = await publishedPicture(w, w.a.employee.auth);
    const creations = [
      ['category', '/v1/categories', { shop_id: shopA, name: 'Nieuw' }, 'image_1'],
      ['kind', '/v1/kinds', { name: 'Nieuwe soort', shop_group_id: w.a.groupId }, 'image_3'],
      ['product', '/v1/products', { name: 'Nieuw', shop_group_id: w.a.groupId }, 'image_1'],
    ] as const;
    for (const [type, url, body, slot] of creations) {
      const names = [
        'bestaat-niet.png',
        ofB,
        unpublished.name,
        unpublished.key,
        '../../secret-key',
      ];
      for (const name of names) {
        const response = await w.call(w.a.employee.auth, 'POST', url, { ...body, [slot]: name });
        expect(response.statusCode, `${type} ${name}: ${response.body}`).toBe(400);
        expect(response.json().validation_errors).toEqual([
          { loc: ['body', slot], msg: expect.stringContaining(name), ctx: { value: name } },
        ]);
      }
      const created = await w.ok<Body>(w.a.employee.auth, 'POST', url, { ...body, [slot]: mine });
      expect(created[slot], type).toBe(mine);
    }
  });

  it('refuses to delete a shop group while a category shows one of its pictures', async () => {
    const root = w.root;
    const group = await w.ok<Body>(root, 'POST', '/v1/shop-groups', {
      name: 'Tijdelijke groep',
      shop_ids: [],
    });
    const picture = await publishedPicture(w, root, `?shop_group_id=${group.id}`);
    const category = await w.ok<Body>(root, 'POST', '/v1/categories', {
      shop_id: shopA,
      name: 'Met groepsfoto',
      image_1: picture,
    });
    const refused = await w.call(root, 'DELETE', `/v1/shop-groups/${group.id}`);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().detail).toBe(
      `Pictures of this shop group are still shown by 1 item ("Met groepsfoto"); choose other pictures for them first.`,
    );
    const [record] = await w.api.database.db.select().from(images).where(eq(images.name, picture));
    expect(record?.shopGroupId).toBe(group.id);
    await w.ok(root, 'PUT', `/v1/categories/${category.id}`, { ...category, image_1: null });
    expect((await w.call(root, 'DELETE', `/v1/shop-groups/${group.id}`)).statusCode).toBe(204);
  });

  it('takes a published picture, moves the cache status of the shops showing it, and feeds it', async () => {
    for (const [type, url, body, slot] of entities()) {
      const name = await publishedPicture(w, w.a.employee.auth);
      const saved = await expectCacheBumps(w, { bumped: [shopA], unchanged: [shopA2, shopB] }, () =>
        w.ok<Body>(w.a.employee.auth, 'PUT', url, { ...body, [slot]: name }, 200),
      );
      expect(saved[slot], type).toBe(name);
    }
    // The board's feed names the first picture slot of each.
    const [category, kindPicture, productPicture] = [
      await publishedPicture(
        w,
        w.a.employee.auth,
        '?purpose=category',
        await solidPicture(2000, 880),
      ),
      await publishedPicture(w, w.a.employee.auth),
      await publishedPicture(w, w.a.employee.auth),
    ];
    await w.ok(
      w.a.employee.auth,
      'PUT',
      `/v1/categories/${categoryA.id}`,
      {
        ...categoryA,
        image_1: category,
      },
      200,
    );
    await w.ok(
      w.a.employee.auth,
      'PUT',
      `/v1/kinds/${kindA.id}`,
      { ...kindA, image_1: kindPicture },
      200,
    );
    await w.ok(
      w.a.employee.auth,
      'PUT',
      `/v1/products/${productA.id}`,
      {
        ...productA,
        image_1: productPicture,
      },
      200,
    );
    const feed = await feedOf(shopA);
    expect(feed.find((item) => item.kind_id === kindA.id)).toMatchObject({
      category_image_1: category,
      kind_image: kindPicture,
      image_1: kindPicture,
    });
    expect(feed.find((item) => item.product_image !== null)).toMatchObject({
      category_image_1: category,
      product_image: productPicture,
    });
  });

  it('accepts global pictures, clearing a slot, and names the item kept from before', async () => {
    const global = await publishedPicture(w, w.root);
    await w.ok(
      w.a.employee.auth,
      'PUT',
      `/v1/kinds/${kindA.id}`,
      { ...kindA, image_5: global },
      200,
    );
    const cleared = await w.ok<Body>(
      w.a.employee.auth,
      'PUT',
      `/v1/kinds/${kindA.id}`,
      {
        ...kindA,
        image_5: null,
      },
      200,
    );
    expect(cleared.image_5).toBeNull();
    // A name stored before the image library existed may stay; it only cannot be newly set.
    await w.api.database.db
      .update(kinds)
      .set({ image3: 'oud-1-1.png' })
      .where(eq(kinds.id, kindA.id));
    await w.api.database.db
      .update(products)
      .set({ image3: 'oud-1-1.png' })
      .where(eq(products.id, productA.id));
    const kept = await w.ok<Body>(w.a.employee.auth, 'GET', `/v1/kinds/${kindA.id}`);
    await w.ok(
      w.a.employee.auth,
      'PUT',
      `/v1/kinds/${kindA.id}`,
      { ...kept, name: 'Hernoemd' },
      200,
    );
    const moved = await w.call(w.a.employee.auth, 'PUT', `/v1/products/${productA.id}`, {
      ...productA,
      image_4: 'oud-1-1.png',
    });
    expect(moved.statusCode).toBe(400);
  });
});
