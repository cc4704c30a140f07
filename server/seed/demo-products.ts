/** A global horeca product of the demo (no product type). */
export interface DemoProduct {
  name: string;
  shortNl: string;
  shortEn: string;
  descriptionNl: string;
  descriptionEn: string;
}

export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    name: 'Koffie',
    shortNl: 'Versgezette koffie van biologische bonen.',
    shortEn: 'Freshly brewed coffee from organic beans.',
    descriptionNl: 'Een kop filterkoffie, vers gezet van arabica-bonen uit een lokale branderij.',
    descriptionEn:
      'A cup of filter coffee, freshly brewed from arabica beans from a local roaster.',
  },
  {
    name: 'Espresso',
    shortNl: 'Kort en krachtig.',
    shortEn: 'Short and strong.',
    descriptionNl: 'Een klassieke Italiaanse espresso met een volle crema.',
    descriptionEn: 'A classic Italian espresso with a full crema.',
  },
  {
    name: 'Cappuccino',
    shortNl: 'Espresso met opgeschuimde melk.',
    shortEn: 'Espresso with frothed milk.',
    descriptionNl:
      'Espresso met warme melk en een dikke laag melkschuim, op verzoek met havermelk.',
    descriptionEn:
      'Espresso with hot milk and a thick layer of milk foam, with oat milk on request.',
  },
  {
    name: 'Koffie verkeerd',
    shortNl: 'Koffie met veel warme melk.',
    shortEn: 'Coffee with plenty of hot milk.',
    descriptionNl: 'De Nederlandse variant van de café au lait: half koffie, half warme melk.',
    descriptionEn: 'The Dutch take on café au lait: half coffee, half hot milk.',
  },
  {
    name: 'Latte macchiato',
    shortNl: 'Laagjes melk, espresso en schuim.',
    shortEn: 'Layers of milk, espresso and foam.',
    descriptionNl: 'Warme melk met een shot espresso, geserveerd in een hoog glas.',
    descriptionEn: 'Hot milk with a shot of espresso, served in a tall glass.',
  },
  {
    name: 'Thee',
    shortNl: 'Keuze uit verschillende theesoorten.',
    shortEn: 'Choice of several teas.',
    descriptionNl: 'Kies zelf uit zwarte, groene, rooibos- of kamillethee.',
    descriptionEn: 'Choose from black, green, rooibos or chamomile tea.',
  },
  {
    name: 'Verse muntthee',
    shortNl: 'Verse muntblaadjes met heet water.',
    shortEn: 'Fresh mint leaves with hot water.',
    descriptionNl: 'Een glas heet water met een flinke bos verse munt, met honing erbij.',
    descriptionEn: 'A glass of hot water with a generous bunch of fresh mint, served with honey.',
  },
  {
    name: 'Verse gemberthee',
    shortNl: 'Verse gember met citroen en honing.',
    shortEn: 'Fresh ginger with lemon and honey.',
    descriptionNl:
      'Plakjes verse gember getrokken in heet water, met een partje citroen en honing.',
    descriptionEn: 'Slices of fresh ginger steeped in hot water, with a wedge of lemon and honey.',
  },
  {
    name: 'Chocolademelk',
    shortNl: 'Warme chocolademelk, met of zonder slagroom.',
    shortEn: 'Hot chocolate, with or without whipped cream.',
    descriptionNl: 'Romige chocolademelk van echte cacao; slagroom op verzoek.',
    descriptionEn: 'Creamy hot chocolate made with real cocoa; whipped cream on request.',
  },
  {
    name: 'Coca-Cola',
    shortNl: 'Flesje 33 cl.',
    shortEn: 'Bottle 33 cl.',
    descriptionNl: 'Coca-Cola regular, gekoeld geserveerd.',
    descriptionEn: 'Coca-Cola regular, served chilled.',
  },
  {
    name: 'Coca-Cola Zero',
    shortNl: 'Zonder suiker, flesje 33 cl.',
    shortEn: 'Sugar free, bottle 33 cl.',
    descriptionNl: 'Coca-Cola zonder suiker, gekoeld geserveerd.',
    descriptionEn: 'Coca-Cola without sugar, served chilled.',
  },
  {
    name: 'Fanta',
    shortNl: 'Sinaasappel, flesje 33 cl.',
    shortEn: 'Orange, bottle 33 cl.',
    descriptionNl: 'Fanta sinaasappel, gekoeld geserveerd.',
    descriptionEn: 'Fanta orange, served chilled.',
  },
  {
    name: 'Sprite',
    shortNl: 'Citroen-limoen, flesje 33 cl.',
    shortEn: 'Lemon-lime, bottle 33 cl.',
    descriptionNl: 'Sprite met citroen en limoen, gekoeld geserveerd.',
    descriptionEn: 'Sprite with lemon and lime, served chilled.',
  },
  {
    name: 'Spa rood',
    shortNl: 'Bruisend mineraalwater, 25 cl.',
    shortEn: 'Sparkling mineral water, 25 cl.',
    descriptionNl: 'Spa Intense bruisend mineraalwater uit de Ardennen.',
    descriptionEn: 'Spa Intense sparkling mineral water from the Ardennes.',
  },
  {
    name: 'Spa blauw',
    shortNl: 'Plat mineraalwater, 25 cl.',
    shortEn: 'Still mineral water, 25 cl.',
    descriptionNl: 'Spa Reine plat mineraalwater uit de Ardennen.',
    descriptionEn: 'Spa Reine still mineral water from the Ardennes.',
  },
  {
    name: 'Red Bull',
    shortNl: 'Energiedrank, blikje 25 cl.',
    shortEn: 'Energy drink, can 25 cl.',
    descriptionNl: 'Red Bull energiedrank, gekoeld geserveerd.',
    descriptionEn: 'Red Bull energy drink, served chilled.',
  },
  {
    name: 'Fuze Tea',
    shortNl: 'IJsthee perzik, flesje 40 cl.',
    shortEn: 'Peach iced tea, bottle 40 cl.',
    descriptionNl: 'IJsthee met perzik en een vleugje hibiscus.',
    descriptionEn: 'Iced tea with peach and a hint of hibiscus.',
  },
  {
    name: 'Verse jus d’orange',
    shortNl: 'Vers geperste sinaasappels.',
    shortEn: 'Freshly squeezed oranges.',
    descriptionNl: 'Een groot glas sinaasappelsap, geperst waar je bij staat.',
    descriptionEn: 'A large glass of orange juice, squeezed while you wait.',
  },
  {
    name: 'Smoothie aardbei-banaan',
    shortNl: 'Aardbei, banaan en yoghurt.',
    shortEn: 'Strawberry, banana and yoghurt.',
    descriptionNl: 'Verse smoothie van aardbeien, banaan en Griekse yoghurt.',
    descriptionEn: 'Fresh smoothie of strawberries, banana and Greek yoghurt.',
  },
  {
    name: 'Smoothie mango',
    shortNl: 'Mango, passievrucht en sinaasappel.',
    shortEn: 'Mango, passion fruit and orange.',
    descriptionNl: 'Tropische smoothie van mango, passievrucht en verse sinaasappel.',
    descriptionEn: 'Tropical smoothie of mango, passion fruit and fresh orange.',
  },
  {
    name: 'Appeltaart',
    shortNl: 'Huisgemaakte appeltaart met slagroom.',
    shortEn: 'Home-made apple pie with whipped cream.',
    descriptionNl: 'Een dikke punt Hollandse appeltaart met kaneel, met een toef slagroom.',
    descriptionEn:
      'A thick slice of Dutch apple pie with cinnamon, with a dollop of whipped cream.',
  },
  {
    name: 'Brownie',
    shortNl: 'Chocoladebrownie zonder wiet.',
    shortEn: 'Chocolate brownie without weed.',
    descriptionNl: 'Een gewone, smeuïge chocoladebrownie: zonder cannabis.',
    descriptionEn: 'A regular, fudgy chocolate brownie: without cannabis.',
  },
  {
    name: 'Tosti ham-kaas',
    shortNl: 'Tosti met ham en kaas.',
    shortEn: 'Toasted sandwich with ham and cheese.',
    descriptionNl: 'Knapperige tosti van wit brood met ham en jonge kaas, met ketchup.',
    descriptionEn: 'Crispy toasted white bread with ham and young cheese, served with ketchup.',
  },
  {
    name: 'Tosti kaas',
    shortNl: 'Tosti met kaas.',
    shortEn: 'Toasted cheese sandwich.',
    descriptionNl: 'Knapperige tosti van wit brood met jonge kaas, met ketchup.',
    descriptionEn: 'Crispy toasted white bread with young cheese, served with ketchup.',
  },
  {
    name: 'Chocolate chip cookie',
    shortNl: 'Grote koek met stukjes chocolade.',
    shortEn: 'Large cookie with chocolate chunks.',
    descriptionNl: 'Zachte, grote koek met stukjes pure en melkchocolade.',
    descriptionEn: 'Soft, large cookie with chunks of dark and milk chocolate.',
  },
  {
    name: 'Nacho’s',
    shortNl: 'Nacho’s met kaas en salsa.',
    shortEn: 'Nachos with cheese and salsa.',
    descriptionNl: 'Een bord tortillachips uit de oven met gesmolten kaas, salsa en jalapeños.',
    descriptionEn: 'A plate of oven-baked tortilla chips with melted cheese, salsa and jalapeños.',
  },
];
