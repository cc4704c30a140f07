import { createHash } from 'node:crypto';
import type { KindType } from '../../src/domain';
import type { ContentState } from '../db/schema';
import type { ContentGenerator, KindProfile } from './generator';

/**
 * Writes Dutch and English texts from a kind's own data (type, strains, tags with amounts,
 * flavors), without any network. Sentences are picked per kind, so two kinds of the same type
 * do not read alike, while the same kind always gets the same text.
 */

interface TypeWords {
  nl: string;
  en: string;
  /** Dutch and English words for the same effect. */
  effects: [string, string][];
  /** Dutch and English flavor words, offered when the kind has no flavors of its own. */
  flavors: [string, string][];
  momentNl: string;
  momentEn: string;
}

const TYPE_WORDS: Record<KindType, TypeWords> = {
  indica: {
    nl: 'indica',
    en: 'indica',
    effects: [
      ['ontspannen', 'relaxing'],
      ['rustgevend', 'calming'],
      ['lichamelijk', 'physical'],
    ],
    flavors: [
      ['aards', 'earthy'],
      ['zoet', 'sweet'],
    ],
    momentNl: 'voor een rustige avond',
    momentEn: 'for a quiet evening',
  },
  sativa: {
    nl: 'sativa',
    en: 'sativa',
    effects: [
      ['energiek', 'energetic'],
      ['creatief', 'creative'],
      ['opgewekt', 'uplifting'],
    ],
    flavors: [
      ['citrus', 'citrus'],
      ['kruidig', 'spicy'],
    ],
    momentNl: 'voor overdag of in goed gezelschap',
    momentEn: 'for daytime or good company',
  },
  hybrid: {
    nl: 'hybride',
    en: 'hybrid',
    effects: [
      ['gebalanceerd', 'balanced'],
      ['vrolijk', 'cheerful'],
      ['ontspannen', 'relaxing'],
    ],
    flavors: [
      ['fruitig', 'fruity'],
      ['zoet', 'sweet'],
    ],
    momentNl: 'voor ieder moment van de dag',
    momentEn: 'for any time of day',
  },
  CBD: {
    nl: 'CBD-soort',
    en: 'CBD strain',
    effects: [
      ['kalm', 'calm'],
      ['helder', 'clear-headed'],
      ['mild', 'mild'],
    ],
    flavors: [
      ['kruidig', 'spicy'],
      ['fris', 'fresh'],
    ],
    momentNl: 'als je rust zoekt zonder zwaar high te worden',
    momentEn: 'when you want calm without a heavy high',
  },
};

const UNKNOWN_TYPE: TypeWords = {
  nl: 'wietsoort',
  en: 'cannabis kind',
  effects: [['veelzijdig', 'versatile']],
  flavors: [],
  momentNl: 'voor wie iets nieuws wil proberen',
  momentEn: 'for anyone who likes to try something new',
};

/** A stable number per kind, to pick sentence variants. */
function seedOf(profile: KindProfile): number {
  return createHash('sha256').update(profile.name.toLowerCase()).digest().readUInt32BE(0);
}

function pick<T>(options: readonly T[], seed: number, salt: number): T {
  const option = options[(seed + salt * 7) % options.length];
  if (option === undefined) throw new Error('no options to pick from');
  return option;
}

function list(items: string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

function tagText(tags: KindProfile['tags']): string[] {
  return tags
    .slice(0, 3)
    .map((tag) => (tag.amount > 0 ? `${tag.name} (${tag.amount}%)` : tag.name));
}

/** The sentences of one language. */
interface Phrases {
  and: string;
  typeWord: (words: TypeWords) => string;
  moment: (words: TypeWords) => string;
  openers: ((name: string, type: string, moment: string) => string)[];
  strains: ((list: string) => string)[];
  tags: (list: string) => string;
  taste: (list: string) => string;
  effect: (list: string, moment: string) => string;
  closings: string[];
}

const DUTCH: Phrases = {
  and: 'en',
  typeWord: (words) => words.nl,
  moment: (words) => words.momentNl,
  openers: [
    (name, type) => `${name} is een ${type} met karakter.`,
    (name, type) => `Maak kennis met ${name}, een ${type} die je niet snel vergeet.`,
    (name, type, moment) => `${name} is een ${type} ${moment}.`,
  ],
  strains: [(list) => `De genetica komt van ${list}.`, (list) => `Hij stamt af van ${list}.`],
  tags: (list) => `Kenmerkend: ${list}.`,
  taste: (list) => `De smaak doet denken aan ${list}.`,
  effect: (list, moment) => `Het effect is ${list}${moment ? `, ${moment}` : ''}.`,
  closings: ['Vraag gerust naar advies aan de bar.', 'Begin rustig en geniet bewust.'],
};

const ENGLISH: Phrases = {
  and: 'and',
  typeWord: (words) => words.en,
  moment: (words) => words.momentEn,
  openers: [
    (name, type) => `${name} is ${/^[aeiou]/i.test(type) ? 'an' : 'a'} ${type} with character.`,
    (name, type) => `Meet ${name}, a ${type} you will not forget soon.`,
    (name, type, moment) => `${name} is a ${type} ${moment}.`,
  ],
  strains: [(list) => `Its genetics come from ${list}.`, (list) => `It descends from ${list}.`],
  tags: (list) => `Characteristic: ${list}.`,
  taste: (list) => `The taste brings to mind ${list}.`,
  effect: (list, moment) => `The effect is ${list}${moment ? `, ${moment}` : ''}.`,
  closings: ['Feel free to ask the staff for advice.', 'Start slowly and enjoy mindfully.'],
};

/** What the texts of one language mention besides the kind's own names. */
interface Mentions {
  flavors: string[];
  effects: string[];
}

function description(
  phrases: Phrases,
  profile: KindProfile,
  words: TypeWords,
  mentions: Mentions,
): string {
  const seed = seedOf(profile);
  const opener = (seed + 7) % phrases.openers.length;
  const moment = phrases.moment(words);
  const parts = [pick(phrases.openers, seed, 1)(profile.name, phrases.typeWord(words), moment)];
  if (profile.strains.length) {
    parts.push(pick(phrases.strains, seed, 2)(list(profile.strains, phrases.and)));
  }
  if (profile.tags.length) parts.push(phrases.tags(list(tagText(profile.tags), phrases.and)));
  if (mentions.flavors.length) {
    parts.push(phrases.taste(list(mentions.flavors.slice(0, 3), phrases.and)));
  }
  if (mentions.effects.length) {
    // The third opener already says when the kind suits best.
    const when = opener === 2 ? '' : moment;
    parts.push(phrases.effect(list(mentions.effects.slice(0, 3), phrases.and), when));
  }
  parts.push(pick(phrases.closings, seed, 3));
  return parts.join(' ');
}

function shortText(profile: KindProfile, label: string, mentions: Mentions): string {
  const extras = [...mentions.flavors.slice(0, 2), ...mentions.effects.slice(0, 2)];
  const strains = profile.strains.length ? ` (${profile.strains.slice(0, 2).join(' x ')})` : '';
  return `${label}${strains}${extras.length ? `: ${extras.join(', ')}` : ''}`;
}

/** Dutch and English mentions: the kind's own flavors, else the type's usual ones. */
function mentionsOf(profile: KindProfile, words: TypeWords): { nl: Mentions; en: Mentions } {
  const own = profile.flavors.slice(0, 5);
  const effects = words.effects.slice(0, 3);
  return {
    nl: {
      flavors: own.length ? own : words.flavors.map(([nl]) => nl),
      effects: effects.map(([nl]) => nl),
    },
    en: {
      flavors: own.length ? own : words.flavors.map(([, en]) => en),
      effects: effects.map(([, en]) => en),
    },
  };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The built-in generator. */
export class BuiltinContentGenerator implements ContentGenerator {
  readonly name = 'builtin';

  async generate(profile: KindProfile): Promise<ContentState> {
    const words = profile.type ? TYPE_WORDS[profile.type] : UNKNOWN_TYPE;
    const { nl, en } = mentionsOf(profile, words);
    return {
      description_nl: description(DUTCH, profile, words, nl),
      description_en: description(ENGLISH, profile, words, en),
      short_description_nl: shortText(profile, capitalise(words.nl), nl),
      short_description_en: shortText(profile, capitalise(words.en), en),
      flavors: nl.flavors,
      effects: nl.effects,
    };
  }
}
