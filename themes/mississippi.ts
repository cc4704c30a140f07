/**
 * Mississippi, the coffeeshop on a boat on the Maas: river-night blue stage, brass accents and a
 * classic serif for category titles. A custom show: joint labels read 'Joint' and 'N-pack'.
 */
import { DEFAULT_THEME } from './default';
import type { BoardTheme } from './types';

/** Mississippi's theme, matched by the shop's name. */
export const MISSISSIPPI_THEME: BoardTheme = {
  ...DEFAULT_THEME,
  id: 'mississippi',
  name: 'Mississippi',
  colors: {
    ...DEFAULT_THEME.colors,
    background: '#0B1420',
    muted: { light: '#B5C0CC', dark: '#394452' },
    rowFallback: '#34465C',
    titleFallback: '#8C6D2C',
    star: '#E8C15A',
  },
  backgrounds: { base: '#0B1420', green: '#0C3326', red: '#3A1016' },
  fonts: {
    ...DEFAULT_THEME.fonts,
    title: {
      family: 'Playfair Display',
      package: '@fontsource/playfair-display',
      weight: 700,
      scale: 0.66,
    },
  },
  images: { banner: 'assets/banners/mississippi.svg', logo: 'assets/logos/mississippi.svg' },
  // The banner has no leaf: a café keeps it, with the drinks logo.
  drinksImages: {
    banner: 'assets/banners/mississippi.svg',
    logo: 'assets/logos/mississippi-horeca.svg',
  },
  // The banner spells the shop's name itself.
  bannerTitle: null,
  readings: { ...DEFAULT_THEME.readings, labelNames: 'custom' },
};
