/**
 * The short fade of the row texts after a language switch: the new texts start faint and reach
 * full strength in `steps` renders `stepMs` apart (about 300 ms), then nothing runs.
 */
export const TEXT_FADE = { from: 0.3, steps: 3, stepMs: 100 } as const;
