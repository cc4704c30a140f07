/**
 * The character encoding of a spreadsheet file, as the programs that write them choose it:
 * UTF-8 with or without a byte order mark, UTF-16 with one (Excel's "Unicode text"), or
 * Windows-1252 (the "CSV" of Dutch Windows, where an apostrophe is byte 0x92). Decoding is done
 * by iconv-lite, chunk by chunk, so a large file is never one string twice.
 */
import iconv from 'iconv-lite';
import { MENU_FILE_ENCODINGS, type MenuFileEncoding } from '../../src/domain/contract/menu-import';

export { MENU_FILE_ENCODINGS, type MenuFileEncoding };

/** Which decoder of iconv-lite reads each encoding, and how many bytes its mark takes. */
const DECODERS: Record<MenuFileEncoding, { iconv: string; bom: number }> = {
  'utf-8-bom': { iconv: 'utf8', bom: 3 },
  'utf-8': { iconv: 'utf8', bom: 0 },
  'utf-16le': { iconv: 'utf16le', bom: 2 },
  'utf-16be': { iconv: 'utf16be', bom: 2 },
  'windows-1252': { iconv: 'windows-1252', bom: 0 },
};

const startsWith = (bytes: Uint8Array, ...mark: number[]) =>
  mark.every((byte, index) => bytes[index] === byte);

/** Whether every byte sequence is valid UTF-8 (plain ASCII is too). */
function isUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * The encoding of a file: its byte order mark when it has one; else UTF-8 when all of it is
 * valid UTF-8 (text in any other 8-bit encoding almost never is, once it has an accent or a
 * curly quote); else Windows-1252, which gives every byte a character.
 */
export function detectEncoding(bytes: Uint8Array): MenuFileEncoding {
  if (startsWith(bytes, 0xef, 0xbb, 0xbf)) return 'utf-8-bom';
  if (startsWith(bytes, 0xff, 0xfe)) return 'utf-16le';
  if (startsWith(bytes, 0xfe, 0xff)) return 'utf-16be';
  return isUtf8(bytes) ? 'utf-8' : 'windows-1252';
}

/**
 * Whether the bytes look like a binary file rather than text: a NUL byte has no place in an
 * 8-bit text file (UTF-16 has them in every ASCII character, so it is not asked).
 */
export function looksBinary(bytes: Uint8Array, encoding: MenuFileEncoding): boolean {
  return !encoding.startsWith('utf-16') && bytes.includes(0);
}

/** Decodes a file's bytes piece by piece; a character split between pieces is kept whole. */
export function* decodeChunks(
  bytes: Uint8Array,
  encoding: MenuFileEncoding,
  chunkBytes: number,
): Generator<string> {
  const { iconv: name, bom } = DECODERS[encoding];
  const decoder = iconv.getDecoder(name, { stripBOM: false });
  for (let start = bom; start < bytes.length; start += chunkBytes) {
    const text = decoder.write(Buffer.from(bytes.subarray(start, start + chunkBytes)));
    if (text) yield text;
  }
  const rest = decoder.end();
  if (rest) yield rest;
}
