/**
 * De Steeg, the small take-away in an alley: brick-dark stage, tall gothic titles, square rows
 * and a short legend (the spec's second reading, without 'Strong'). A custom show.
 */
import { DEFAULT_THEME } from './default';
import type { BoardTheme } from './types';

/** De Steeg's theme, matched by the shop's name. */
export const DE_STEEG_THEME: BoardTheme = {
  ...DEFAULT_THEME,
  id: 'de-steeg',
  name: 'De Steeg',
  colors: {
    ...DEFAULT_THEME.colors,
    background: '#17110F',
    muted: { light: '#C4B8B0', dark: '#463C37' },
    rowFallback: '#4F3A32',
    titleFallback: '#8A3B22',
    star: '#F2B33D',
  },
  backgrounds: { base: '#17110F', green: '#13331F', red: '#3E1410' },
  fonts: {
    ...DEFAULT_THEME.fonts,
    title: {
      family: 'League Gothic',
      package: '@fontsource/league-gothic',
      weight: 400,
      scale: 0.86,
    },
  },
  rowRadiusVw: 0,
  images: { banner: 'assets/banners/de-steeg.svg', logo: 'assets/logos/de-steeg.svg' },
  // The banner has no leaf: a café keeps it, with the drinks logo.
  drinksImages: {
    banner: 'assets/banners/de-steeg.svg',
    logo: 'assets/logos/de-steeg-horeca.svg',
  },
  // The banner spells the shop's name itself.
  bannerTitle: null,
  readings: { ...DEFAULT_THEME.readings, legend: 'without-strong', labelNames: 'custom' },
};
