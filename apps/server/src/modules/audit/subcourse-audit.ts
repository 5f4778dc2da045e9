import type { AuditAction } from '@capstone/contracts';
import type { DbOrTx } from '../../db/client';
import type { AuditSummary } from '../../db/schema';
import type { RequestMeta } from '../../lib/context';
import { recordAudit, type AuditEntry } from './audit.repo';

/** Who acted (null for the system), from which address, and in which offering. */
export interface SubcourseAuditBy {
  actor: AuditEntry['actor'];
  /** Absent when no request started the action. */
  meta?: Pick<RequestMeta, 'ip'> | null;
  access: { subcourseId: string; parentCourseId: string | null };
}

/** The fields every event inside one offering carries, whatever its target. */
export function inSubcourse({ actor, meta, access }: SubcourseAuditBy) {
  return {
    actor,
    ip: meta?.ip ?? null,
    subcourseId: access.subcourseId,
    courseId: access.parentCourseId,
  } satisfies Partial<AuditEntry>;
}

/** An event about the offering itself: its target is the subcourse. */
export function subcourseEvent(
  by: SubcourseAuditBy,
  action: AuditAction,
  summary: AuditSummary,
): AuditEntry {
  return {
    ...inSubcourse(by),
    action,
    target: { type: 'subcourse', id: by.access.subcourseId },
    summary,
  };
}

/** Records `subcourseEvent` in the action's own transaction. */
export function auditSubcourse(
  db: DbOrTx,
  by: SubcourseAuditBy,
  action: AuditAction,
  summary: AuditSummary,
) {
  return recordAudit(db, subcourseEvent(by, action, summary));
}
