/**
 * Head Shop, the coffeeshop with a bar in the centre: graphite stage, heavy poster type for
 * titles, square-ish rows. A custom show: joint labels read 'Joint' and 'N-pack'.
 */
import { DEFAULT_THEME } from './default';
import type { BoardTheme } from './types';

/** Head Shop's theme, matched by the shop's name. */
export const HEAD_SHOP_THEME: BoardTheme = {
  ...DEFAULT_THEME,
  id: 'head-shop',
  name: 'Head Shop',
  colors: {
    ...DEFAULT_THEME.colors,
    background: '#151515',
    rowFallback: '#444444',
    titleFallback: '#7A2E2E',
    star: '#FFC83D',
  },
  backgrounds: { base: '#151515', green: '#10361F', red: '#3D1212' },
  fonts: {
    ...DEFAULT_THEME.fonts,
    title: { family: 'Anton', package: '@fontsource/anton', weight: 400, scale: 0.7 },
    name: {
      family: 'Roboto Condensed',
      package: '@fontsource/roboto-condensed',
      weight: 600,
      scale: 0.58,
    },
    detail: {
      family: 'Roboto Condensed',
      package: '@fontsource/roboto-condensed',
      weight: 400,
      scale: 0.44,
    },
  },
  rowRadiusVw: 0.2,
  images: { banner: 'assets/banners/head-shop.svg', logo: 'assets/logos/head-shop.svg' },
  // The banner has no leaf: a café keeps it, with the drinks logo.
  drinksImages: {
    banner: 'assets/banners/head-shop.svg',
    logo: 'assets/logos/head-shop-horeca.svg',
  },
  // The banner spells the shop's name itself.
  bannerTitle: null,
  readings: { ...DEFAULT_THEME.readings, labelNames: 'custom' },
};
