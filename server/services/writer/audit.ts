import type { EditAction, EntityType } from '../../../src/domain';
import type { Executor } from '../../db/client';
import { auditLog } from '../../db/schema';

/** Records who changed what, in the same transaction as the change. */
export async function recordEdit(
  tx: Executor,
  entry: {
    userId: string | null;
    entityType: EntityType;
    entityId: string;
    action: EditAction;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await tx.insert(auditLog).values({
    userId: entry.userId,
    entityType: entry.entityType,
    entityId: entry.entityId,
    action: entry.action,
    details: entry.details ?? {},
  });
}
