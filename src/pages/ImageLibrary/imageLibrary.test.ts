import { describe, expect, it } from 'vitest';
import type { ImageUse } from '../../api/types';
import {
  formatDimensions,
  formatKilobytes,
  usageLabel,
  usagePath,
  usagesText,
} from './imageLibrary';

const KIND: ImageUse = { type: 'kind', id: 'k1', name: 'Zkittlez', slot: 'image_2' };
const PRODUCT: ImageUse = { type: 'product', id: 'p1', name: 'Cola', slot: 'image_1' };
const CATEGORY: ImageUse = { type: 'category', id: 'c1', name: 'Indica', slot: 'image_1' };

describe('image library texts', () => {
  it('shows sizes in kilobytes the Dutch way', () => {
    expect(formatKilobytes(512)).toBe('0,5 kB');
    expect(formatKilobytes(1024)).toBe('1 kB');
    expect(formatKilobytes(1_264_128)).toBe('1.234,5 kB');
  });

  it('shows dimensions as width x height', () => {
    expect(formatDimensions(1920, 844)).toBe('1920 x 844');
  });

  it('links each use to the page that manages it', () => {
    expect(usagePath(KIND)).toBe('/view/cannabis/k1');
    expect(usagePath(PRODUCT)).toBe('/view/product/p1');
    expect(usagePath(CATEGORY)).toBe('/view/categorys/c1');
  });

  it('names the slot of each use', () => {
    expect(usageLabel(KIND)).toBe('Zkittlez (foto 2)');
    expect(usageLabel({ ...KIND, slot: 'other' })).toBe('Zkittlez');
    expect(usagesText([KIND, CATEGORY])).toBe('Zkittlez (foto 2), Indica (foto 1)');
    expect(usagesText([])).toBe('');
  });
});
