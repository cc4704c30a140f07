/**
 * The themes' banners and logos, bundled: a map from the key a theme names
 * ('assets/logos/mississippi.svg') to the URL the build gave the file.
 */
const files = import.meta.glob<string>('../../assets/{banners,logos}/*.svg', {
  eager: true,
  // Never a data address in this script: every board would carry every theme's pictures.
  query: '?no-inline',
  import: 'default',
});

/** Bundled board images by theme key. */
export const BOARD_ASSETS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(files).map(([path, url]) => [path.replace(/^(\.\.\/)+/, ''), url]),
);
