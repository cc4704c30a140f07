import { describe, expect, it } from 'vitest';
import { fleetMessages } from '../../i18n/messages/fleet';
import { STICK_WORDS } from './stick-words';

describe('the stick’s instructions', () => {
  it('name the back office’s own menu item and button, in both languages', () => {
    for (const language of ['nl', 'en'] as const) {
      const first = STICK_WORDS[language].lines[0] ?? '';
      expect(first).toContain(`${fleetMessages['fleet.nav'][language]} › `);
      expect(first).toContain(fleetMessages['fleet.pairing.title'][language]);
      expect(STICK_WORDS[language].lines.join(' ')).toContain(
        fleetMessages['fleet.pairing.submit'][language],
      );
    }
  });
});
