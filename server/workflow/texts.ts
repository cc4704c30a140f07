import { and, desc, eq, ne } from 'drizzle-orm';
import {
  CONTENT_TEXT_FIELDS,
  type ContentTextDecision,
  type ContentTextField,
} from '../../src/domain';
import type { WorkflowResume } from '../../src/domain/contract';
import type { Executor } from '../db/client';
import { type ContentState, contentJobs, kinds } from '../db/schema';
import { badRequest } from '../errors';
import { msg } from '../i18n';

/**
 * Whose texts a kind carries, and which of them a workflow may replace. A text counts as
 * generated while it equals what a completed workflow saved as generated for it; any other
 * text that is not empty was written or edited by a person, and only a person's decision in
 * the review replaces it (or an explicit 'overschrijven' at the start).
 */

export type KindTexts = Record<ContentTextField, string>;
export type TextDecisions = Partial<Record<ContentTextField, ContentTextDecision>>;

/** How many of a kind's completed workflows are compared with its texts. */
const HISTORY = 20;

const COLUMNS = {
  short_description_nl: kinds.shortDescriptionNl,
  short_description_en: kinds.shortDescriptionEn,
  description_nl: kinds.descriptionNl,
  description_en: kinds.descriptionEn,
} as const;

/** The kind's four texts; null when the kind is gone. Locks the row when asked to. */
export async function loadKindTexts(
  db: Executor,
  kindId: string,
  lock = false,
): Promise<KindTexts | null> {
  const query = db.select(COLUMNS).from(kinds).where(eq(kinds.id, kindId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** What a completed workflow saved as generated: accepted texts (every text before decisions). */
function generatedBy(state: Partial<ContentState>, field: ContentTextField): string | null {
  const decision = state.decisions ? state.decisions[field] : 'accept';
  return decision === 'accept' ? (state[field] ?? null) : null;
}

/**
 * The kind's texts now and those a person wrote or edited, compared with what the kind's
 * earlier workflows (not `jobId`) saved as generated.
 */
export async function loadTextOrigins(
  db: Executor,
  kindId: string,
  jobId: string,
): Promise<{ previous: KindTexts; own: ContentTextField[] } | null> {
  const previous = await loadKindTexts(db, kindId);
  if (!previous) return null;
  const history = await db
    .select({ state: contentJobs.currentState })
    .from(contentJobs)
    .where(
      and(
        eq(contentJobs.kindId, kindId),
        eq(contentJobs.workflowStatus, 'completed'),
        ne(contentJobs.id, jobId),
      ),
    )
    .orderBy(desc(contentJobs.modifiedAt))
    .limit(HISTORY);
  const own = CONTENT_TEXT_FIELDS.filter(
    (field) =>
      previous[field].trim() !== '' &&
      !history.some(({ state }) => generatedBy(state, field) === previous[field]),
  );
  return { previous, own };
}

/** What the workflow proposes per text: own texts stay unless overwriting, the rest is taken. */
export function proposedDecisions(own: readonly ContentTextField[], overwrite: boolean) {
  return Object.fromEntries(
    CONTENT_TEXT_FIELDS.map((field) => [
      field,
      own.includes(field) && !overwrite ? 'reject' : 'accept',
    ]),
  ) as Required<TextDecisions>;
}

/** Brave mode saves without a person only when no own text would be replaced, or when told to. */
export function savesUnreviewed(
  braveMode: boolean,
  own: readonly ContentTextField[],
  overwrite: boolean,
): boolean {
  return braveMode && (overwrite || own.length === 0);
}

/**
 * The state after a person's review: their decisions over the proposed ones, and an edited
 * text in place of the generated one. An edit without its text is a 400.
 */
export function settleReview(
  state: Partial<ContentState>,
  texts: WorkflowResume['texts'],
): Pick<ContentState, ContentTextField | 'decisions'> {
  const decisions: TextDecisions = { ...proposedDecisions(state.own ?? [], false) };
  Object.assign(decisions, state.decisions);
  const settled = Object.fromEntries(
    CONTENT_TEXT_FIELDS.map((field) => [field, state[field] ?? '']),
  ) as KindTexts;
  for (const field of CONTENT_TEXT_FIELDS) {
    const answer = texts?.[field];
    if (!answer) continue;
    if (answer.decision === 'edit') {
      const text = answer.text?.trim();
      if (!text) throw badRequest(msg('services.editedTextNeedsText'), ['body', 'texts', field]);
      settled[field] = text;
    }
    decisions[field] = answer.decision;
  }
  return { ...settled, decisions };
}

/**
 * The texts the save step writes: those not rejected whose kind text is still the one the
 * review showed (a person who changed it meanwhile keeps their change).
 */
export function textsToSave(state: Partial<ContentState>, current: KindTexts): Partial<KindTexts> {
  const save: Partial<KindTexts> = {};
  for (const field of CONTENT_TEXT_FIELDS) {
    if ((state.decisions?.[field] ?? 'accept') === 'reject') continue;
    if (state.previous && state.previous[field] !== current[field]) continue;
    save[field] = state[field] ?? '';
  }
  return save;
}
