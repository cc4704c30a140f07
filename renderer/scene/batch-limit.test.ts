import { describe, expect, it } from 'vitest';
import { BATCH_TEXTURES, limitBatchTextures } from './batch-limit';

describe('limitBatchTextures', () => {
  it('caps a GPU renderer at the board limit', () => {
    const renderer = { limits: { maxBatchableTextures: 16 } };
    limitBatchTextures(renderer);
    expect(renderer.limits.maxBatchableTextures).toBe(BATCH_TEXTURES);
  });

  it('keeps a lower limit a GPU has', () => {
    const renderer = { limits: { maxBatchableTextures: 2 } };
    limitBatchTextures(renderer);
    expect(renderer.limits.maxBatchableTextures).toBe(2);
  });

  it('leaves a renderer without batch limits (canvas) as it is', () => {
    const renderer = { name: 'canvas' };
    limitBatchTextures(renderer);
    expect(renderer).toEqual({ name: 'canvas' });
  });
});
