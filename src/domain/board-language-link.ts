/**
 * A board address with the language the preview or the show launcher picked: `?lang=` set, or
 * taken out so the board follows its shop's and screen's setting.
 */
import type { BoardLanguageMode } from './board-language';

export function withBoardLanguage(path: string, language: BoardLanguageMode | null): string {
  const [pathOnly = '', query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  if (language) params.set('lang', language);
  else params.delete('lang');
  const search = params.toString();
  return search ? `${pathOnly}?${search}` : pathOnly;
}

/** The language a board address picks with `?lang=`, or null. */
export function boardLanguageOf(path: string): BoardLanguageMode | null {
  const lang = new URLSearchParams(path.split('?')[1] ?? '').get('lang')?.toLowerCase();
  return lang === 'nl' || lang === 'en' || lang === 'both' ? lang : null;
}
