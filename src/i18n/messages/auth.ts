import { defineMessages } from '../define';

/** Logging in, out and resetting a password. */
export const authMessages = defineMessages({
  'auth.login.title': { nl: 'Inloggen', en: 'Log in' },
  'auth.login.username': { nl: 'Gebruikersnaam / e-mail', en: 'Username / e-mail' },
  'auth.login.password': { nl: 'Wachtwoord', en: 'Password' },
  'auth.login.submit': { nl: 'Inloggen', en: 'Log in' },
  'auth.login.required': { nl: 'Inloggen vereist', en: 'Login required' },
  'auth.reset.title': { nl: 'Wachtwoord herstellen', en: 'Reset password' },
  'auth.reset.newPassword': { nl: 'Nieuw wachtwoord', en: 'New password' },
  'auth.reset.submit': { nl: 'Herstellen', en: 'Reset' },
  'auth.formInvalid': {
    nl: 'Formulier niet geldig: alle velden zijn verplicht',
    en: 'Form not valid: all fields are required',
  },
  'auth.unknownError': {
    nl: 'Er is een onbekende fout opgetreden',
    en: 'An unknown error occurred',
  },
  'auth.profileError': {
    nl: 'Je profiel kon na het inloggen niet geladen worden',
    en: 'Could not load your profile after logging in',
  },
  'auth.wait.later': {
    nl: 'Te veel mislukte inlogpogingen. Probeer het later opnieuw.',
    en: 'Too many failed logins. Please try again later.',
  },
  'auth.wait.seconds.one': {
    nl: 'Te veel mislukte inlogpogingen. Probeer het over {count} seconde opnieuw.',
    en: 'Too many failed logins. Please try again in {count} second.',
  },
  'auth.wait.seconds.other': {
    nl: 'Te veel mislukte inlogpogingen. Probeer het over {count} seconden opnieuw.',
    en: 'Too many failed logins. Please try again in {count} seconds.',
  },
  'auth.wait.minutes.one': {
    nl: 'Te veel mislukte inlogpogingen. Probeer het over {count} minuut opnieuw.',
    en: 'Too many failed logins. Please try again in {count} minute.',
  },
  'auth.wait.minutes.other': {
    nl: 'Te veel mislukte inlogpogingen. Probeer het over {count} minuten opnieuw.',
    en: 'Too many failed logins. Please try again in {count} minutes.',
  },
});
