import { describe, expect, it } from 'vitest';
import { fadeAlpha, nextFadeStep, TEXT_FADE } from './text-fade';

describe('the fade after a language switch', () => {
  it('reaches full strength in its steps when the device keeps its pace', () => {
    const alphas: number[] = [];
    let step = 0;
    for (let at = TEXT_FADE.stepMs; step < TEXT_FADE.steps; at += TEXT_FADE.stepMs) {
      step = nextFadeStep(step, at);
      alphas.push(fadeAlpha(step));
    }
    expect(alphas).toHaveLength(TEXT_FADE.steps);
    expect(alphas.at(-1)).toBe(1);
    expect([...alphas].sort((a, b) => a - b)).toEqual(alphas);
    expect(fadeAlpha(0)).toBe(TEXT_FADE.from);
  });

  it('ends at once when a step comes late: a slow stick is idle again before the next switch', () => {
    expect(nextFadeStep(1, TEXT_FADE.lateMs + 1)).toBe(TEXT_FADE.steps);
    expect(fadeAlpha(nextFadeStep(0, TEXT_FADE.lateMs + 1))).toBe(1);
    expect(nextFadeStep(1, TEXT_FADE.lateMs)).toBe(2);
  });
});
