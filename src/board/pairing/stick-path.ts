/** The one short address a screen stick opens: `/scherm` (printed in the README and at start). */
export const STICK_PATH = '/scherm';

export function isStickPath(pathname: string): boolean {
  return /^\/scherm\/?$/i.test(pathname);
}
