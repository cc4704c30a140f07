/** The rules of the pending-order count, without React. */

/** The page title with the pending count in front, as mail and chat apps show unread mail. */
export function titleWithCount(title: string, count: number): string {
  const bare = title.replace(/^\(\d+\) /, '');
  return count > 0 ? `(${count}) ${bare}` : bare;
}

/** True when the count grew from a known value: a new order came in (not the first load). */
export function isNewOrder(previous: number | null, count: number): boolean {
  return previous !== null && count > previous;
}
