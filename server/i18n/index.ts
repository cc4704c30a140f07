/**
 * The server's texts in Dutch and English. Errors carry a `Message` (a key and its values);
 * the error handler renders it in the language of the request (`requestLocale`).
 */
import { type Locale, type ServerMessage, requestLocale } from './define';
import { boardAlertMessages } from './messages/board-alerts';
import { englishMessages } from './messages/english';
import { errorMessages, thingMessages } from './messages/errors';
import { formMessages } from './messages/forms';
import { happyHourMessages } from './messages/happy-hour';
import { historyMessages } from './messages/history';
import { imageMessages } from './messages/images';
import { integrationMessages } from './messages/integrations';
import { menuFileMessages, menuFilePlainMessages } from './messages/menu-file';
import { plainMessages } from './messages/plain';
import { serviceMessages } from './messages/services';
import { validationMessages } from './messages/validation';
import { CATEGORY_ICON_NAMES } from '../../src/domain';

export { requestLocale, type Locale };

export const SERVER_MESSAGES = {
  ...errorMessages,
  ...thingMessages,
  ...validationMessages,
  ...imageMessages,
  ...integrationMessages,
  ...boardAlertMessages,
  ...formMessages,
  ...historyMessages,
  ...happyHourMessages,
  ...serviceMessages,
  ...plainMessages,
  ...englishMessages,
  ...menuFileMessages,
  ...menuFilePlainMessages,
} satisfies Record<string, ServerMessage>;

export type MessageKey = keyof typeof SERVER_MESSAGES;

/** A text of the catalogue with its values; a value may be a text itself. */
export interface Message {
  key: MessageKey;
  params?: Record<string, string | number | Message>;
}

export function msg(key: MessageKey, params?: Message['params']): Message {
  return params ? { key, params } : { key };
}

export function isMessage(value: unknown): value is Message {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { key?: unknown }).key === 'string' &&
    (value as { key: string }).key in SERVER_MESSAGES
  );
}

/**
 * The text in `locale`; for a request naming neither language (`null`), in the entry's
 * fallback language (Dutch unless the entry says otherwise).
 */
export function render(message: Message, locale: Locale | null): string {
  const entry: ServerMessage = SERVER_MESSAGES[message.key];
  const language = locale ?? entry.fallback ?? 'nl';
  return entry[language].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = message.params?.[name];
    if (value === undefined) return whole;
    return typeof value === 'object' ? render(value, locale) : String(value);
  });
}

/** A thing's name for "… not found": the catalogue's when it has one, else as given. */
export function thing(name: string): Message | string {
  const key = `things.${name}`;
  return key in SERVER_MESSAGES ? msg(key as MessageKey) : name;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A part of the catalogue as patterns in `from` (values as groups) with the other language. */
function patternsOf(messages: Record<string, ServerMessage>, from: Locale = 'nl') {
  const to: Locale = from === 'nl' ? 'en' : 'nl';
  return Object.values(messages).map((entry) => {
    const names: string[] = [];
    const pattern = entry[from]
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (!name) return escape(part);
        names.push(name);
        return '(.+?)';
      })
      .join('');
    return { regex: new RegExp(`^${pattern}$`, 's'), names, text: entry[to], to };
  });
}

type Patterns = ReturnType<typeof patternsOf>;

/** The category icons' names (the category form offers them by name). */
const FORM_PATTERNS = [...patternsOf(formMessages), ...patternsOf(CATEGORY_ICON_NAMES)];
const PLAIN_PATTERNS = [
  ...patternsOf(plainMessages),
  ...patternsOf(menuFilePlainMessages),
  // A menu file's "Happy hour" cell errors are written as Dutch sentences too.
  ...patternsOf(happyHourMessages),
  ...patternsOf(englishMessages, 'en'),
];

function translated(text: string, locale: Locale | null, patterns: Patterns): string {
  if (locale === null) return text;
  for (const { regex, names, text: translation, to } of patterns) {
    if (to !== locale) continue;
    const found = regex.exec(text);
    if (!found) continue;
    return translation.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const index = names.indexOf(name);
      return index < 0 ? whole : translated(found[index + 1] ?? '', locale, patterns);
    });
  }
  return text;
}

/**
 * A Dutch text of the forms in `locale`: the catalogue's English for English, else as it is.
 * Texts the catalogue does not hold (names typed by people) stay as they are.
 */
export function formText(text: string, locale: Locale | null): string {
  return translated(text, locale, FORM_PATTERNS);
}

/**
 * A sentence of a service or a shared rule in `locale`: Dutch ones (`plainMessages`) in English
 * for English, the older API's English ones (`englishMessages`) in Dutch for Dutch; values kept
 * (and translated when they are such a sentence themselves); other texts stay as they are.
 */
export function plainText(text: string, locale: Locale | null): string {
  return translated(text, locale, PLAIN_PATTERNS);
}
