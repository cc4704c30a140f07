import { describe, expect, it } from 'vitest';
import { MAX_OUTPUT_PIXELS, MAX_OUTPUT_SIDE, planResize } from './resize-bounds';
import type { ResizeFit } from './resize-request';

const FITS: ResizeFit[] = ['contain', 'cover', 'fill', 'inside', 'outside'];

function withinBounds(size: { width: number; height: number }) {
  expect(size.width).toBeGreaterThanOrEqual(1);
  expect(size.height).toBeGreaterThanOrEqual(1);
  expect(size.width).toBeLessThanOrEqual(MAX_OUTPUT_SIDE);
  expect(size.height).toBeLessThanOrEqual(MAX_OUTPUT_SIDE);
  expect(size.width * size.height).toBeLessThanOrEqual(MAX_OUTPUT_PIXELS);
}

describe('the resize bound', () => {
  it('clamps the examples that drew 9307 x 4096 and 81,920 x 4,096, keeping proportions', () => {
    const wide = planResize(
      { width: 2272, height: 1000 },
      { width: 1, height: 4096, fit: 'outside' },
    ) ?? { width: 0, height: 0, fit: 'contain' };
    expect(wide.fit).toBe('fill');
    withinBounds(wide);
    expect(wide.width / wide.height).toBeCloseTo(2.272, 1);

    const thin = planResize({ width: 20, height: 1 }, { width: 1, height: 4096, fit: 'outside' });
    expect(thin).toEqual({ width: 4096, height: 204, fit: 'fill' });
  });

  it('keeps what was asked when it is within the bound', () => {
    expect(
      planResize({ width: 300, height: 100 }, { width: 100, height: 100, fit: 'contain' }),
    ).toEqual({
      width: 100,
      height: 100,
      fit: 'contain',
    });
    expect(
      planResize({ width: 300, height: 100 }, { width: 60, height: 60, fit: 'outside' }),
    ).toEqual({
      width: 180,
      height: 60,
      fit: 'fill',
    });
    expect(
      planResize({ width: 300, height: 100 }, { width: 30, height: null, fit: 'cover' }),
    ).toEqual({
      width: 30,
      height: 10,
      fit: 'fill',
    });
    expect(
      planResize({ width: 300, height: 100 }, { width: null, height: null, fit: 'contain' }),
    ).toBeNull();
    // A box of 4096 x 4096 is more pixels than a 4K frame: the box shrinks, its fit stays.
    expect(
      planResize({ width: 300, height: 100 }, { width: 4096, height: 4096, fit: 'cover' }),
    ).toEqual({
      width: 2974,
      height: 2974,
      fit: 'cover',
    });
  });

  it('never plans more than the bound, for any fit, source and requested size', () => {
    const sides = [1, 2, 7, 20, 333, 1000, 4096, 9000];
    const requested = [null, 1, 17, 640, 4096];
    // 8,000 plans: checked as plain numbers and reported together (an expect per plan took
    // seconds on a busy machine).
    const outside: string[] = [];
    for (const fit of FITS)
      for (const sw of sides)
        for (const sh of sides)
          for (const width of requested)
            for (const height of requested) {
              const plan = planResize({ width: sw, height: sh }, { width, height, fit });
              const size = plan ?? { width: sw, height: sh };
              const fits =
                size.width >= 1 &&
                size.height >= 1 &&
                size.width <= MAX_OUTPUT_SIDE &&
                size.height <= MAX_OUTPUT_SIDE &&
                size.width * size.height <= MAX_OUTPUT_PIXELS;
              if (!fits) outside.push(`${fit} ${sw}x${sh} -> ${size.width}x${size.height}`);
            }
    expect(outside).toEqual([]);
  });
});
