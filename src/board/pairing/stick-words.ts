/**
 * What a screen stick at `/scherm` says while it waits to be paired, in Dutch and English at
 * once (nobody has chosen a language yet): the board's own small catalogue, like
 * `board-words.ts`, since a board loads only what it draws.
 */
export const STICK_WORDS = {
  nl: {
    title: 'Koppel dit scherm',
    lines: [
      '1. Log in op het beheer en open de schermen van de winkel.',
      "2. Typ bij 'Koppel een scherm' de code hierboven.",
      '3. Kies wat dit scherm toont: het begint dan vanzelf.',
    ],
  },
  en: {
    title: 'Pair this screen',
    lines: [
      "1. Log in to the back office and open the shop's screens.",
      "2. Under 'Pair a screen', type the code above.",
      '3. Choose what this screen shows: it then starts by itself.',
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
