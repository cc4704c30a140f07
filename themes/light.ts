/**
 * The light board ('/light' routes): warm paper stage and near-black text. Row colours keep the
 * shop's category colours; their light shades need dark text, which the layout picks by contrast.
 */
import { DEFAULT_THEME } from './default';
import type { BoardTheme } from './types';

/** The light theme. */
export const LIGHT_THEME: BoardTheme = {
  ...DEFAULT_THEME,
  id: 'light',
  name: 'Light',
  tone: 'light',
  colors: {
    ...DEFAULT_THEME.colors,
    background: '#F4F1EA',
    text: { light: '#FFFFFF', dark: '#151515' },
    muted: { light: '#E6E3DC', dark: '#4A4F4C' },
    rowFallback: '#B9C7BE',
    titleFallback: '#2F6B4F',
    discount: '#C62828',
    oldPrice: '#6E6E6E',
    star: '#8A5A00',
  },
  backgrounds: { base: '#F4F1EA', green: '#DCEFE2', red: '#F6DCDA' },
  fonts: {
    ...DEFAULT_THEME.fonts,
    title: { family: 'Oswald', package: '@fontsource/oswald', weight: 600, scale: 0.72 },
  },
  titleAlpha: 1,
  // A light banner on the light stage; the shop's name in deep green on it.
  images: { banner: 'assets/banners/light.svg', logo: DEFAULT_THEME.images.logo },
  drinksImages: {
    banner: 'assets/banners/light-horeca.svg',
    logo: DEFAULT_THEME.drinksImages.logo,
  },
  bannerTitle: { color: '#1F3A2E' },
};
