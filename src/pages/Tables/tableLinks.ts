/**
 * The order page of a table and its QR code: the address a table's card carries, and the QR
 * code drawn as one SVG path (dark modules only, inside the standard four-module quiet zone).
 * Pure: the pages render it, the tests check it.
 */
import QRCode from 'qrcode';

/** The public address of a table's order page (`/order/{shopId}/{tableId}`). */
export function orderPageUrl(origin: string, shopId: string, tableId: string): string {
  return `${origin}/order/${encodeURIComponent(shopId)}/${encodeURIComponent(tableId)}`;
}

/** The light border around a QR code that readers need, in modules. */
export const QR_QUIET_ZONE = 4;

export interface QrDrawing {
  /** Modules across, the quiet zone included: the SVG's viewBox is `0 0 size size`. */
  size: number;
  /** One path of 1x1 squares, one for each dark module. */
  path: string;
}

/**
 * The QR code of a text (error correction M: a card may get a stain or a crease). Consecutive
 * dark modules of a row are one rectangle, so the path stays short.
 */
export function qrDrawing(text: string): QrDrawing {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = modules.size;
  const parts: string[] = [];
  for (let row = 0; row < count; row += 1) {
    let column = 0;
    while (column < count) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      let end = column;
      while (end < count && modules.get(row, end)) end += 1;
      parts.push(
        `M${column + QR_QUIET_ZONE} ${row + QR_QUIET_ZONE}h${end - column}v1h${column - end}z`,
      );
      column = end;
    }
  }
  return { size: count + 2 * QR_QUIET_ZONE, path: parts.join('') };
}
