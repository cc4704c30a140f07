import { defineMessages } from '../define';

/** The categories list of the active shop, its add dialog and the per-screen placements. */
export const categoriesMessages = defineMessages({
  'categories.title': { nl: 'Categorieën', en: 'Categories' },
  'categories.help.title': { nl: 'Help: categorieën', en: 'Help: categories' },
  'categories.help.text': {
    nl: `Categorieën groeperen de producten op de prijslijst van de actieve shop.

Klik op een waarde om die te bewerken: Enter slaat op, Escape annuleert. Een naam mag niet leeg zijn. De kleur is een hex-code zonder '#'.

Positie (links of rechts) en rij op de prijslijst gelden alleen voor cannabis-categorieën.

Gebruikt de shop meerdere schermen, dan bepaal je per scherm of de categorie er staat, in welke kolom (0 tot en met 3), in welke volgorde en met welke weergave-opties.

Een categorie die nog producten op de prijslijst heeft, kan niet gewist worden.`,
    en: `Categories group the products on the price list of the active shop.

Click a value to edit it: Enter saves, Escape cancels. A name may not be empty. The colour is a hex code without '#'.

Position (left or right) and row on the price list apply to cannabis categories only.

If the shop uses several screens, you decide per screen whether the category shows there, in which column (0 to 3), in which order and with which display options.

A category that still has products on the price list cannot be deleted.`,
  },
  'categories.noShop': {
    nl: 'Er is geen shop gekozen: je account hoort bij geen enkele shop.',
    en: 'No shop is chosen: your account belongs to no shop.',
  },
  'categories.tableTitle': { nl: 'Categorieën van {shop}', en: 'Categories of {shop}' },
  'categories.empty': {
    nl: 'Deze shop heeft nog geen categorieën.',
    en: 'This shop has no categories yet.',
  },
  'categories.add': { nl: 'Categorie toevoegen', en: 'Add category' },
  'categories.inUse': { nl: 'Categorie is in gebruik.', en: 'Category is in use.' },
  'categories.cannabisOnly': {
    nl: 'Alleen voor cannabis-categorieën',
    en: 'Only for cannabis categories',
  },
  'categories.board.hospitality': {
    nl: 'Niet op de cannabislijst: staat op de horeca-lijst en het extra-bord',
    en: 'Not on the cannabis list: shown on the hospitality list and the extra board',
  },
  'categories.board.none': {
    nl: 'Staat op geen enkel bord: de cannabislijst laat deze categorie weg',
    en: 'Shown on no board: the cannabis list leaves this category out',
  },
  'categories.board.why': {
    nl: 'De cannabislijst laat per stuk verkochte producten (eetwaren, snacks) en de vaste verborgen categorie weg.',
    en: 'The cannabis list leaves out products sold per piece (edibles, snacks) and the one fixed hidden category.',
  },
  'categories.position.left': { nl: 'Links', en: 'Left' },
  'categories.position.right': { nl: 'Rechts', en: 'Right' },
  'categories.column': { nl: 'kol {n}', en: 'col {n}' },
  'categories.editScreensOf': { nl: 'Schermen van {name} bewerken', en: 'Edit screens of {name}' },
  'categories.editScreens': { nl: 'Schermen bewerken', en: 'Edit screens' },
  'categories.header.name': { nl: 'Naam', en: 'Name' },
  'categories.header.nameEn': { nl: 'Naam (EN)', en: 'Name (EN)' },
  'categories.header.color': { nl: 'Kleur', en: 'Colour' },
  'categories.header.icon': { nl: 'Icoon', en: 'Icon' },
  'categories.header.cannabis': { nl: 'Cannabis', en: 'Cannabis' },
  'categories.header.position': { nl: 'Positie', en: 'Position' },
  'categories.header.row': { nl: 'Rij', en: 'Row' },
  'categories.header.picture': { nl: 'Foto', en: 'Picture' },
  'categories.header.screens': { nl: 'Schermen', en: 'Screens' },
  'categories.nameOf': { nl: 'Naam van {name}', en: 'Name of {name}' },
  'categories.nameEnOf': { nl: 'Engelse naam van {name}', en: 'English name of {name}' },
  'categories.colorOf': { nl: 'Kleur van {name}', en: 'Colour of {name}' },
  'categories.iconOf': { nl: 'Icoon van {name}', en: 'Icon of {name}' },
  'categories.cannabisOf': {
    nl: '{name} is een cannabis-categorie',
    en: '{name} is a cannabis category',
  },
  'categories.positionOf': { nl: 'Positie van {name}', en: 'Position of {name}' },
  'categories.rowOf': { nl: 'Rij van {name}', en: 'Row of {name}' },
  'categories.picturesOf': { nl: "Foto's van {name}", en: 'Pictures of {name}' },
  'categories.pictureOf': { nl: 'Foto van {name}', en: 'Picture of {name}' },
  'categories.actionsFor': { nl: 'Acties voor {name}', en: 'Actions for {name}' },
  'categories.editPictures': { nl: "Foto's bewerken", en: 'Edit pictures' },
  'categories.nameRequired': { nl: 'Naam is verplicht.', en: 'A name is required.' },
  'categories.colorInvalid': {
    nl: 'Kleur moet zes hex-tekens zijn, zoals 2E7D32.',
    en: 'A colour is six hex characters, like 2E7D32.',
  },
  'categories.rowInvalid': {
    nl: 'Rij moet een geheel getal van 0 of meer zijn.',
    en: 'A row is a whole number of 0 or more.',
  },
  'categories.addSubmit': { nl: 'Toevoegen', en: 'Add' },
  'categories.shop': { nl: 'Shop: {name}', en: 'Shop: {name}' },
  'categories.cannabisCategory': { nl: 'Cannabis-categorie', en: 'Cannabis category' },
  'categories.positionOnList': { nl: 'Positie op de prijslijst', en: 'Position on the price list' },
  'categories.rowHint': { nl: 'Leeg: geen rij', en: 'Empty: no row' },
  'categories.screensOf': { nl: 'Schermen van {name}', en: 'Screens of {name}' },
  'categories.save': { nl: 'Opslaan', en: 'Save' },
  'categories.noScreens': {
    nl: 'Deze shop heeft nog geen schermen. Voeg ze toe onder Schermen.',
    en: 'This shop has no screens yet. Add them under Screens.',
  },
  'categories.option.show_chis': {
    nl: 'CBD/Hybrid/Indica/Sativa tonen',
    en: 'Show CBD/Hybrid/Indica/Sativa',
  },
  'categories.option.show_flags': { nl: 'Vlaggen tonen', en: 'Show flags' },
  'categories.option.show_images': { nl: 'Afbeeldingen tonen', en: 'Show images' },
  'categories.option.show_product_description': {
    nl: 'Beschrijving tonen',
    en: 'Show description',
  },
  'categories.option.show_strains': { nl: 'Strains tonen', en: 'Show strains' },
  'categories.option.use_custom_color': { nl: 'Eigen kleur gebruiken', en: 'Use own colour' },
  'categories.option.sort_prices_descending': {
    nl: 'Prijzen aflopend sorteren',
    en: 'Sort prices descending',
  },
  'categories.option.include_joints_in_sorting': {
    nl: 'Joints meesorteren',
    en: 'Include joints in sorting',
  },
  'categories.option.enable_image_for_category': {
    nl: 'Categorie-afbeelding tonen',
    en: 'Show category image',
  },
  'categories.orientation.landscape': { nl: 'Liggend', en: 'Landscape' },
  'categories.orientation.portrait': { nl: 'Staand', en: 'Portrait' },
  'categories.orientation.mobile': { nl: 'Mobiel', en: 'Mobile' },
  'categories.notOnScreen': { nl: 'Niet op dit scherm.', en: 'Not on this screen.' },
  'categories.placement.column': { nl: 'Kolom', en: 'Column' },
  'categories.placement.columnHint': { nl: '0 tot en met 3', en: '0 to 3' },
  'categories.placement.order': { nl: 'Volgorde', en: 'Order' },
  'categories.placement.opacity': { nl: 'Dekking (%)', en: 'Opacity (%)' },
  'categories.placement.opacityHint': { nl: '0 tot en met 100', en: '0 to 100' },
  'categories.placement.advanced': { nl: 'Geavanceerde opties', en: 'Advanced options' },
});
