import { describe, expect, it } from 'vitest';
import {
  formatPairingCode,
  normalizePairingCode,
  PAIRING_ALPHABET,
  PAIRING_CODE_SPACE,
} from './pairing-code';

describe('pairing codes', () => {
  it('leave out characters that look alike', () => {
    for (const lookAlike of '0O1IL2Z5S8B') expect(PAIRING_ALPHABET).not.toContain(lookAlike);
    expect(new Set(PAIRING_ALPHABET).size).toBe(PAIRING_ALPHABET.length);
    expect(PAIRING_CODE_SPACE).toBe(244_140_625);
  });

  it('read what staff type, in any case and with spaces or a dash', () => {
    expect(normalizePairingCode('acd 479')).toBe('ACD479');
    expect(normalizePairingCode(' ACD-479 ')).toBe('ACD479');
    expect(normalizePairingCode('ACD47')).toBeNull();
    expect(normalizePairingCode('ACD470')).toBeNull();
    expect(formatPairingCode('ACD479')).toBe('ACD 479');
  });
});
