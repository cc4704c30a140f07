import { CONTENT_LIMITS, type KindType } from '../../src/domain';
import type { ContentState } from '../db/schema';

export { CONTENT_LIMITS };

/** What a content generator is given and must give back. */

/** A kind's own data, from which its texts are written. */
export interface KindProfile {
  id: string;
  name: string;
  /** Null when no type flag is set. */
  type: KindType | null;
  strains: string[];
  /** Highest amount first. */
  tags: { name: string; amount: number }[];
  flavors: string[];
}

/** Writes descriptions, flavors and effects of a kind. */
export interface ContentGenerator {
  /** For logs and the workflow state; never a secret. */
  readonly name: string;
  generate(profile: KindProfile, signal: AbortSignal): Promise<ContentState>;
}

/** The generator could not be reached, answered 5xx or took too long: worth a retry. */
export class GeneratorUnavailableError extends Error {}

/** The generator answered, but not with usable content (or refused the request). */
export class GeneratorOutputError extends Error {}

function text(value: unknown, field: string, max: number): string {
  if (typeof value !== 'string' || !value.trim()) {
    throw new GeneratorOutputError(`The generated content has no ${field}.`);
  }
  return value.trim().slice(0, max);
}

function words(value: unknown, field: string): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
    throw new GeneratorOutputError(`The generated ${field} is not a list of words.`);
  }
  const items = (value as string[]).map((item) => item.trim()).filter(Boolean);
  return [...new Set(items)]
    .slice(0, CONTENT_LIMITS.listItems)
    .map((item) => item.slice(0, CONTENT_LIMITS.listItemLength));
}

/** Checks and trims generated content; throws GeneratorOutputError when it is not usable. */
export function toContentState(value: unknown): ContentState {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new GeneratorOutputError('The generated content is not a JSON object.');
  }
  const record = value as Record<string, unknown>;
  return {
    description_nl: text(record.description_nl, 'description_nl', CONTENT_LIMITS.description),
    description_en: text(record.description_en, 'description_en', CONTENT_LIMITS.description),
    short_description_nl: text(
      record.short_description_nl,
      'short_description_nl',
      CONTENT_LIMITS.shortDescription,
    ),
    short_description_en: text(
      record.short_description_en,
      'short_description_en',
      CONTENT_LIMITS.shortDescription,
    ),
    flavors: words(record.flavors, 'flavors'),
    effects: words(record.effects, 'effects'),
  };
}
