/**
 * The font packages (@fontsource and the COLRv1 emoji build) export each weight's stylesheet as '@fontsource/<family>/<weight>';
 * importing one only adds its @font-face rules, so it has no exports to type.
 */
declare module '@fontsource/*';
declare module '@infolektuell/noto-color-emoji';
