/**
 * Marks a step of the board's start on the page's performance timeline (`pricelist:stage`,
 * `pricelist:list`, `pricelist:fonts`), once each, for the load benchmark and a profile on a
 * screen.
 */
export function mark(step: string): void {
  if (performance.getEntriesByName(`pricelist:${step}`).length === 0) {
    performance.mark(`pricelist:${step}`);
  }
}
