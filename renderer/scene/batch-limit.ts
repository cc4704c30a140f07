/**
 * Textures one batch (one draw call) may sample from. Pixi takes as many as the GPU has units
 * (16 on most), and its batch shader then picks a row's texture through a chain of 16 branches
 * for every pixel it draws. A GPU without real shader cores (SwiftShader on a screen stick,
 * Chromium's software WebGL) runs that whole chain per pixel: a demo board's render cost 2.6
 * times the processor time it costs with 4, for the same pixels (`npm run bench`, board
 * CPU). With 4, a demo board takes 71 draw calls instead of 8: nothing for any GPU.
 */
export const BATCH_TEXTURES = 4;

/**
 * Caps the textures per batch of `renderer` (WebGL, WebGPU) at {@link BATCH_TEXTURES}; call it
 * before the first render of every application of a page, as Pixi keeps one batch shader per
 * page, made with the limit of whichever renderer drew first.
 */
export function limitBatchTextures(renderer: unknown): void {
  const limits = (renderer as { limits?: { maxBatchableTextures?: unknown } }).limits;
  if (limits && typeof limits.maxBatchableTextures === 'number')
    limits.maxBatchableTextures = Math.min(limits.maxBatchableTextures, BATCH_TEXTURES);
}
