/**
 * The short code a screen stick at `/scherm` shows until staff pair it. Six characters from an
 * alphabet without look-alikes (no 0/O/Q-like pairs, 1/I/L, 2/Z, 5/S, 8/B): 25 characters, so
 * 25^6 = 244,140,625 codes. A code lives 15 minutes.
 */

export const PAIRING_ALPHABET = '34679ACDEFGHJKMNPQRTUVWXY';
export const PAIRING_CODE_LENGTH = 6;
/** How long a code can be paired. */
export const PAIRING_TTL_MS = 15 * 60_000;
/** Every code there is: the odds of one guess are at most (open codes) / this. */
export const PAIRING_CODE_SPACE = PAIRING_ALPHABET.length ** PAIRING_CODE_LENGTH;

/**
 * A code as staff type it (any case, spaces or dashes between groups), as stored; null when it
 * cannot be a code at all.
 */
export function normalizePairingCode(text: string): string | null {
  const code = text.replace(/[\s-]/g, '').toUpperCase();
  if (code.length !== PAIRING_CODE_LENGTH) return null;
  for (const character of code) if (!PAIRING_ALPHABET.includes(character)) return null;
  return code;
}

/** A code as a screen shows it: two groups of three ('ACD 479'). */
export function formatPairingCode(code: string): string {
  return `${code.slice(0, 3)} ${code.slice(3)}`;
}
