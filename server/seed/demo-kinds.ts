import type { DemoFlavorName, DemoGroupName, DemoStrainName, DemoTagName } from './demo-data';

/** Which one of the flags c, h, i, s a kind carries: CBD, hybrid, indica or sativa. */
export type DemoKindType = 'c' | 'h' | 'i' | 's';

/** A cannabis kind of the demo; without a group it is global. */
export interface DemoKind {
  name: string;
  type: DemoKindType;
  group?: DemoGroupName;
  shortNl: string;
  shortEn: string;
  descriptionNl: string;
  descriptionEn: string;
  strains: DemoStrainName[];
  /** Tag name to amount (0 to 100). */
  tags: Partial<Record<DemoTagName, number>>;
  flavors: DemoFlavorName[];
  flags?: string[];
  icons?: string[];
}

const NL = '🇳🇱';
const US = '🇺🇸';
const MA = '🇲🇦';
const STRONG = '💪';
const HOT = '🔥';

export const DEMO_KINDS: DemoKind[] = [
  {
    name: 'Amnesia Haze',
    type: 's',
    shortNl: 'Klassieke sativa met een heldere, energieke high.',
    shortEn: 'Classic sativa with a clear, energetic high.',
    descriptionNl:
      'Amnesia Haze is al jaren een van de populairste soorten in Nederlandse coffeeshops. De smaak is fris en citrusachtig met een aardse ondertoon, het effect opwekkend en creatief.',
    descriptionEn:
      'Amnesia Haze has been one of the most popular strains in Dutch coffeeshops for years. It tastes fresh and citrusy with an earthy undertone, and the effect is uplifting and creative.',
    strains: ['Haze'],
    tags: { Energetic: 85, Happy: 75, Creative: 60, Uplifted: 50 },
    flavors: ['Citrus', 'Earthy', 'Spicy'],
    flags: [NL],
    icons: [STRONG],
  },
  {
    name: 'White Widow',
    type: 'h',
    shortNl: 'Nederlandse klassieker met een gebalanceerd effect.',
    shortEn: 'Dutch classic with a balanced effect.',
    descriptionNl:
      'White Widow werd in de jaren negentig in Nederland ontwikkeld en staat bekend om de witte laag hars op de toppen. Ze geeft een evenwichtige high die zowel ontspant als oppept.',
    descriptionEn:
      'White Widow was bred in the Netherlands in the nineties and is known for the white layer of resin on its buds. It gives a balanced high that both relaxes and lifts the mood.',
    strains: ['Widow'],
    tags: { Happy: 70, Energetic: 55, Creative: 50, Talkative: 40 },
    flavors: ['Earthy', 'Pine', 'Herbal'],
    flags: [NL],
  },
  {
    name: 'Super Lemon Haze',
    type: 's',
    shortNl: 'Zure citroensmaak en een opwekkende sativa-high.',
    shortEn: 'Zesty lemon taste and an uplifting sativa high.',
    descriptionNl:
      'Super Lemon Haze is een kruising van Lemon Skunk en Super Silver Haze en won twee keer de High Times Cannabis Cup. De smaak is fris en zuur als citroenschil, het effect energiek en vrolijk.',
    descriptionEn:
      'Super Lemon Haze is a cross of Lemon Skunk and Super Silver Haze and won the High Times Cannabis Cup twice. It tastes zesty like lemon peel, with an energetic and cheerful effect.',
    strains: ['Haze', 'Lemon', 'Skunk'],
    tags: { Energetic: 90, Happy: 80, Focused: 55, Talkative: 45 },
    flavors: ['Citrus', 'Sweet'],
    flags: [NL],
    icons: [HOT],
  },
  {
    name: 'Gorilla Glue',
    type: 'h',
    shortNl: 'Zeer sterke hybride die je stevig op de bank plakt.',
    shortEn: 'Very potent hybrid that glues you to the couch.',
    descriptionNl:
      'Gorilla Glue dankt zijn naam aan de kleverige hars die bij het knippen aan de scharen blijft plakken. Verwacht een zware, euforische en diep ontspannende high met een smaak van diesel en dennen.',
    descriptionEn:
      'Gorilla Glue owes its name to the sticky resin that clings to the scissors while trimming. Expect a heavy, euphoric and deeply relaxing high with a taste of diesel and pine.',
    strains: ['Diesel'],
    tags: { Relaxed: 85, Euphoric: 75, Happy: 65, Sleepy: 40 },
    flavors: ['Diesel', 'Earthy', 'Pine'],
    flags: [US],
    icons: [STRONG, HOT],
  },
  {
    name: 'Northern Lights',
    type: 'i',
    shortNl: 'Rustgevende indica, ideaal voor de avond.',
    shortEn: 'Calming indica, ideal for the evening.',
    descriptionNl:
      'Northern Lights stamt af van Afghaanse landrassen en is een van de bekendste indica’s ter wereld. Ze werkt lichamelijk ontspannend en helpt veel mensen in slaap te vallen.',
    descriptionEn:
      'Northern Lights descends from Afghan landraces and is one of the best-known indicas in the world. It relaxes the body and helps many people fall asleep.',
    strains: ['Afghani'],
    tags: { Relaxed: 90, Sleepy: 80, Happy: 50 },
    flavors: ['Earthy', 'Sweet', 'Spicy'],
    flags: [NL],
  },
  {
    name: 'Girl Scout Cookies',
    type: 'h',
    shortNl: 'Zoete hybride uit Californië met een euforische werking.',
    shortEn: 'Sweet Californian hybrid with a euphoric effect.',
    descriptionNl:
      'Girl Scout Cookies is een kruising van OG Kush en Durban Poison uit San Francisco. De zoete, aardse smaak doet denken aan vers gebakken koekjes, het effect is euforisch en ontspannen.',
    descriptionEn:
      'Girl Scout Cookies is a cross of OG Kush and Durban Poison from San Francisco. Its sweet, earthy taste recalls freshly baked cookies, and the effect is euphoric and relaxed.',
    strains: ['Cookies', 'OG'],
    tags: { Euphoric: 80, Happy: 75, Relaxed: 65, Creative: 40 },
    flavors: ['Sweet', 'Earthy', 'Spicy'],
    flags: [US],
  },
  {
    name: 'Wedding Cake',
    type: 'h',
    shortNl: 'Romige, zoete smaak en een zware, ontspannen high.',
    shortEn: 'Creamy, sweet taste and a heavy, relaxed high.',
    descriptionNl:
      'Wedding Cake, ook bekend als Pink Cookies, komt voort uit Triangle Kush en Animal Mints. De smaak is zoet als vanille met een vleugje peper, het effect kalmerend en euforisch.',
    descriptionEn:
      'Wedding Cake, also known as Pink Cookies, comes from Triangle Kush and Animal Mints. It tastes sweet like vanilla with a hint of pepper, and the effect is calming and euphoric.',
    strains: ['Cookies', 'Kush'],
    tags: { Relaxed: 80, Euphoric: 70, Happy: 65, Hungry: 45 },
    flavors: ['Sweet', 'Earthy', 'Spicy'],
    flags: [US],
    icons: [HOT],
  },
  {
    name: 'AK-47',
    type: 'h',
    shortNl: 'Veelzijdige hybride met een snelle, heldere werking.',
    shortEn: 'Versatile hybrid with a fast, clear effect.',
    descriptionNl:
      'AK-47 combineert Colombiaanse, Mexicaanse, Thaise en Afghaanse genetica en werd in Nederland veredeld. Ondanks de stoere naam is het effect vriendelijk: helder, ontspannen en sociaal.',
    descriptionEn:
      'AK-47 combines Colombian, Mexican, Thai and Afghan genetics and was bred in the Netherlands. Despite its tough name the effect is friendly: clear, relaxed and social.',
    strains: ['Skunk', 'Afghani'],
    tags: { Relaxed: 65, Happy: 60, Talkative: 55, Creative: 45 },
    flavors: ['Earthy', 'Sweet'],
    flags: [NL],
  },
  {
    name: 'Jack Herer',
    type: 's',
    shortNl: 'Creatieve sativa, vernoemd naar de bekende activist.',
    shortEn: 'Creative sativa, named after the famous activist.',
    descriptionNl:
      'Jack Herer is vernoemd naar de Amerikaanse cannabisactivist en werd in Nederland ontwikkeld uit Haze, Northern Lights en Shiva Skunk. Ze geeft een heldere, creatieve high met een kruidige dennensmaak.',
    descriptionEn:
      'Jack Herer is named after the American cannabis activist and was bred in the Netherlands from Haze, Northern Lights and Shiva Skunk. It gives a clear, creative high with a spicy pine flavour.',
    strains: ['Haze', 'Skunk'],
    tags: { Creative: 80, Energetic: 70, Focused: 65, Happy: 60 },
    flavors: ['Pine', 'Earthy', 'Spicy'],
    flags: [NL],
  },
  {
    name: 'Bubba Kush',
    type: 'i',
    shortNl: 'Zware indica met een smaak van koffie en chocolade.',
    shortEn: 'Heavy indica with a taste of coffee and chocolate.',
    descriptionNl:
      'Bubba Kush is een indica uit Californië met een zoete smaak van koffie en chocolade. Ze ontspant lichaam en geest volledig en past bij een rustige avond.',
    descriptionEn:
      'Bubba Kush is a Californian indica with a sweet taste of coffee and chocolate. It relaxes body and mind completely and suits a quiet evening.',
    strains: ['Kush', 'OG'],
    tags: { Sleepy: 85, Relaxed: 85, Hungry: 60, Happy: 40 },
    flavors: ['Coffee', 'Sweet', 'Earthy'],
    flags: [US],
  },
  {
    name: 'Critical',
    type: 'i',
    shortNl: 'Snelbloeiende indica met een zoete, volle smaak.',
    shortEn: 'Fast-flowering indica with a sweet, full flavour.',
    descriptionNl:
      'Critical is een Spaanse kruising van Skunk en Afghani die bekendstaat om de grote opbrengst. Het effect is ontspannen en tevreden, zonder je helemaal plat te leggen.',
    descriptionEn:
      'Critical is a Spanish cross of Skunk and Afghani known for its large yield. The effect is relaxed and content without knocking you out.',
    strains: ['Critical', 'Skunk', 'Afghani'],
    tags: { Relaxed: 75, Happy: 55, Sleepy: 45 },
    flavors: ['Sweet', 'Earthy'],
    flags: ['🇪🇸'],
  },
  {
    name: 'Gelato',
    type: 'h',
    shortNl: 'Fruitige, romige hybride met een euforisch effect.',
    shortEn: 'Fruity, creamy hybrid with a euphoric effect.',
    descriptionNl:
      'Gelato is een kruising van Sunset Sherbet en Thin Mint Girl Scout Cookies. De smaak is zoet en fruitig als ijs, het effect euforisch en lichamelijk ontspannend.',
    descriptionEn:
      'Gelato is a cross of Sunset Sherbet and Thin Mint Girl Scout Cookies. It tastes sweet and fruity like ice cream, and the effect is euphoric and physically relaxing.',
    strains: ['Gelato', 'Cookies'],
    tags: { Euphoric: 80, Relaxed: 70, Happy: 60, Creative: 55 },
    flavors: ['Sweet', 'Berry', 'Citrus'],
    flags: [US],
    icons: [HOT],
  },
  {
    name: 'Zkittlez',
    type: 'i',
    shortNl: 'Snoepachtige, fruitige smaak en een rustige high.',
    shortEn: 'Candy-like fruity flavour and a calm high.',
    descriptionNl:
      'Zkittlez komt voort uit Grape Ape en Grapefruit en smaakt naar een zak fruitsnoepjes. Ze geeft een kalme, tevreden high waarbij je toch helder blijft.',
    descriptionEn:
      'Zkittlez comes from Grape Ape and Grapefruit and tastes like a bag of fruit candy. It gives a calm, content high while keeping you clear-headed.',
    strains: ['Purple'],
    tags: { Relaxed: 75, Happy: 65, Focused: 45, Giggly: 40 },
    flavors: ['Sweet', 'Berry', 'Tropical', 'Grape'],
    flags: [US],
  },
  {
    name: 'Purple Haze',
    type: 's',
    shortNl: 'Legendarische sativa met paarse toppen.',
    shortEn: 'Legendary sativa with purple buds.',
    descriptionNl:
      'Purple Haze is vernoemd naar het nummer van Jimi Hendrix en valt op door de paarse tinten in de toppen. De smaak is zoet en bessig, het effect dromerig en creatief.',
    descriptionEn:
      'Purple Haze is named after the Jimi Hendrix song and stands out for the purple hues in its buds. It tastes sweet and berry-like, and the effect is dreamy and creative.',
    strains: ['Purple', 'Haze'],
    tags: { Creative: 75, Euphoric: 70, Energetic: 60 },
    flavors: ['Berry', 'Sweet', 'Earthy'],
  },
  {
    name: 'Lemon Skunk',
    type: 's',
    shortNl: 'Frisse citroensmaak met een vrolijke, sociale high.',
    shortEn: 'Fresh lemon taste with a cheerful, social high.',
    descriptionNl:
      'Lemon Skunk is geselecteerd uit twee Skunk-planten met een uitgesproken citroengeur. Ze maakt vrolijk en spraakzaam en is geschikt voor overdag.',
    descriptionEn:
      'Lemon Skunk was selected from two Skunk plants with a distinct lemon aroma. It makes you cheerful and talkative and suits daytime use.',
    strains: ['Skunk', 'Lemon'],
    tags: { Happy: 80, Uplifted: 70, Talkative: 55 },
    flavors: ['Citrus', 'Sweet'],
    flags: [NL],
  },
  {
    name: 'OG Kush',
    type: 'h',
    shortNl: 'De basis van de West Coast-genetica: kruidig en sterk.',
    shortEn: 'The backbone of West Coast genetics: spicy and strong.',
    descriptionNl:
      'OG Kush is de stamvader van talloze Amerikaanse soorten en heeft een complexe geur van diesel, dennen en citroen. Het effect is sterk, euforisch en lichamelijk ontspannend.',
    descriptionEn:
      'OG Kush is the ancestor of countless American strains and has a complex aroma of diesel, pine and lemon. The effect is strong, euphoric and physically relaxing.',
    strains: ['OG', 'Kush'],
    tags: { Euphoric: 75, Relaxed: 75, Happy: 65, Hungry: 50 },
    flavors: ['Diesel', 'Pine', 'Earthy', 'Citrus'],
    flags: [US],
    icons: [STRONG],
  },
  {
    name: 'Cheese',
    type: 'i',
    shortNl: 'Britse klassieker met een scherpe kaasgeur.',
    shortEn: 'British classic with a pungent cheese aroma.',
    descriptionNl:
      'Cheese is een Skunk-fenotype dat eind jaren tachtig in Engeland werd ontdekt. De geur is scherp en kaasachtig, het effect ontspannen en giechelig.',
    descriptionEn:
      'Cheese is a Skunk phenotype discovered in England in the late eighties. Its aroma is pungent and cheesy, and the effect is relaxed and giggly.',
    strains: ['Cheese', 'Skunk'],
    tags: { Relaxed: 75, Happy: 65, Giggly: 55, Hungry: 50 },
    flavors: ['Cheesy', 'Earthy'],
    flags: ['🇬🇧'],
  },
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
