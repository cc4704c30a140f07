/**
 * What a board shows now: the latest picture of its canvas, one per board (`board_screenshots`,
 * migration 0023). A board sends it with its secret; the server checks that it is a JPEG of at
 * most 640 px wide and 100 KB, draws it again with sharp (so only pixels are kept, no
 * metadata) and keeps it in place of the one before. Only staff of the shop read it.
 */
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { AppError } from '../../errors';

/** The widest picture a board sends. */
export const SCREENSHOT_MAX_WIDTH = 640;
/** The tallest (a portrait stage of 640 px wide is 1,138 px high). */
export const SCREENSHOT_MAX_HEIGHT = 1200;
/** The most bytes of one picture, as sent and as kept. */
export const SCREENSHOT_MAX_BYTES = 100 * 1024;

const JPEG_START = Buffer.from([0xff, 0xd8, 0xff]);

/**
 * The picture as it is kept: a JPEG drawn again from the pixels of `bytes`, which must be a
 * JPEG within the bounds (400 `screenshot_invalid` otherwise).
 */
export async function cleanScreenshot(
  bytes: Buffer,
): Promise<{ data: Buffer; width: number; height: number }> {
  const invalid = () => new AppError('SCREENSHOT_INVALID');
  if (bytes.length > SCREENSHOT_MAX_BYTES || !bytes.subarray(0, 3).equals(JPEG_START))
    throw invalid();
  let data: Buffer;
  let width: number;
  let height: number;
  try {
    const image = sharp(bytes, {
      failOn: 'error',
      limitInputPixels: SCREENSHOT_MAX_WIDTH * SCREENSHOT_MAX_HEIGHT,
    });
    const meta = await image.metadata();
    if (
      meta.format !== 'jpeg' ||
      !meta.width ||
      !meta.height ||
      meta.width > SCREENSHOT_MAX_WIDTH ||
      meta.height > SCREENSHOT_MAX_HEIGHT
    )
      throw invalid();
    const out = await image.jpeg({ quality: 75 }).toBuffer({ resolveWithObject: true });
    data = out.data;
    width = out.info.width;
    height = out.info.height;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw invalid();
  }
  if (data.length > SCREENSHOT_MAX_BYTES) throw invalid();
  return { data, width, height };
}

/** Keeps a board's picture in place of the one before. */
export async function storeScreenshot(
  db: Executor,
  shopId: string,
  boardId: string,
  picture: { data: Buffer; width: number; height: number },
  now: Date = new Date(),
): Promise<void> {
  await db.execute(
    sql`insert into "board_screenshots" ("shop_id", "board_id", "taken_at", "width", "height", "bytes")
      values (${shopId}, ${boardId}, ${now.toISOString()}::timestamptz, ${picture.width},
        ${picture.height}, ${picture.data})
      on conflict ("shop_id", "board_id") do update set "taken_at" = excluded."taken_at",
        "width" = excluded."width", "height" = excluded."height", "bytes" = excluded."bytes"`,
  );
}

/** A board's latest picture, or null. */
export async function readScreenshot(
  db: Executor,
  shopId: string,
  boardId: string,
): Promise<{ bytes: Buffer; takenAt: string } | null> {
  const [row] = await rowsOf<{ bytes: Buffer | Uint8Array; taken_at: Date | string }>(
    db,
    sql`select "bytes", "taken_at" from "board_screenshots"
      where "shop_id" = ${shopId} and "board_id" = ${boardId}`,
  );
  if (!row) return null;
  return { bytes: Buffer.from(row.bytes), takenAt: new Date(row.taken_at).toISOString() };
}
