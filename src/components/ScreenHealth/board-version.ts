import type { Translate } from '../../i18n';

/**
 * A board's app version as the lists show it; for an outdated board also the version the
 * server serves now, which a reload gives it ("Versie X, nu Y — herladen").
 */
export function versionText(
  board: { state: string; version: string | null; current_version: string | null },
  t: Translate,
): string {
  if (board.state === 'outdated' && board.version && board.current_version)
    return t('screenHealth.versionOlder', {
      version: board.version,
      current: board.current_version,
    });
  return board.version ?? '-';
}
