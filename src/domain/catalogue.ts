/** Rules of the catalogue (kinds, horeca products, strains, tags, flavors) for server and browser. */
import { TAG_AMOUNT_RANGE } from './constants';

/** The kind types of the creation form; each sets exactly one of the flags c, h, i, s. */
export const KIND_TYPES = ['indica', 'sativa', 'CBD', 'hybrid'] as const;
export type KindType = (typeof KIND_TYPES)[number];

export interface KindTypeFlags {
  c: boolean;
  h: boolean;
  i: boolean;
  s: boolean;
}

const FLAG_OF_TYPE: Record<string, keyof KindTypeFlags> = {
  indica: 'i',
  sativa: 's',
  cbd: 'c',
  hybrid: 'h',
};

/** The flags a kind type sets (case-insensitive: 'CBD', 'cbd', 'Indica'); null for an unknown type. */
export function kindTypeFlags(kindType: string): KindTypeFlags | null {
  const flag = FLAG_OF_TYPE[kindType.trim().toLowerCase()];
  if (!flag) return null;
  return { c: false, h: false, i: false, s: false, [flag]: true };
}

/** The badges of a kind in the order the back office shows them: CBD, Hybrid, Indica, Sativa. */
export const KIND_BADGES = [
  { flag: 'c', letter: 'C', name: 'CBD' },
  { flag: 'h', letter: 'H', name: 'Hybrid' },
  { flag: 'i', letter: 'I', name: 'Indica' },
  { flag: 's', letter: 'S', name: 'Sativa' },
] as const satisfies readonly { flag: keyof KindTypeFlags; letter: string; name: string }[];

/** The letters of a kind's badges, 'I' or 'HS'; '' without any. */
export function kindTypeLetters(flags: KindTypeFlags): string {
  return KIND_BADGES.filter((badge) => flags[badge.flag])
    .map((badge) => badge.letter)
    .join('');
}

/** A tag's amount on a kind: a whole percentage from 0 to 100. */
export function isTagAmount(amount: number): boolean {
  return (
    Number.isInteger(amount) && amount >= TAG_AMOUNT_RANGE.min && amount <= TAG_AMOUNT_RANGE.max
  );
}

/** Flags and extra icons of a kind are short emoji strings, a few per kind. */
export const KIND_BADGE_LIMITS = { maxItems: 10, maxLength: 16 } as const;

/** Kinds and horeca products carry pictures in the slots image_1 to image_6. */
export const IMAGE_SLOT_COUNT = 6;

/** How many picture slots hold a picture. */
export function countImages(slots: readonly (string | null | undefined)[]): number {
  return slots.filter((slot) => typeof slot === 'string' && slot !== '').length;
}

const HEX_COLOR = /^#?([0-9a-f]{6})$/i;

/** A colour as stored: six hex digits in capitals without '#'; null when it is no hex colour. */
export function normaliseHexColor(input: string): string | null {
  const match = HEX_COLOR.exec(input.trim());
  return match?.[1] ? match[1].toUpperCase() : null;
}

/**
 * Limits of generated kind content (the content workflow): descriptions, and the flavors and
 * effects lists, whose items staff may edit before the workflow continues.
 */
export const CONTENT_LIMITS = {
  description: 5000,
  shortDescription: 500,
  listItems: 10,
  listItemLength: 60,
} as const;
