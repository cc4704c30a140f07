import { defineMessages } from '../define';

/** The image library: the published pictures, with upload and delete. */
export const imageLibraryMessages = defineMessages({
  'imageLibrary.title': { nl: 'Fotobibliotheek', en: 'Image library' },
  'imageLibrary.helpTitle': { nl: 'Help: fotobibliotheek', en: 'Help: image library' },
  'imageLibrary.help': {
    nl: `De fotobibliotheek toont de gepubliceerde foto's die je mag zien: die van je shop groepen en de globale.

Met 'Foto's uploaden' voeg je foto's toe (PNG, JPEG, WebP of GIF); ze zijn meteen gepubliceerd.

'Gebruikt door' noemt de soorten, producten en categorieën die een foto tonen. Zo'n foto kan pas gewist worden als niets hem meer gebruikt.`,
    en: `The image library shows the published pictures you may see: those of your shop groups and the global ones.

'Upload pictures' adds pictures (PNG, JPEG, WebP or GIF); they are published at once.

'Used by' names the kinds, products and categories that show a picture. Such a picture can only be deleted once nothing uses it any more.`,
  },
  'imageLibrary.tableTitle': { nl: "Foto's", en: 'Pictures' },
  'imageLibrary.empty': { nl: "Er zijn nog geen foto's.", en: 'There are no pictures yet.' },
  'imageLibrary.confirmDelete': {
    nl: 'Weet je zeker dat je deze wilt wissen?',
    en: 'Are you sure you want to delete this?',
  },
  'imageLibrary.upload': { nl: "Foto's uploaden", en: 'Upload pictures' },
  'imageLibrary.uploading': { nl: 'Uploaden…', en: 'Uploading…' },
  'imageLibrary.column.picture': { nl: 'Foto', en: 'Picture' },
  'imageLibrary.column.name': { nl: 'Naam', en: 'Name' },
  'imageLibrary.column.dimensions': { nl: 'Afmetingen', en: 'Dimensions' },
  'imageLibrary.column.size': { nl: 'Grootte', en: 'Size' },
  'imageLibrary.column.uploadedBy': { nl: 'Geüpload door', en: 'Uploaded by' },
  'imageLibrary.column.date': { nl: 'Datum', en: 'Date' },
  'imageLibrary.column.usedBy': { nl: 'Gebruikt door', en: 'Used by' },
  'imageLibrary.none': { nl: '-', en: '-' },
  'imageLibrary.delete': { nl: 'Wissen', en: 'Delete' },
  'imageLibrary.deleteName': { nl: 'Wis {name}', en: 'Delete {name}' },
  'imageLibrary.usage': { nl: '{name} (foto {number})', en: '{name} (picture {number})' },
});
