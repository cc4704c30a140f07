/**
 * The short fade of the row texts after a language switch: the new texts start faint and reach
 * full strength in `steps` renders `stepMs` apart (about 300 ms), then nothing runs. A step
 * later than `lateMs` after the switch (the device draws slower than the fade's pace) brings
 * the texts to full strength at once.
 */
export const TEXT_FADE = { from: 0.3, steps: 3, stepMs: 100, lateMs: 600 } as const;

/**
 * The fade's step after `step`, `elapsedMs` after the switch: the next one, or the last (full
 * strength) when the fade runs late.
 */
export function nextFadeStep(step: number, elapsedMs: number): number {
  return elapsedMs > TEXT_FADE.lateMs ? TEXT_FADE.steps : Math.min(TEXT_FADE.steps, step + 1);
}

/** The texts' alpha at `step` of the fade. */
export function fadeAlpha(step: number): number {
  if (step >= TEXT_FADE.steps) return 1;
  return TEXT_FADE.from + ((1 - TEXT_FADE.from) * step) / TEXT_FADE.steps;
}
