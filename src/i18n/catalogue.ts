import type { MessageEntry } from './define';
import { commonMessages } from './messages/common';
import { importChangesMessages } from './messages/importChanges';

/**
 * Every staff- and customer-facing text of the browser app, Dutch and English. Each part of the
 * interface keeps its texts in its own module under `messages/`; they are joined here, and a key
 * used twice fails `messages.test.ts`.
 */
export const MESSAGE_MODULES = {
  common: commonMessages,
  importChanges: importChangesMessages,
} as const;

type Modules = typeof MESSAGE_MODULES;
type Union<T> = T extends unknown ? T : never;
type AllEntries = Union<Modules[keyof Modules]>;

/** A key of the catalogue, e.g. `'common.save'`. */
export type MessageKey = AllEntries extends infer E ? (E extends object ? keyof E : never) : never;

export const messages: Record<MessageKey, MessageEntry> = Object.assign(
  {},
  ...Object.values(MESSAGE_MODULES),
) as Record<MessageKey, MessageEntry>;
