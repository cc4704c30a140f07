/** More cannabis kinds of the demo (see demo-kinds.ts). */
import type { DemoKind } from './demo-kinds';

const NL = '🇳🇱';
const US = '🇺🇸';
const MA = '🇲🇦';
const STRONG = '💪';
const HOT = '🔥';

export const MORE_KINDS: DemoKind[] = [
  {
    name: 'Sour Diesel',
    type: 's',
    shortNl: 'Snelle, energieke sativa met een dieselgeur.',
    shortEn: 'Fast-acting, energetic sativa with a diesel aroma.',
    descriptionNl:
      'Sour Diesel komt uit New York en ruikt uitgesproken naar brandstof en citrus. Ze werkt snel en geeft een heldere, energieke high die lang aanhoudt.',
    descriptionEn:
      'Sour Diesel comes from New York and smells strongly of fuel and citrus. It acts fast and gives a clear, energetic high that lasts a long time.',
    strains: ['Diesel'],
    tags: { Energetic: 85, Focused: 70, Happy: 65, Creative: 50 },
    flavors: ['Diesel', 'Citrus', 'Earthy'],
    flags: [US],
  },
  {
    name: 'Blue Dream',
    type: 'h',
    shortNl: 'Zachte hybride met een zoete bosbessensmaak.',
    shortEn: 'Gentle hybrid with a sweet blueberry taste.',
    descriptionNl:
      'Blue Dream is een kruising van Blueberry en Haze uit Californië. Ze combineert een ontspannen gevoel in het lichaam met een heldere, creatieve geest.',
    descriptionEn:
      'Blue Dream is a Californian cross of Blueberry and Haze. It combines a relaxed body feeling with a clear, creative mind.',
    strains: ['Haze'],
    tags: { Happy: 70, Relaxed: 65, Creative: 65, Euphoric: 50 },
    flavors: ['Berry', 'Sweet', 'Herbal'],
    flags: [US],
  },
  {
    name: 'CBD Critical Mass',
    type: 'c',
    shortNl: 'Veel CBD en weinig THC: rustgevend zonder zware high.',
    shortEn: 'High CBD, low THC: calming without a heavy high.',
    descriptionNl:
      'CBD Critical Mass heeft een evenwichtige verhouding tussen CBD en THC. Ze ontspant het lichaam terwijl je helder en functioneel blijft.',
    descriptionEn:
      'CBD Critical Mass has a balanced ratio of CBD to THC. It relaxes the body while you stay clear and functional.',
    strains: ['Critical'],
    tags: { Relaxed: 60, Focused: 40 },
    flavors: ['Earthy', 'Herbal', 'Sweet'],
    flags: ['🇪🇸'],
  },
  {
    name: 'Cannatonic',
    type: 'c',
    shortNl: 'Milde CBD-soort met nauwelijks psychoactief effect.',
    shortEn: 'Mild CBD strain with hardly any psychoactive effect.',
    descriptionNl:
      'Cannatonic is een van de eerste soorten die speciaal voor een hoog CBD-gehalte werd veredeld. Het effect is mild en ontspannend, geschikt voor wie geen zware high zoekt.',
    descriptionEn:
      'Cannatonic was one of the first strains bred specifically for a high CBD content. The effect is mild and relaxing, suited to anyone not looking for a heavy high.',
    strains: ['Haze'],
    tags: { Relaxed: 55, Focused: 50 },
    flavors: ['Earthy', 'Citrus'],
    flags: ['🇪🇸'],
  },
  {
    name: 'Jamaican Lambsbread',
    type: 's',
    shortNl: 'Jamaicaanse landrace met een opgewekte, zonnige high.',
    shortEn: 'Jamaican landrace with an upbeat, sunny high.',
    descriptionNl:
      'Lambsbread, ook wel Lamb’s Bread, is een sativa-landras uit Jamaica. Ze smaakt kruidig en geeft een vrolijke, energieke high.',
    descriptionEn:
      'Lambsbread, also called Lamb’s Bread, is a sativa landrace from Jamaica. It tastes herbal and spicy and gives a cheerful, energetic high.',
    strains: ['Landrace'],
    tags: { Energetic: 70, Happy: 70, Uplifted: 60, Creative: 50 },
    flavors: ['Herbal', 'Spicy', 'Earthy'],
    flags: ['🇯🇲'],
  },
  {
    name: 'Marokkaanse Caramello',
    type: 'i',
    shortNl: 'Zachte Marokkaanse hasj met een karamelachtige smaak.',
    shortEn: 'Soft Moroccan hash with a caramel-like taste.',
    descriptionNl:
      'Caramello is een soepele, goudbruine hasj uit het Rifgebergte in Marokko. De smaak is zoet en kruidig, het effect warm en ontspannend.',
    descriptionEn:
      'Caramello is a supple, golden-brown hash from the Rif mountains in Morocco. It tastes sweet and spicy, and the effect is warm and relaxing.',
    strains: ['Beldia'],
    tags: { Relaxed: 80, Happy: 55, Sleepy: 50 },
    flavors: ['Sweet', 'Spicy', 'Earthy'],
    flags: [MA],
  },
  {
    name: 'Afghaan',
    type: 'i',
    shortNl: 'Donkere, kneedbare hasj met een zware werking.',
    shortEn: 'Dark, pliable hash with a heavy effect.',
    descriptionNl:
      'Afghaanse hasj wordt van oudsher met de hand geperst en is donker van kleur en zacht van structuur. De rook is kruidig en vol, het effect zwaar en slaperig.',
    descriptionEn:
      'Afghan hash is traditionally pressed by hand and is dark in colour and soft in texture. The smoke is spicy and full, and the effect heavy and sleepy.',
    strains: ['Afghani'],
    tags: { Relaxed: 85, Sleepy: 75, Hungry: 50 },
    flavors: ['Earthy', 'Spicy'],
    flags: ['🇦🇫'],
    icons: [STRONG],
  },
  {
    name: 'Ketama',
    type: 'i',
    shortNl: 'Traditionele Marokkaanse hasj uit de Rif.',
    shortEn: 'Traditional Moroccan hash from the Rif.',
    descriptionNl:
      'Ketama is genoemd naar het dorp in het Rifgebergte waar al eeuwen hasj wordt gemaakt. Ze is licht van kleur, kruimelig en geeft een milde, ontspannen high.',
    descriptionEn:
      'Ketama is named after the village in the Rif mountains where hash has been made for centuries. It is light in colour, crumbly and gives a mild, relaxed high.',
    strains: ['Beldia'],
    tags: { Relaxed: 70, Happy: 60, Giggly: 40 },
    flavors: ['Earthy', 'Herbal'],
    flags: [MA],
  },
  {
    name: 'Charas',
    type: 'i',
    shortNl: 'Handgewreven hasj uit de Himalaya.',
    shortEn: 'Hand-rubbed hash from the Himalayas.',
    descriptionNl:
      'Charas wordt gemaakt door levende toppen tussen de handpalmen te wrijven, zoals dat in de Himalaya al eeuwen gebeurt. Ze is zacht en aromatisch, met een kruidige, bloemige smaak.',
    descriptionEn:
      'Charas is made by rubbing living buds between the palms, as has been done in the Himalayas for centuries. It is soft and aromatic with a spicy, floral taste.',
    strains: ['Landrace', 'Kush'],
    tags: { Relaxed: 75, Euphoric: 60, Creative: 40 },
    flavors: ['Spicy', 'Herbal', 'Earthy'],
    flags: ['🇮🇳'],
  },
  {
    name: 'Marokkaanse Polm',
    type: 'i',
    shortNl: 'Losse, lichte Marokkaanse zeefhasj.',
    shortEn: 'Loose, light Moroccan sieved hash.',
    descriptionNl:
      'Polm is de klassieke zeefhasj uit Marokko: de harskristallen worden gezeefd en licht geperst. Ze brokkelt makkelijk en geeft een milde, vrolijke high.',
    descriptionEn:
      'Polm is the classic sieved hash from Morocco: the resin crystals are sifted and lightly pressed. It crumbles easily and gives a mild, cheerful high.',
    strains: ['Beldia'],
    tags: { Relaxed: 60, Happy: 55, Giggly: 45 },
    flavors: ['Earthy', 'Spicy'],
    flags: [MA],
  },
  {
    name: 'Marokkaanse Zero Zero',
    type: 'i',
    shortNl: 'Fijne Marokkaanse hasj van de eerste zeving.',
    shortEn: 'Fine Moroccan hash from the first sieving.',
    descriptionNl:
      'Zero Zero, ook wel 00 genoemd, wordt gemaakt met de fijnste zeef en is daardoor zuiverder en sterker dan gewone Marokkaanse hasj. Ze is zacht, goudbruin en heeft een zoete, kruidige smaak.',
    descriptionEn:
      'Zero Zero, also called 00, is made with the finest sieve and is therefore purer and stronger than regular Moroccan hash. It is soft, golden-brown and has a sweet, spicy taste.',
    strains: ['Beldia'],
    tags: { Relaxed: 80, Euphoric: 65, Happy: 55 },
    flavors: ['Sweet', 'Earthy', 'Spicy'],
    flags: [MA],
    icons: [STRONG],
  },
  {
    name: 'Mississippi Haze',
    type: 's',
    group: 'Maastricht',
    shortNl: 'Onze eigen Haze-selectie: fris, fruitig en krachtig.',
    shortEn: 'Our own Haze selection: fresh, fruity and powerful.',
    descriptionNl:
      'Mississippi Haze is een selectie die speciaal voor onze shops in Maastricht wordt gekweekt. Ze heeft een tropische citrussmaak en een vrolijke, energieke high.',
    descriptionEn:
      'Mississippi Haze is a selection grown especially for our shops in Maastricht. It has a tropical citrus taste and a cheerful, energetic high.',
    strains: ['Haze', 'Lemon'],
    tags: { Energetic: 80, Happy: 75, Creative: 65, Giggly: 45 },
    flavors: ['Citrus', 'Tropical', 'Sweet'],
    flags: [NL],
    icons: [HOT],
  },
  {
    name: 'Huismerk Skunk',
    type: 'h',
    group: 'Maastricht',
    shortNl: 'Betaalbare huiswiet met een vertrouwde skunksmaak.',
    shortEn: 'Affordable house weed with a familiar skunk taste.',
    descriptionNl:
      'Onze huiswiet is een degelijke Skunk voor een scherpe prijs. Ze geeft een evenwichtige, ontspannen high.',
    descriptionEn:
      'Our house weed is a solid Skunk at a sharp price. It gives a balanced, relaxed high.',
    strains: ['Skunk'],
    tags: { Relaxed: 60, Happy: 60, Hungry: 40 },
    flavors: ['Earthy', 'Sweet'],
    flags: [NL],
  },
  {
    name: 'Ice-O-Lator Amnesia',
    type: 's',
    group: 'Maastricht',
    shortNl: 'Zuivere ijswaterhasj gemaakt van Amnesia Haze.',
    shortEn: 'Pure ice water hash made from Amnesia Haze.',
    descriptionNl:
      'Deze Ice-O-Lator wordt met ijswater en zeefzakken van Amnesia Haze gemaakt, zonder oplosmiddelen. Ze is zeer sterk, dus begin met een kleine hoeveelheid.',
    descriptionEn:
      'This Ice-O-Lator is made from Amnesia Haze with ice water and sieve bags, without solvents. It is very strong, so start with a small amount.',
    strains: ['Haze'],
    tags: { Energetic: 75, Euphoric: 70, Creative: 55 },
    flavors: ['Citrus', 'Spicy', 'Earthy'],
    flags: [NL],
    icons: [STRONG, HOT],
  },
  {
    name: 'Space Cake',
    type: 'h',
    group: 'Maastricht',
    shortNl: 'Cake met wiet; de werking begint pas na een uur.',
    shortEn: 'Cake with weed; it takes about an hour to work.',
    descriptionNl:
      'Onze space cake wordt gebakken met boter waarin wiet is getrokken. Het effect begint na 45 tot 90 minuten en houdt uren aan, dus neem niet meteen een tweede stuk.',
    descriptionEn:
      'Our space cake is baked with butter infused with weed. The effect starts after 45 to 90 minutes and lasts for hours, so do not take a second piece right away.',
    strains: ['Skunk'],
    tags: { Happy: 70, Giggly: 65, Relaxed: 60 },
    flavors: ['Sweet'],
  },
  {
    name: 'Spacebrownie',
    type: 'i',
    group: 'Maastricht',
    shortNl: 'Chocoladebrownie met wiet, zwaar en ontspannend.',
    shortEn: 'Chocolate brownie with weed, heavy and relaxing.',
    descriptionNl:
      'Een smeuïge chocoladebrownie, gebakken met indica-boter. Wacht minstens een uur voordat je meer neemt: de werking komt langzaam op.',
    descriptionEn:
      'A fudgy chocolate brownie baked with indica butter. Wait at least an hour before taking more: the effect builds slowly.',
    strains: ['Kush'],
    tags: { Relaxed: 75, Sleepy: 55, Hungry: 50 },
    flavors: ['Sweet', 'Coffee'],
  },
  {
    name: 'Wietlolly',
    type: 's',
    group: 'Maastricht',
    shortNl: 'Citroenlolly met cannabis-extract, mild en discreet.',
    shortEn: 'Lemon lollipop with cannabis extract, mild and discreet.',
    descriptionNl:
      'Deze lolly bevat een kleine dosis cannabis-extract en smaakt naar citroen. Het effect komt sneller op dan bij gebak, maar is milder.',
    descriptionEn:
      'This lollipop contains a small dose of cannabis extract and tastes of lemon. The effect comes on faster than with baked goods but is milder.',
    strains: ['Haze'],
    tags: { Happy: 60, Energetic: 45 },
    flavors: ['Citrus', 'Sweet'],
  },
];
