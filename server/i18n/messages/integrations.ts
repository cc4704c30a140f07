import { defineServerMessages } from '../define';

/** Texts of API keys and webhooks ("Koppelingen"). */
export const integrationMessages = defineServerMessages({
  'errors.apiKeyScope': {
    nl: 'Deze API-sleutel mag dit niet (nodig: {scope}).',
    en: 'This API key may not do this (needed: {scope}).',
  },
  'errors.apiKeyNotHere': {
    nl: 'Een API-sleutel werkt niet voor gebruikers, rollen, sleutels of instellingen.',
    en: 'An API key does not work for users, roles, keys or settings.',
  },
  'errors.tooManyKeyRequests': {
    nl: 'Te veel verzoeken met deze API-sleutel. Probeer het over {seconds} seconden opnieuw.',
    en: 'Too many requests with this API key. Try again in {seconds} seconds.',
  },
  'errors.tooManyWebhooks': {
    nl: 'Een shopgroep heeft hooguit {max} webhook-adressen.',
    en: 'A shop group has at most {max} webhook addresses.',
  },
  'errors.tooManyApiKeys': {
    nl: 'Een shopgroep heeft hooguit {max} actieve API-sleutels.',
    en: 'A shop group has at most {max} active API keys.',
  },
  'errors.apiKeyMaker': {
    nl: 'Deze API-sleutel werkt niet meer: wie hem maakte is geen actieve beheerder van deze shopgroep meer. Een beheerder van de groep kan de sleutel overnemen op de pagina Koppelingen.',
    en: 'This API key no longer works: the person who made it is no longer an active admin of this shop group. An admin of the group can take the key over on the Integrations page.',
  },
  'errors.apiKeyRevoked': {
    nl: 'Deze API-sleutel is ingetrokken en kan niet meer worden overgenomen.',
    en: 'This API key has been revoked and can no longer be taken over.',
  },
  'errors.tooManyRedelivers': {
    nl: 'Dit webhook-adres is deze minuut al {max} keer opnieuw verstuurd. Probeer het over {seconds} seconden opnieuw.',
    en: 'This webhook address has already been sent again {max} times this minute. Try again in {seconds} seconds.',
  },
  'errors.webhookUrl': {
    nl: 'Dit webhook-adres kan niet: {reason}.',
    en: 'This webhook address cannot be used: {reason}.',
  },
  'errors.docsTry': {
    nl: 'Onbekende GET-operatie of een ontbrekend padveld.',
    en: 'Unknown GET operation or a missing path field.',
  },
  'webhooks.reason.scheme': { nl: 'alleen https:// of http://', en: 'only https:// or http://' },
  'webhooks.reason.private': {
    nl: 'het wijst naar een intern of lokaal netwerkadres',
    en: 'it points to an internal or local network address',
  },
  'webhooks.reason.unresolved': {
    nl: 'de naam is niet te vinden',
    en: 'the name cannot be resolved',
  },
  'webhooks.reason.credentials': {
    nl: 'een gebruikersnaam of wachtwoord hoort niet in het adres',
    en: 'a user name or password does not belong in the address',
  },
  'registerCodes.unknownCode': {
    nl: 'Kassacode {code} staat niet op de kaart van deze shop.',
    en: 'Register code {code} is not on this shop’s menu.',
  },
  'registerCodes.ambiguous': {
    nl: '{what} past bij meerdere rijen van deze shop; noem ook het product (product_name).',
    en: '{what} matches several rows of this shop; name the product too (product_name).',
  },
  'registerCodes.unknownName': {
    nl: 'Product {name} staat niet op de kaart van deze shop.',
    en: 'Product {name} is not on this shop’s menu.',
  },
  'registerCodes.duplicate': {
    nl: 'Elke kassacode mag maar één keer in een aanroep staan; dubbel: {codes}.',
    en: 'Each register code may appear only once in a call; twice or more: {codes}.',
  },
  'registerCodes.tooManyEntries': {
    nl: 'Hooguit {max} prijzen per aanroep (alle items samen); deze aanroep heeft er {count}. Verdeel ze over meer aanroepen.',
    en: 'At most {max} prices per call (all items together); this call has {count}. Spread them over more calls.',
  },
  'registerCodes.notWritten': {
    nl: 'Niet gewijzigd: de server kon de aanroep niet afmaken. Stuur dit item opnieuw.',
    en: 'Not changed: the server could not finish the call. Send this item again.',
  },
  'registerCodes.fieldNotForRow': {
    nl: 'Kassacode {code} is een horeca product: dat krijgt prijzen in edible (stuks), niet in {field}.',
    en: 'Register code {code} is a horeca product: it takes prices in edible (pieces), not in {field}.',
  },
});
