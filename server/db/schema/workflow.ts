import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ContentTextDecision, ContentTextField } from '../../../src/domain';
import { users } from './accounts';
import { kinds } from './catalogue';
import { createdAt, id, modifiedAt } from './columns';

export interface ContentState {
  description_nl: string;
  description_en: string;
  short_description_nl: string;
  short_description_en: string;
  flavors: string[];
  effects: string[];
  /** The kind's texts when these were generated: the review shows them beside the new ones. */
  previous?: Record<ContentTextField, string>;
  /** Texts a person wrote or edited: brave mode leaves them to a person's decision. */
  own?: ContentTextField[];
  /** Per text what the save step does; a workflow from before decisions saves every text. */
  decisions?: Partial<Record<ContentTextField, ContentTextDecision>>;
  /** Set at the start: brave mode replaces own texts as well ('overschrijven'). */
  overwrite?: boolean;
}

/** A content-generation workflow for one kind; its state survives restarts. */
export const contentJobs = pgTable(
  'content_jobs',
  {
    id: id(),
    /** Null once the kind is deleted: the workflow then ends as inconsistent data. */
    kindId: uuid('kind_id').references(() => kinds.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    braveMode: boolean('brave_mode').notNull().default(true),
    workflowStatus: text('workflow_status').notNull().default('created'),
    jobStatus: text('job_status').notNull().default('awaiting_generation'),
    lastStepIndex: integer('last_step_index').notNull().default(0),
    totalSteps: integer('total_steps').notNull(),
    currentState: jsonb('current_state')
      .$type<Partial<ContentState>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    error: text('error'),
    /** Lease: the process running a step holds it until then, so a step runs once. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The claim holding the lease: only its holder may record the step's outcome. */
    lockedBy: text('locked_by'),
    /** How often the current step was claimed; a step that keeps dying is given up. */
    attempts: integer('attempts').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Who the work acts for: whoever last set it (migration 0012). */
    setBy: uuid('set_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    modifiedAt: modifiedAt(),
  },
  (t) => [
    index('content_jobs_status').on(t.workflowStatus),
    index('content_jobs_kind').on(t.kindId),
    check('content_jobs_steps', sql`${t.lastStepIndex} between 0 and ${t.totalSteps}`),
  ],
);

/** Who changed what, and when. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    entityType: text('entity_type').notNull(),
    entityId: uuid('entity_id').notNull(),
    action: text('action').notNull(),
    details: jsonb('details')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_entity').on(t.entityType, t.entityId),
    index('audit_log_created').on(t.createdAt),
    check('audit_log_action', sql`${t.action} in ('PictureUpload', 'Edited', 'Added', 'Deleted')`),
  ],
);

/** Settings every server process reads from the database, such as the maintenance flag. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  modifiedBy: uuid('modified_by').references(() => users.id, { onDelete: 'set null' }),
  modifiedAt: modifiedAt(),
});
