import type { ChangeRequest } from '@capstone/contracts';
import type { ChangeRequestRecord } from './change-requests.repo';

/** A reference by id and current name; null once what it pointed at is gone. */
const ref = (id: string | null, name: string | null) =>
  id === null || name === null ? null : { id, name };

/** A change request as the group's members and the staff of S see it. */
export function presentChangeRequest(row: ChangeRequestRecord): ChangeRequest {
  return {
    id: row.id,
    subcourse: row.subcourseId,
    group: { id: row.groupId, name: row.groupName },
    requested_by: ref(row.requestedById, row.requestedByName),
    from_project: ref(row.fromProjectId, row.fromProjectName),
    project: ref(row.projectId, row.projectName),
    reason: row.reason,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    decided_by: ref(row.decidedById, row.decidedByName),
    decided_at: row.decidedAt ? row.decidedAt.toISOString() : null,
    message: row.message,
    applied_in_version: row.appliedInVersion,
  };
}
