import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** Pictures and multipart bodies for the picture tests, made with sharp in the test. */

export type TestFormat = 'png' | 'jpeg' | 'webp' | 'gif';

/** A picture of one colour. */
export function solidPicture(
  width: number,
  height: number,
  format: TestFormat = 'png',
  background = { r: 200, g: 30, b: 40 },
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .toFormat(format)
    .toBuffer();
}

/** A PNG of random pixels: it barely compresses, so its size follows width x height x 3. */
export function noisePicture(width: number, height: number): Promise<Buffer> {
  const pixels = randomBytes(width * height * 3);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** One part of a multipart body: a file, or a plain field when `filename` is absent. */
export interface FormPart {
  field: string;
  filename?: string;
  contentType?: string;
  content: Buffer | string;
}

/** A `multipart/form-data` body and its content type, for `inject`. */
export function multipartBody(parts: FormPart[]): { payload: Buffer; contentType: string } {
  const boundary = `----pricelist${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.field}"; filename="${part.filename}"`
      : `form-data; name="${part.field}"`;
    const type = part.filename ? `Content-Type: ${part.contentType ?? 'image/png'}\r\n` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** The resize service's path for a request object (standard base64, as boards send it). */
export function resizePath(request: unknown, alphabet: 'base64' | 'base64url' = 'base64'): string {
  return `/img/${Buffer.from(JSON.stringify(request)).toString(alphabet)}`;
}
