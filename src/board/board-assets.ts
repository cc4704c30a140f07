/**
 * The themes' banners and logos, bundled: a map from the key a theme names
 * ('assets/logos/mississippi.svg') to the URL the build gave the file.
 */
const files = import.meta.glob<string>('../../assets/{banners,logos}/*.svg', {
  eager: true,
  query: '?url',
  import: 'default',
});

/** Bundled board images by theme key. */
export const BOARD_ASSETS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(files).map(([path, url]) => [path.replace(/^(\.\.\/)+/, ''), url]),
);
