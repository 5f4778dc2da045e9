import type { AuditAction, AuditTargetType } from '@capstone/contracts';
import type { DbOrTx } from '../../db/client';
import { auditEvents, type AuditActorType, type AuditSummary } from '../../db/schema';
import type { Actor } from '../../lib/context';

/** One audited action. Ids only in `summary`: see `AuditSummary`. */
export interface AuditEntry {
  /** Who acted; null for the system (the retention job). */
  actor: Pick<Actor, 'type' | 'id'> | null;
  action: AuditAction;
  target?: { type: AuditTargetType; id: string };
  /** The account the action was about (an export, a deletion, a removal). */
  subjectId?: string;
  subcourseId?: string | null;
  courseId?: string | null;
  summary?: AuditSummary;
  /** The client address of the request (`RequestMeta.ip`). */
  ip?: string | null;
}

const actorTypeOf = (entry: AuditEntry): AuditActorType => entry.actor?.type ?? 'system';

/**
 * Appends audit events. Call it with the action's own transaction, so the event exists exactly
 * when the action committed.
 */
export async function recordAudit(db: DbOrTx, ...entries: AuditEntry[]) {
  if (entries.length === 0) return;
  await db.insert(auditEvents).values(
    entries.map((entry) => ({
      actorType: actorTypeOf(entry),
      actorId: entry.actor?.id ?? null,
      action: entry.action,
      targetType: entry.target?.type ?? null,
      targetId: entry.target?.id ?? null,
      subjectId: entry.subjectId ?? null,
      subcourseId: entry.subcourseId ?? null,
      courseId: entry.courseId ?? null,
      summary: entry.summary ?? {},
      ip: entry.ip ?? null,
    })),
  );
}
