import { defineMessages } from '../define';

/** The pictures page of a category. */
export const categoryPicturesMessages = defineMessages({
  'categoryPictures.title': { nl: "Foto's", en: 'Pictures' },
  'categoryPictures.titleOf': { nl: "Foto's van {name}", en: 'Pictures of {name}' },
  'categoryPictures.helpTitle': {
    nl: "Help: foto's van een categorie",
    en: 'Help: pictures of a category',
  },
  'categoryPictures.help': {
    nl: `Een categorie heeft twee foto's. Op een prijslijst met meerdere schermen staat de foto boven de categorie, als het scherm foto's toont.

Alleen afbeeldingen (PNG, JPEG, WebP of GIF). Een foto moet de verhouding 5 / 2,2 hebben en minstens 1920 x 326 pixels groot zijn, bijvoorbeeld 1920 x 844 of 2500 x 1100. Een andere verhouding wordt geweigerd.

Klik op 'Bewerk foto's' en kies per vak een foto: hij wordt meteen geüpload en als voorbeeld getoond. 'Opslaan' publiceert de nieuwe foto's en bewaart ze bij de categorie; 'Annuleren' gooit de uploads weg.`,
    en: `A category has two pictures. On a price list over several screens, the picture stands above the category when the screen shows pictures.

Images only (PNG, JPEG, WebP or GIF). A picture must have the aspect ratio 5 / 2.2 and be at least 1920 x 326 pixels, for example 1920 x 844 or 2500 x 1100. Another aspect ratio is refused.

Click 'Edit pictures' and choose a picture per slot: it is uploaded at once and shown as a preview. 'Save' publishes the new pictures and keeps them with the category; 'Cancel' throws the uploads away.`,
  },
  'categoryPictures.back': { nl: 'Terug', en: 'Back' },
  'categoryPictures.stillLoading': {
    nl: 'De categorie wordt nog geladen.',
    en: 'The category is still loading.',
  },
  'categoryPictures.loadFailed': {
    nl: 'Deze categorie kon niet geladen worden: {error}',
    en: 'This category could not be loaded: {error}',
  },
  'categoryPictures.toCategories': { nl: 'Naar de categorieën', en: 'To the categories' },
  'categoryPictures.intro': {
    nl: '{shop} · verhouding 5 / 2,2, minstens 1920 x 326 pixels',
    en: '{shop} · aspect ratio 5 / 2.2, at least 1920 x 326 pixels',
  },
});
