import type { DbOrTx } from '../../db/client';
import {
  type MODERATION_ACTIONS,
  type MODERATION_TARGET_TYPES,
  moderation_logs,
} from '../../db/schema';
import type { SessionUser } from '../../plugins/auth';

export type AuditAction = (typeof MODERATION_ACTIONS)[number];
export type AuditTargetType = (typeof MODERATION_TARGET_TYPES)[number];

export type AuditEntry = {
  admin: SessionUser;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string | number;
  notes?: string | null;
};

/**
 * Writes one moderation_logs row. Pass the transaction of the change it records: the row then
 * exists exactly when the change commits (spec §6 "Every moderation action is written to an
 * audit log"; the spec's "a failed audit-log write is only logged" is replaced by this, decision
 * 016). A failure here rolls the change back.
 */
export async function writeAudit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  await tx.insert(moderation_logs).values(logRow(entry));
}

/** Many rows in one statement, for bulk decisions (same transaction rule). */
export async function writeAudits(tx: DbOrTx, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(moderation_logs).values(entries.map(logRow));
}

function logRow(entry: AuditEntry) {
  return {
    admin_user_id: entry.admin.id,
    admin_email: entry.admin.email,
    action: entry.action,
    target_type: entry.targetType,
    target_id: String(entry.targetId),
    admin_notes: entry.notes?.trim() ? entry.notes.trim() : null,
  };
}
