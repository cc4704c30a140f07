import { RESIZE_BOUNDS, type ResizeFit } from './resize-request';

/**
 * How large a picture the resize service draws at most. Requested sides are 1..4096, but
 * `outside`, a single side or no size at all keep the source's proportions, so a narrow source
 * would otherwise give 81,920 x 4,096. Every answer has both sides at most 4096 and at most
 * 4096 x 2160 pixels (a 4K frame: a board on a 1080p stage asks for twice its size). A larger
 * result is clamped, keeping its proportions, never refused: a board always gets its picture.
 */
export const MAX_OUTPUT_SIDE = RESIZE_BOUNDS.max;
export const MAX_OUTPUT_PIXELS = 4096 * 2160;

export interface Size {
  width: number;
  height: number;
}

/** What sharp is asked to draw: a box with a fit, or the source's proportions at a size. */
export interface DrawPlan extends Size {
  fit: ResizeFit;
}

/** The size sharp would give, before any bound: fits with a box give the box. */
function naturalSize(
  source: Size,
  request: { width: number | null; height: number | null; fit: ResizeFit },
): { size: Size; box: boolean } {
  const { width, height, fit } = request;
  if (width !== null && height !== null) {
    if (fit === 'contain' || fit === 'cover' || fit === 'fill') {
      return { size: { width, height }, box: true };
    }
    const scaleX = width / source.width;
    const scaleY = height / source.height;
    const scale = fit === 'outside' ? Math.max(scaleX, scaleY) : Math.min(scaleX, scaleY);
    return { size: scaled(source, scale), box: false };
  }
  if (width !== null) return { size: scaled(source, width / source.width), box: false };
  if (height !== null) return { size: scaled(source, height / source.height), box: false };
  return { size: source, box: false };
}

function scaled(size: Size, scale: number): Size {
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}

/**
 * The exact output of a request on a source of `source` size (after EXIF rotation), within
 * {@link MAX_OUTPUT_SIDE} and {@link MAX_OUTPUT_PIXELS}; null when the source is drawn as it is.
 * Fits that keep the proportions are drawn as `fill` to the size computed here, so the output is
 * always this size, whatever sharp's own rounding would be.
 */
export function planResize(
  source: Size,
  request: { width: number | null; height: number | null; fit: ResizeFit },
): DrawPlan | null {
  const { size, box } = naturalSize(source, request);
  const factor = Math.min(
    1,
    MAX_OUTPUT_SIDE / size.width,
    MAX_OUTPUT_SIDE / size.height,
    Math.sqrt(MAX_OUTPUT_PIXELS / (size.width * size.height)),
  );
  const bounded =
    factor < 1
      ? {
          width: Math.max(1, Math.floor(size.width * factor)),
          height: Math.max(1, Math.floor(size.height * factor)),
        }
      : size;
  const asked = request.width !== null || request.height !== null;
  if (!asked && factor === 1) return null;
  return { ...bounded, fit: box ? request.fit : 'fill' };
}
