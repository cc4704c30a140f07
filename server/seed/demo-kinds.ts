import type { DemoFlavorName, DemoGroupName, DemoStrainName, DemoTagName } from './demo-data';

/** Which one of the flags c, h, i, s a kind carries: CBD, hybrid, indica or sativa. */
import { MORE_KINDS } from './demo-kinds-more';

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
const STRONG = '💪';
const HOT = '🔥';

/** The first half of the demo kinds; the rest are in demo-kinds-more.ts. */
const FIRST_KINDS: DemoKind[] = [
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
];

/** The cannabis kinds of the demo: global ones and some of the group Maastricht. */
export const DEMO_KINDS: DemoKind[] = [...FIRST_KINDS, ...MORE_KINDS];
