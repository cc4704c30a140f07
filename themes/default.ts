/**
 * The default board: near-black stage, warm white text, condensed type that stays legible from
 * five metres, rounded rows (0.4vw). Other themes start from it and change what they need.
 */
import type { BoardTheme, ThemeFont } from './types';

const BARLOW = '@fontsource/barlow-condensed';
const barlow = (weight: number, scale: number): ThemeFont => ({
  family: 'Barlow Condensed',
  package: BARLOW,
  weight,
  scale,
});

/** The default theme. */
export const DEFAULT_THEME: BoardTheme = {
  id: 'default',
  name: 'Default',
  tone: 'dark',
  colors: {
    background: '#101312',
    text: { light: '#F4F1EA', dark: '#121212' },
    muted: { light: '#B8C2BC', dark: '#3A403D' },
    rowFallback: '#3E5247',
    titleFallback: '#2F6B4F',
    discount: '#FF5A4E',
    oldPrice: '#A3ABA6',
    star: '#FFD24A',
    badges: { c: '#1A6E9C', i: '#6F4DB3', s: '#A1520A', h: '#2E7D4F' },
    badgeText: '#FFFFFF',
  },
  backgrounds: { base: '#101312', green: '#0E3B27', red: '#3F1113' },
  fonts: {
    title: { family: 'Bebas Neue', package: '@fontsource/bebas-neue', weight: 400, scale: 0.82 },
    header: barlow(600, 0.5),
    name: barlow(600, 0.6),
    detail: barlow(400, 0.46),
    price: barlow(700, 0.58),
    oldPrice: barlow(500, 0.42),
    badge: barlow(700, 0.46),
    legend: barlow(500, 0.5),
    version: barlow(400, 0.5),
  },
  // The COLRv1 build: Chromium draws no OpenType-SVG colour glyphs.
  emojiFont: { family: 'Pricelist Emoji', package: '@infolektuell/noto-color-emoji' },
  titleAlpha: 0.9,
  rowRadiusVw: 0.4,
  bigScreenFontScale: 1.2,
  images: { banner: 'assets/banners/default.svg', logo: 'assets/logos/default.svg' },
  drinksImages: {
    banner: 'assets/banners/default-horeca.svg',
    logo: 'assets/logos/default-horeca.svg',
  },
  bannerTitle: { color: '#F4F1EA' },
  metrics: {
    landscape: {
      padding: 32,
      bannerHeight: 128,
      footerHeight: 36,
      columnGap: 40,
      cellPadding: 6,
      runGap: 10,
      minNameShare: 0.4,
      columns: 'side-by-side',
    },
    portrait: {
      padding: 24,
      bannerHeight: 200,
      footerHeight: 40,
      columnGap: 28,
      cellPadding: 10,
      runGap: 8,
      minNameShare: 0.36,
      columns: 'stacked',
    },
  },
  // Rows grow to this when the menu is short: names of 64 px (landscape, 1080 px high) and
  // 72 px (portrait), so a short menu fills the screen instead of a corner of it.
  fit: { maxRowHeight: { landscape: 107, portrait: 120 }, pageSeconds: 12, offer: 'tag' },
  symbols: { new: '★', strong: '💪' },
  // First readings of the spec; the shop themes below change only what they need.
  readings: { legend: 'with-strong', badgeOrder: 'cish', labelNames: 'plain' },
  list: { hiddenCategory: 'Edibles', previewCategory: 'PREVIEW', previewExcludedIn: 'normal' },
};
