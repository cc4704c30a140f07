import { defineMessages } from '../define';

/** The create pages of kinds, horeca products and categories. */
export const createItemMessages = defineMessages({
  'createItem.title.soorten': { nl: 'Nieuwe wiet', en: 'New weed' },
  'createItem.title.horeca': { nl: 'Nieuw horeca product', en: 'New horeca product' },
  'createItem.title.categories': { nl: 'Nieuwe categorie', en: 'New category' },
  'createItem.categoryNeedsShop': {
    nl: 'Kies eerst een shop: een categorie hoort bij één shop.',
    en: 'Choose a shop first: a category belongs to one shop.',
  },
});
