/**
 * What a screen stick at `/scherm` says while it waits to be paired, in Dutch and English at
 * once (nobody has chosen a language yet): the board's own small catalogue, like
 * `board-words.ts`, since a board loads only what it draws. The path it names is the back
 * office's own: the nav item 'fleet.nav' and the button 'fleet.pairing.title'
 * (`src/i18n/messages/fleet.ts`; `stick-words.test.ts` holds them together).
 */
export const STICK_WORDS = {
  nl: {
    title: 'Koppel dit scherm',
    lines: [
      '1. Ga in het beheer naar Alle schermen › Koppel een scherm en vul deze code in.',
      '2. Kies de winkel en wat dit scherm toont.',
      '3. Klik op Koppelen: het scherm begint dan vanzelf.',
    ],
  },
  en: {
    title: 'Pair this screen',
    lines: [
      '1. In the back office, go to Screens (fleet) › Pair a screen and enter this code.',
      '2. Choose the shop and what this screen shows.',
      '3. Click Pair: the screen then starts by itself.',
    ],
  },
  valid: 'Code geldig tot {time} · Code valid until {time}',
  asking: 'Code wordt opgevraagd … · Asking for a code …',
  failed:
    'Geen verbinding met de server, nieuwe poging … · No connection to the server, trying again …',
} as const;

/** The footer under the code: until when it is valid (the stick's own clock, hh:mm). */
export function validUntil(expiresAt: string): string {
  const time = new Date(expiresAt).toLocaleTimeString('nl-NL', {
    hour: '2-digit',
    minute: '2-digit',
  });
  return STICK_WORDS.valid.replaceAll('{time}', time);
}
