import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../errors';
import { msg } from '../i18n';

function sizeText(bytes: number): string {
  const mib = bytes / (1024 * 1024);
  return Number.isInteger(mib) ? `${mib} MiB` : `${Math.round(bytes / 1024)} KiB`;
}

/** What a failed multipart read means for the client: too large, or not a valid form. */
function uploadError(error: unknown, maxBytes: number): unknown {
  if (error instanceof AppError) return error;
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError(
      'PAYLOAD_TOO_LARGE',
      msg('images.fileTooLarge', { size: sizeText(maxBytes) }),
    );
  }
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) return error;
  // The form parser's own errors (no boundary, a part cut short) mean a malformed body.
  return badRequest(msg('images.badMultipart'), ['body', 'file']);
}

/** Reads the parts: the bytes of the one `file` file, or the reason there is not exactly one. */
async function collectFile(parts: AsyncIterableIterator<Multipart>) {
  let file: Buffer | undefined;
  let extra = false;
  for await (const part of parts) {
    if (part.type !== 'file') continue;
    if (file || extra || part.fieldname !== 'file') {
      // Read to the end anyway, so the answer does not cut the upload off.
      part.file.resume();
      extra = true;
      continue;
    }
    file = await part.toBuffer();
  }
  return extra ? undefined : file;
}

/**
 * The one file of a `multipart/form-data` upload, field `file`, at most `maxBytes` (413
 * beyond). Other fields are ignored; no file, another file field or a second file is a 400.
 */
export async function readUploadedFile(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', msg('images.notMultipart'));
  }
  let file: Buffer | undefined;
  try {
    const parts = request.parts({
      limits: { fileSize: maxBytes, files: 4, fields: 20, parts: 30 },
    });
    file = await collectFile(parts);
  } catch (error) {
    throw uploadError(error, maxBytes);
  }
  if (!file) throw badRequest(msg('images.oneFile'), ['body', 'file']);
  return file;
}
