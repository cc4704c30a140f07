import { defineMessages } from '../define';

/** Logging in, out and resetting a password. */
export const authMessages = defineMessages({
  'auth.login.title': { nl: 'Login', en: 'Log in' },
  'auth.login.username': { nl: 'Username / e-mail', en: 'Username / e-mail' },
  'auth.login.password': { nl: 'Password', en: 'Password' },
  'auth.login.submit': { nl: 'Login', en: 'Log in' },
  'auth.login.required': { nl: 'Login required', en: 'Login required' },
  'auth.reset.title': { nl: 'Reset password', en: 'Reset password' },
  'auth.reset.newPassword': { nl: 'New password', en: 'New password' },
  'auth.reset.submit': { nl: 'Reset', en: 'Reset' },
  'auth.formInvalid': {
    nl: 'Form not valid: all fields are required',
    en: 'Form not valid: all fields are required',
  },
  'auth.unknownError': { nl: 'Unknown error occurred', en: 'An unknown error occurred' },
  'auth.profileError': {
    nl: 'Token based user profile fetch resulted in error',
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
