/**
 * A row's texts in the room beside its prices: optional texts cut short or given up in order,
 * a name that shrinks a little on its own, stands on two lines, or is cut only when nothing
 * else fits.
 */
import type { FontFace, LayoutMetrics, TextMeasurer } from './input';
import type { TextRun } from './output';
import { ellipsize, MIN_NAME_SIZE, textRun } from './text';

/** What fitting texts needs of a row's context. */
export interface FitContext {
  measurer: TextMeasurer;
  metrics: Pick<LayoutMetrics, 'runGap'>;
}

/** Smallest share of the board's name size a long name shrinks to on its own before it is cut. */
export const NAME_ALONE_SCALE = 0.85;
/**
 * Smallest share of the board's name size a long name stands at on two lines: as far as the
 * board's fonts would have shrunk for it (`BLOCK_MIN_SCALE`), but for that name alone.
 */
export const TWO_LINE_SCALE = 0.75;

/** The optional texts of a row, in the order they are cut or given up when the row is too narrow. */
const OPTIONAL_ROLES = ['description', 'strains', 'flags', 'icons'] as const;
/** Optional texts that may be cut short instead of given up, and the least room (in ems) worth it. */
const CUTTABLE_ROLES = new Set<string>(['description', 'strains']);
const MIN_CUT_EMS = 8;

/**
 * Fits texts into `room` pixels from `from`: cuts short or gives up the least important ones
 * first (description, strains, flags, icons), then shortens the name; the badge, the star
 * and the prices always stay.
 */
export function fitTexts(
  runs: TextRun[],
  room: number,
  from: number,
  lineHeight: number,
  ctx: FitContext,
): TextRun[] {
  const gap = ctx.metrics.runGap;
  const width = (list: TextRun[]) => list.reduce((sum, run) => sum + run.w + gap, -gap);
  const kept = [...runs];
  for (const role of OPTIONAL_ROLES) {
    if (width(kept) <= room) break;
    const index = kept.findIndex((run) => run.role === role);
    const run = kept[index];
    if (!run) continue;
    // Flags and icons say what the legend explains: the name shrinks a little on its own
    // (to NAME_ALONE_SCALE of its size) to keep them before they are given up.
    if (!CUTTABLE_ROLES.has(role) && shrinkNameToFit(kept, room, lineHeight, ctx)) break;
    // Words can end in an ellipsis and still say something; emoji cannot.
    const left = room - (width(kept) - run.w);
    if (CUTTABLE_ROLES.has(role) && left >= run.font.size * MIN_CUT_EMS) {
      const text = ellipsize(ctx.measurer, run.text, run.font, left);
      kept[index] = textRun(ctx.measurer, role, text, run.font, run.color, 0, 0, lineHeight);
    } else {
      kept.splice(index, 1);
    }
  }
  const index = kept.findIndex((run) => run.role === 'name');
  const name = kept[index];
  let more: TextRun | null = null;
  if (name && width(kept) > room) {
    // The category's fonts already shrank as far as they may: a name still too long first
    // shrinks on its own, to NAME_ALONE_SCALE of its size (never below the floor), and is cut
    // only when even that does not fit.
    const rest = kept.filter((run) => run !== name);
    const nameRoom = Math.max(0, room - (rest.length ? width(rest) + gap : 0));
    const floor = Math.max(MIN_NAME_SIZE, Math.ceil(name.font.size * NAME_ALONE_SCALE));
    let run = name;
    for (let size = name.font.size - 1; size >= floor && run.w > nameRoom; size -= 1) {
      const font = { ...name.font, size };
      run = textRun(ctx.measurer, 'name', name.text, font, name.color, 0, 0, lineHeight);
    }
    // Then on two lines where the row is high enough; cut only when nothing else fits.
    const lines = run.w > nameRoom ? twoLineName(name, nameRoom, lineHeight, ctx) : null;
    if (lines) {
      [run, more] = lines;
    } else if (run.w > nameRoom) {
      const text = ellipsize(ctx.measurer, name.text, run.font, nameRoom);
      run = textRun(ctx.measurer, 'name', text, run.font, name.color, 0, 0, lineHeight);
    }
    kept[index] = run;
  }
  let cursor = from;
  for (const run of kept) {
    run.x = Math.round(cursor);
    const w = run.role === 'name' && more ? Math.max(run.w, more.w) : run.w;
    cursor += w + gap;
  }
  if (more) {
    more.x = kept[index]?.x ?? from;
    kept.splice(index + 1, 0, more);
  }
  return kept;
}

/**
 * Shrinks the name of `runs` on its own, down to `NAME_ALONE_SCALE` of its size (never below
 * the floor), to the largest size at which all of `runs` fit `room`; false (and `runs` as they
 * were) when even that does not fit.
 */
function shrinkNameToFit(
  runs: TextRun[],
  room: number,
  lineHeight: number,
  ctx: FitContext,
): boolean {
  const gap = ctx.metrics.runGap;
  const index = runs.findIndex((run) => run.role === 'name');
  const name = runs[index];
  if (!name) return false;
  const others = runs.reduce((sum, run) => (run === name ? sum : sum + run.w + gap), 0);
  const floor = Math.max(MIN_NAME_SIZE, Math.ceil(name.font.size * NAME_ALONE_SCALE));
  for (let size = name.font.size - 1; size >= floor; size -= 1) {
    const font = { ...name.font, size };
    const run = textRun(ctx.measurer, 'name', name.text, font, name.color, 0, 0, lineHeight);
    if (others + run.w <= room) {
      runs[index] = run;
      return true;
    }
  }
  return false;
}

/**
 * A name too long for its room on one line, on two (at word breaks, the lines as even as they
 * can be), each line no smaller than the floor (26 px, and `TWO_LINE_SCALE` of the name size)
 * and both within the row's height: at the largest size where both lines fit `room`. Where no
 * break makes both fit, the first line holds what fits and the second is cut. Null when the row
 * is too low for two lines at the floor or the name is one word.
 */
function twoLineName(
  name: TextRun,
  room: number,
  lineHeight: number,
  ctx: FitContext,
): [TextRun, TextRun] | null {
  const words = name.text.split(' ').filter(Boolean);
  if (words.length < 2) return null;
  const floor = Math.max(MIN_NAME_SIZE, Math.ceil(name.font.size * TWO_LINE_SCALE));
  const half = lineHeight / 2;
  const at = (text: string, font: FontFace, top: number, role: 'name' | 'name-more') =>
    textRun(ctx.measurer, role, text, font, name.color, 0, top, half);
  let lowest: FontFace | null = null;
  for (let size = name.font.size; size >= floor; size -= 1) {
    const font = { ...name.font, size };
    if (2 * ctx.measurer.measure(name.text, font).height > lineHeight) continue;
    lowest = font;
    let best: [TextRun, TextRun] | null = null;
    for (let split = 1; split < words.length; split += 1) {
      const first = at(words.slice(0, split).join(' '), font, 0, 'name');
      const second = at(words.slice(split).join(' '), font, half, 'name-more');
      if (first.w > room || second.w > room) continue;
      if (!best || Math.max(first.w, second.w) < Math.max(best[0].w, best[1].w))
        best = [first, second];
    }
    if (best) return best;
  }
  if (!lowest) return null;
  // The first line as many words as fit, the rest cut on the second line.
  let split = 0;
  while (
    split < words.length - 1 &&
    at(words.slice(0, split + 1).join(' '), lowest, 0, 'name').w <= room
  )
    split += 1;
  if (split === 0) return null;
  const rest = ellipsize(ctx.measurer, words.slice(split).join(' '), lowest, room);
  return [
    at(words.slice(0, split).join(' '), lowest, 0, 'name'),
    at(rest, lowest, half, 'name-more'),
  ];
}
