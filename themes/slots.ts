/**
 * Three themes for shops that are not demo shops, each bound to a shop by id when the board is
 * configured (ids are random per install, so they cannot be written here). Each has its own
 * palette and its own banner and logo paths, where the shop's images are dropped in.
 */
import { DEFAULT_THEME } from './default';
import type { BoardTheme } from './types';

/** The configurable shop slots. */
export const THEME_SLOTS = ['slot-1', 'slot-2', 'slot-3'] as const;
/** One of the configurable shop slots. */
export type ThemeSlot = (typeof THEME_SLOTS)[number];

/** Which shop id each slot serves; a slot without an id serves no shop. */
export type ThemeSlotIds = Partial<Record<ThemeSlot, string>>;

const images = (slot: ThemeSlot) => ({
  banner: `assets/banners/${slot}.svg`,
  logo: `assets/logos/${slot}.svg`,
});

/** A café's logo is dropped in beside the slot's own (`assets/logos/<slot>-horeca.svg`). */
const drinksImages = (slot: ThemeSlot) => ({
  banner: `assets/banners/${slot}.svg`,
  logo: `assets/logos/${slot}-horeca.svg`,
});

/** Harbour: deep teal and sea-glass accents. */
const HARBOUR: BoardTheme = {
  ...DEFAULT_THEME,
  id: 'slot-1',
  name: 'Harbour',
  colors: {
    ...DEFAULT_THEME.colors,
    background: '#0C1718',
    rowFallback: '#2F4F52',
    titleFallback: '#1F6F74',
  },
  backgrounds: { base: '#0C1718', green: '#0D3A2C', red: '#3B1216' },
  images: images('slot-1'),
  drinksImages: drinksImages('slot-1'),
  readings: { ...DEFAULT_THEME.readings, labelNames: 'custom' },
};

/** Ember: charcoal with amber titles, big-shouldered type. */
const EMBER: BoardTheme = {
  ...DEFAULT_THEME,
  id: 'slot-2',
  name: 'Ember',
  colors: {
    ...DEFAULT_THEME.colors,
    background: '#141110',
    rowFallback: '#4A3B2E',
    titleFallback: '#9A5B16',
  },
  backgrounds: { base: '#141110', green: '#11351F', red: '#401310' },
  fonts: {
    ...DEFAULT_THEME.fonts,
    title: {
      family: 'Big Shoulders Display',
      package: '@fontsource/big-shoulders-display',
      weight: 800,
      scale: 0.78,
    },
  },
  images: images('slot-2'),
  drinksImages: drinksImages('slot-2'),
  readings: { ...DEFAULT_THEME.readings, labelNames: 'custom' },
};

/** Polder: night green with the spec's second badge reading (i, s, c, h). */
const POLDER: BoardTheme = {
  ...DEFAULT_THEME,
  id: 'slot-3',
  name: 'Polder',
  colors: {
    ...DEFAULT_THEME.colors,
    background: '#0E150F',
    rowFallback: '#38503B',
    titleFallback: '#3D6B35',
  },
  backgrounds: { base: '#0E150F', green: '#123D22', red: '#3C1412' },
  fonts: {
    ...DEFAULT_THEME.fonts,
    title: {
      family: 'Saira Condensed',
      package: '@fontsource/saira-condensed',
      weight: 700,
      scale: 0.74,
    },
  },
  images: images('slot-3'),
  drinksImages: drinksImages('slot-3'),
  readings: { ...DEFAULT_THEME.readings, badgeOrder: 'isch', labelNames: 'custom' },
};

/** The theme of each slot. */
export const SLOT_THEMES: Record<ThemeSlot, BoardTheme> = {
  'slot-1': HARBOUR,
  'slot-2': EMBER,
  'slot-3': POLDER,
};
