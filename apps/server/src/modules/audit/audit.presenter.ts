import { AUDIT_ACTION_LABELS, AUDIT_MESSAGES, type AuditEventView } from '@capstone/contracts';
import type { AuditEventRow, NamedAccount } from './audit-read.repo';

const ACCOUNT_TYPES = new Set(['student', 'staff', 'client']);

/**
 * An event as the Activity page shows it. People are named now, from the accounts as they are:
 * the event holds ids only, so a deleted account reads "Deleted user" everywhere at once.
 */
export function presentAuditEvent(
  row: AuditEventRow,
  accounts: Map<string, NamedAccount>,
  targets: Map<string, string>,
): AuditEventView {
  const personName = (id: string) => {
    const account = accounts.get(id);
    return !account || account.deleted ? AUDIT_MESSAGES.deletedUser : account.name;
  };
  const targetName = () => {
    if (!row.targetType || !row.targetId) return null;
    if (ACCOUNT_TYPES.has(row.targetType)) return personName(row.targetId);
    return targets.get(`${row.targetType}:${row.targetId}`) ?? null;
  };
  const label = AUDIT_ACTION_LABELS[row.action as keyof typeof AUDIT_ACTION_LABELS];
  return {
    id: row.id,
    at: row.at.toISOString(),
    action: row.action,
    action_label: label ?? row.action,
    actor: row.actorId
      ? { type: row.actorType, id: row.actorId, name: personName(row.actorId) }
      : { type: 'system', id: null, name: AUDIT_MESSAGES.system },
    target:
      row.targetType && row.targetId
        ? { type: row.targetType, id: row.targetId, name: targetName() }
        : null,
    subject: row.subjectId
      ? {
          type: accounts.get(row.subjectId)?.type ?? 'account',
          id: row.subjectId,
          name: personName(row.subjectId),
        }
      : null,
    subcourse_id: row.subcourseId,
    course_id: row.courseId,
    summary: row.summary,
    ip: row.ip,
  };
}
