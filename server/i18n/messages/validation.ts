import { defineServerMessages } from '../define';

/**
 * Requests refused by their route's schema. The English texts are the schema checker's own,
 * which clients naming no language keep getting.
 */
export const validationMessages = defineServerMessages({
  'validation.failed': {
    nl: 'Ongeldige invoer: {where} {problem}',
    en: 'Validation failed: {where} {problem}',
    fallback: 'en',
  },
  'validation.required': {
    nl: 'moet het veld {property} bevatten',
    en: "must have required property '{property}'",
    fallback: 'en',
  },
  'validation.additional': {
    nl: 'mag geen veld {property} bevatten',
    en: "must NOT have additional property '{property}'",
    fallback: 'en',
  },
  'validation.type': { nl: 'moet van het type {type} zijn', en: 'must be {type}', fallback: 'en' },
  'validation.minLength': {
    nl: 'moet minstens {limit} tekens hebben',
    en: 'must NOT have fewer than {limit} characters',
    fallback: 'en',
  },
  'validation.maxLength': {
    nl: 'mag hoogstens {limit} tekens hebben',
    en: 'must NOT have more than {limit} characters',
    fallback: 'en',
  },
  'validation.minItems': {
    nl: 'moet minstens {limit} items hebben',
    en: 'must NOT have fewer than {limit} items',
    fallback: 'en',
  },
  'validation.maxItems': {
    nl: 'mag hoogstens {limit} items hebben',
    en: 'must NOT have more than {limit} items',
    fallback: 'en',
  },
  'validation.minimum': {
    nl: 'moet {comparison} {limit} zijn',
    en: 'must be {comparison} {limit}',
    fallback: 'en',
  },
  'validation.multipleOf': {
    nl: 'mag hooguit {decimals} decimalen hebben',
    en: 'must have at most {decimals} decimals',
    fallback: 'en',
  },
  'validation.format': {
    nl: 'moet de vorm "{format}" hebben',
    en: 'must match format "{format}"',
    fallback: 'en',
  },
  'validation.pattern': {
    nl: 'moet het patroon "{pattern}" volgen',
    en: 'must match pattern "{pattern}"',
    fallback: 'en',
  },
  'validation.enum': {
    nl: 'moet een van de toegestane waarden zijn',
    en: 'must be equal to one of the allowed values',
    fallback: 'en',
  },
  'validation.other': { nl: 'is niet geldig', en: 'is not valid', fallback: 'en' },
});
