import { and, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../db/client';
import { categories, images, shopGroupShops } from '../db/schema';
import type { ImageStorage } from '../images/storage';
import { newPictureName } from '../images/keys';

/** Category pictures are 5 / 2.2; this is the smallest size uploads accept. */
const WIDTH = 1920;
const HEIGHT = 845;

/** A valid `rrggbb` colour, or a green for a category without one. */
function hexColour(value: string | null): string {
  const hex = (value ?? '').replace(/^#/, '');
  return /^[0-9a-f]{6}$/i.test(hex) ? hex : '2e7d32';
}

/**
 * A banner in the category's colour: a diagonal gradient with soft rings, no text (the board
 * shows it instead of the category's name only where a screen asks for pictures).
 */
export function bannerSvg(colour: string, seed: number): string {
  const rings = Array.from({ length: 7 }, (_, i) => {
    const x = ((seed * 37 + i * 293) % WIDTH) + 40;
    const y = ((seed * 53 + i * 131) % HEIGHT) + 20;
    const r = 90 + ((seed + i * 61) % 220);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="#fff" stroke-opacity="0.18" stroke-width="${18 + (i % 3) * 10}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="#${colour}"/><stop offset="1" stop-color="#111"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>${rings}</svg>`;
}

/**
 * Gives every demo category without a picture a generated banner, stored as a published
 * picture of the category's shop group. Runs once, right after the demo data is created.
 * Answers how many pictures were made.
 */
export async function seedDemoPictures(db: Database, storage: ImageStorage): Promise<number> {
  const rows = await db
    .select({ id: categories.id, color: categories.color, groupId: shopGroupShops.shopGroupId })
    .from(categories)
    .innerJoin(shopGroupShops, eq(shopGroupShops.shopId, categories.shopId))
    .where(isNull(categories.image1));
  const seen = new Set<string>();
  let made = 0;
  for (const [index, row] of rows.entries()) {
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    const bytes = await sharp(Buffer.from(bannerSvg(hexColour(row.color), index + 1)))
      .png({ compressionLevel: 9 })
      .toBuffer();
    const name = newPictureName('png', WIDTH, HEIGHT);
    await storage.put(name, bytes, 'image/png');
    await db.transaction(async (tx) => {
      await tx.insert(images).values({
        name,
        status: 'published',
        shopGroupId: row.groupId,
        width: WIDTH,
        height: HEIGHT,
        bytes: bytes.length,
        contentType: 'image/png',
        purpose: 'category',
        publishedAt: new Date(),
      });
      await tx
        .update(categories)
        .set({ image1: name })
        .where(and(eq(categories.id, row.id), isNull(categories.image1)));
    });
    made += 1;
  }
  return made;
}
