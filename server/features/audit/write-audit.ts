import type { DbOrTx } from '../../db/client';
import {
  type MODERATION_ACTIONS,
  type MODERATION_TARGET_TYPES,
  moderation_logs,
} from '../../db/schema';
import type { SessionUser } from '../../plugins/auth';

export type AuditEntry = {
  admin: SessionUser;
  action: (typeof MODERATION_ACTIONS)[number];
  targetType: (typeof MODERATION_TARGET_TYPES)[number];
  targetId: string | number;
  notes?: string | null;
};

/**
 * Writes the moderation_logs row of a decision in the caller's transaction, so the row exists
 * exactly when the change it records does.
 */
export async function writeAudit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  await tx.insert(moderation_logs).values({
    admin_user_id: entry.admin.id,
    admin_email: entry.admin.email,
    action: entry.action,
    target_type: entry.targetType,
    target_id: String(entry.targetId),
    admin_notes: entry.notes ?? null,
  });
}
