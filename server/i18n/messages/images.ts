import { defineServerMessages } from '../define';

/** Uploads and pictures refused. */
export const imageMessages = defineServerMessages({
  'images.notAPicture': {
    nl: 'Het bestand is geen afbeelding (PNG, JPEG, WebP of GIF).',
    en: 'The file is not a picture (PNG, JPEG, WebP or GIF).',
    fallback: 'en',
  },
  'images.tooManyPixels': {
    nl: 'De afbeelding is te groot: {width} x {height} pixels; hoogstens {megapixels} megapixels.',
    en: 'The picture is too large: {width} x {height} pixels; at most {megapixels} megapixels.',
    fallback: 'en',
  },
  'images.categoryNeeds': {
    nl: 'Categorie-afbeeldingen hebben {needs} nodig; deze is {width} x {height}.',
    en: 'Category pictures need {needs}; this one is {width} x {height}.',
    fallback: 'en',
  },
  'images.needsAspect': {
    nl: 'beeldverhouding 5 / 2,2 (bijv. {width} x {height})',
    en: 'aspect ratio 5 / 2.2 (e.g. {width} x {height})',
    fallback: 'en',
  },
  'images.needsSize': {
    nl: 'minstens {width} x {height} pixels',
    en: 'at least {width} x {height} pixels',
    fallback: 'en',
  },
  'images.needsBoth': { nl: '{aspect} en {size}', en: '{aspect} and {size}', fallback: 'en' },
  'images.fileTooLarge': {
    nl: 'Het bestand is te groot: afbeeldingen mogen hoogstens {size} zijn.',
    en: 'The file is too large: pictures may have at most {size}.',
    fallback: 'en',
  },
  'images.oneFile': {
    nl: 'Stuur precies één afbeelding, in het multipart-bestandsveld "file".',
    en: 'Send exactly one picture, in the multipart file field "file".',
    fallback: 'en',
  },
  'images.badMultipart': {
    nl: 'De upload is geen geldige multipart/form-data. Stuur precies één afbeelding, in het multipart-bestandsveld "file".',
    en: 'The upload is not a valid multipart/form-data body. Send exactly one picture, in the multipart file field "file".',
    fallback: 'en',
  },
  'images.notMultipart': {
    nl: 'Stuur de afbeelding als multipart/form-data. Stuur precies één afbeelding, in het multipart-bestandsveld "file".',
    en: 'Send the picture as multipart/form-data. Send exactly one picture, in the multipart file field "file".',
    fallback: 'en',
  },
  'images.inUse': {
    nl: 'Deze afbeelding wordt nog gebruikt door {names}.',
    en: 'This picture is still in use by {names}.',
    fallback: 'en',
  },
  'images.inUseAndOthers': {
    nl: 'Deze afbeelding wordt nog gebruikt door {names}, {others}.',
    en: 'This picture is still in use by {names}, {others}.',
    fallback: 'en',
  },
  'images.oneOther': { nl: '1 ander item', en: '1 other item', fallback: 'en' },
  'images.others': { nl: '{count} andere items', en: '{count} other items', fallback: 'en' },
  'images.unknownUpload': {
    nl: 'Je hebt geen tijdelijke upload "{key}".',
    en: 'You have no temporary upload "{key}".',
    fallback: 'en',
  },
});
