import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { QR_QUIET_ZONE, orderPageUrl, qrDrawing } from './tableLinks';

/** Paints the drawing's path into RGBA pixels, `scale` pixels a module, and reads it back. */
function decode(text: string, scale = 4): string | null {
  const { size, path } = qrDrawing(text);
  const width = size * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const match of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    const [x, y, run] = [Number(match[1]), Number(match[2]), Number(match[3])];
    for (let py = y * scale; py < (y + 1) * scale; py += 1) {
      for (let px = x * scale; px < (x + run) * scale; px += 1) {
        const at = (py * width + px) * 4;
        pixels[at] = 0;
        pixels[at + 1] = 0;
        pixels[at + 2] = 0;
      }
    }
  }
  return jsQR(pixels, width, width)?.data ?? null;
}

describe('table links', () => {
  it('point at the order page of the shop and table', () => {
    expect(orderPageUrl('https://bestel.example', 'shop-1', 'tafel 1')).toBe(
      'https://bestel.example/order/shop-1/tafel%201',
    );
  });

  it('draw a QR code that reads back as the address, inside a quiet zone', () => {
    const url = orderPageUrl(
      'https://pricelist.example.nl',
      '0b6c2f0e-3c1d-4d55-9a43-2f6f0c1e9a10',
      '7e1a9c4b-55aa-4c3e-8f2b-1d2e3f4a5b6c',
    );
    expect(decode(url)).toBe(url);
    const { size, path } = qrDrawing(url);
    // Version 5 or so for an address this long: 37 modules and the zone on each side.
    expect(size).toBeGreaterThanOrEqual(21 + 2 * QR_QUIET_ZONE);
    const starts = [...path.matchAll(/M(\d+) (\d+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
    expect(Math.min(...starts.flat())).toBe(QR_QUIET_ZONE);
    expect(Math.max(...starts.map(([, y]) => y ?? 0))).toBe(size - QR_QUIET_ZONE - 1);
  });
});
