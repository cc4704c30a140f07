/**
 * Pictures on a multi-screen board: a category picture uploaded through the API (as the
 * picture page does) replaces the category's name on the Head Shop's landscape screen, row
 * images come from the resize service at twice their 32x32 box, and a picture that cannot be
 * loaded leaves the category's name instead of a hole.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { HTTPResponse, Page } from 'puppeteer-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataRow, TitleRow } from '../../renderer/layout';
import {
  boardRows,
  openBoard,
  startBoardWorld,
  waitForBoard,
  type BoardWorld,
} from './board-support';

const LANDSCAPE = { width: 1920, height: 1080 };
/** A colour no theme uses, so the picture's pixels can be told apart on a screenshot. */
const MAGENTA = { r: 255, g: 0, b: 255 };

interface Placement {
  screen_id: string;
  order_number: number;
  column_number: number;
  advanced_options: Record<string, unknown>;
}

interface Category {
  id: string;
  name: string;
  shop_id: string;
  image_1: string | null;
  screens: Placement[];
}

interface Uploaded {
  key: string;
  name: string;
  width: number;
  height: number;
}

let world: BoardWorld;
let page: Page;
let screenId: string;
const pictureResponses: { url: string; status: number; width: number; height: number }[] = [];

/** Decodes the resize request of a `/img/…` address. */
function resizeRequest(url: string): { key: string; edits: { resize: { width: number } } } {
  const encoded = decodeURIComponent(new URL(url).pathname.slice('/img/'.length));
  return JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as ReturnType<
    typeof resizeRequest
  >;
}

async function recordPicture(response: HTTPResponse): Promise<void> {
  if (!new URL(response.url()).pathname.startsWith('/img/')) return;
  let width = 0;
  let height = 0;
  const body = response.ok() ? await response.buffer().catch(() => Buffer.alloc(0)) : null;
  if (body && body.length > 0) {
    const meta = await sharp(body).metadata();
    width = meta.width;
    height = meta.height;
  }
  pictureResponses.push({ url: response.url(), status: response.status(), width, height });
}

/** Uploads a solid picture as the given purpose and publishes it. */
async function uploadPicture(
  width: number,
  height: number,
  purpose: 'category' | 'kind',
  colour = MAGENTA,
): Promise<Uploaded> {
  const png = await sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'picture.png');
  const response = await fetch(`${world.server.baseUrl}/v1/images/upload?purpose=${purpose}`, {
    method: 'POST',
    headers: { authorization: world.auth },
    body: form,
  });
  expect(response.status).toBe(201);
  const uploaded = (await response.json()) as Uploaded;
  await world.api('POST', '/v1/images/move', { keys: [uploaded.key] });
  return uploaded;
}

/** The Head Shop's category `name`. */
async function category(name: string): Promise<Category> {
  const shopId = world.shops['Head Shop'] as string;
  const list = await world.api<Category[]>(
    'GET',
    `/v1/categories/?filter=shop_id:${shopId}&filter=name:${encodeURIComponent(name)}`,
  );
  const found = list.find((item) => item.name === name);
  if (!found) throw new Error(`No category ${name} in the Head Shop.`);
  return world.api<Category>('GET', `/v1/categories/${found.id}`);
}

/** Shows `picture` for the category on the landscape screen (or only sets it, `show` false). */
async function setCategoryPicture(name: string, picture: string | null, show = true) {
  const current = await category(name);
  const screens = current.screens.map((placement) =>
    placement.screen_id === screenId
      ? {
          ...placement,
          advanced_options: { ...placement.advanced_options, enable_image_for_category: show },
        }
      : placement,
  );
  await world.api('PUT', `/v1/categories/${current.id}`, {
    name: current.name,
    image_1: picture,
    screens,
  });
  return current.id;
}

const titles = async () =>
  ((await boardRows(page))?.rows ?? []).filter((row): row is TitleRow => row.kind === 'title');

beforeAll(async () => {
  world = await startBoardWorld();
  const screens = await world.screens(world.shops['Head Shop'] as string);
  const landscape = screens.find((screen) => screen.orientation === 'landscape');
  if (!landscape) throw new Error('The Head Shop has no landscape screen.');
  screenId = landscape.id;
  page = await world.browser.newPage();
  page.on('response', (response) => void recordPicture(response));
});

afterAll(async () => {
  await world?.close();
});

describe('pictures on a multi-screen board', () => {
  it('gives the demo categories pictures the resize service serves', async () => {
    const pictures = await world.api<{ name: string; purpose: string; width: number }[]>(
      'GET',
      '/v1/images/?filter=purpose:category&limit=100',
    );
    const hasj = await category('Hasj');
    expect(hasj.image_1).toMatch(/^[0-9a-f]{32}-1920x845\.png$/);
    expect(pictures.map((picture) => picture.name)).toContain(hasj.image_1);
    const request = {
      bucket: 'pricelist-images',
      key: hasj.image_1,
      edits: { resize: { width: 200 } },
    };
    const encoded = Buffer.from(JSON.stringify(request)).toString('base64');
    const response = await fetch(`${world.server.baseUrl}/img/${encoded}`);
    expect(response.status).toBe(200);
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 200, 88]);
  });

  it('shows an uploaded category picture with the name kept over it, sized by the service', async () => {
    const picture = await uploadPicture(1920, 845, 'category');
    const categoryId = await setCategoryPicture('Wiet', picture.name);
    await openBoard(
      page,
      `${world.server.baseUrl}/pricelist/${world.shops['Head Shop']}/landscape/${screenId}`,
      LANDSCAPE,
    );

    const title = (await titles()).find((row) => row.categoryId === categoryId && !row.continued);
    expect(title?.image?.key).toBe(picture.name);
    // The category's name stays readable over its picture.
    expect(title?.title?.text).toBe('Wiet');
    const box = title?.image;
    if (!box) throw new Error('No picture box.');

    const served = pictureResponses.find((r) => resizeRequest(r.url).key === picture.name);
    expect(served?.status).toBe(200);
    // Fetched at twice the stage size, contained in the requested box.
    expect(served?.width).toBe(Math.round(box.w * 2));
    expect(served?.height).toBe(Math.round(box.h * 2));

    // The picture's colour is on the screen where the box is.
    const shot = Buffer.from(await page.screenshot({ type: 'png' }));
    const { data, info } = await sharp(shot).raw().toBuffer({ resolveWithObject: true });
    // Picture boxes are placed within their row.
    const cx = Math.round((title?.x ?? 0) + box.x + box.w / 2);
    const cy = Math.round((title?.y ?? 0) + box.y + box.h / 2);
    const at = (cy * info.width + cx) * info.channels;
    expect([data[at], data[at + 1], data[at + 2]]).toEqual([MAGENTA.r, MAGENTA.g, MAGENTA.b]);
  });

  it('draws row images from the service at twice their 32x32 box', async () => {
    const rows = ((await boardRows(page))?.rows ?? []).filter(
      (row): row is DataRow => row.kind === 'row',
    );
    const withImage = rows.find((row) => row.image);
    if (!withImage) {
      // The demo's Wiet placement shows images; give one of its kinds a picture.
      const layoutRow = rows[0];
      if (!layoutRow) throw new Error('The board has no rows.');
      const link = await world.api<{ kind_id: string | null }>(
        'GET',
        `/v1/shops-to-prices/${layoutRow.key}`,
      );
      if (!link.kind_id) throw new Error('The first row is not a kind.');
      const picture = await uploadPicture(400, 400, 'kind', { r: 0, g: 200, b: 255 });
      const kind = await world.api<{ name: string }>('GET', `/v1/kinds/${link.kind_id}`);
      await world.api('PUT', `/v1/kinds/${link.kind_id}`, {
        name: kind.name,
        image_1: picture.name,
      });
      await waitForBoard(page, 2);
    }
    const row = ((await boardRows(page))?.rows ?? []).find(
      (item): item is DataRow => item.kind === 'row' && item.image !== null,
    );
    expect(row?.image).toMatchObject({ w: 32, h: 32 });
    const served = pictureResponses.find((r) => resizeRequest(r.url).key === row?.image?.key);
    expect(served).toMatchObject({ status: 200, width: 64, height: 64 });
  });

  it('names the category when its picture cannot be loaded', async () => {
    const picture = await uploadPicture(1920, 845, 'category', { r: 10, g: 120, b: 40 });
    // The stored file goes missing behind the server's back.
    await rm(join(world.server.dataDir, 'images', picture.name), { force: true });
    const categoryId = await setCategoryPicture('Hasj', picture.name);
    await waitForBoard(page, 3);
    await page.waitForFunction(
      (id: string) =>
        window.pricelistBoard
          ?.rows()
          ?.rows.some(
            (row) => row.kind === 'title' && row.categoryId === id && row.title !== null,
          ) ?? false,
      { timeout: 30_000, polling: 200 },
      categoryId,
    );
    const title = (await titles()).find((row) => row.categoryId === categoryId);
    expect(title?.image).toBeNull();
    expect(title?.title?.text).toBe('Hasj');
    const failed = pictureResponses.find((r) => resizeRequest(r.url).key === picture.name);
    expect(failed?.status).toBe(404);
  });
});
