/**
 * Names close to an unknown name of an imported line ("Bedoel je …?"): the same letters and
 * digits with case, accents, spaces and punctuation ignored, or at most one typing error away
 * for a short name (four letters or fewer) and two for a longer one (a letter left out, added,
 * changed, or two letters swapped). The import offers them and never picks one itself.
 */

/** Suggestions offered per line at most, closest first. */
export const SUGGESTIONS_LISTED = 3;

/** The letters and digits of a name, lower case, without accents: what "close" compares. */
export function nameSkeleton(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('nl')
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** The typing errors allowed between two names whose shorter skeleton is this long. */
export function allowedDistance(length: number): number {
  return length <= 4 ? 1 : 2;
}

/**
 * The optimal string alignment distance of `a` and `b` (insertions, deletions, substitutions
 * and swaps of neighbours), or `max + 1` as soon as it is certain to be more than `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = new Array<number>(b.length + 1).fill(0);
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      }
      current[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[b.length] ?? max + 1, max + 1);
}

export interface NameCandidate {
  name: string;
}

/** Candidates with their skeletons, made once for all lines of a file. */
export type NameIndex<T extends NameCandidate> = { candidate: T; skeleton: string }[];

export function nameIndex<T extends NameCandidate>(candidates: T[]): NameIndex<T> {
  return candidates
    .map((candidate) => ({ candidate, skeleton: nameSkeleton(candidate.name) }))
    .filter((entry) => entry.skeleton !== '');
}

/** The candidates close to `name`, closest first (then by name), at most `SUGGESTIONS_LISTED`. */
export function nearMatches<T extends NameCandidate>(name: string, index: NameIndex<T>): T[] {
  const wanted = nameSkeleton(name);
  if (!wanted) return [];
  const found: { candidate: T; distance: number }[] = [];
  for (const { candidate, skeleton } of index) {
    const max = allowedDistance(Math.min(skeleton.length, wanted.length));
    const distance = editDistance(wanted, skeleton, max);
    if (distance <= max) found.push({ candidate, distance });
  }
  return found
    .sort(
      (x, y) => x.distance - y.distance || x.candidate.name.localeCompare(y.candidate.name, 'nl'),
    )
    .slice(0, SUGGESTIONS_LISTED)
    .map((f) => f.candidate);
}
