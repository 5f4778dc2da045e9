import type { DueOffering } from '@capstone/contracts';
import type { DueRow } from './retention.repo';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const presentDueOffering = (row: DueRow): DueOffering => ({
  subcourse_id: row.subcourseId,
  code: row.code,
  name: row.name,
  term: row.term,
  year: row.year,
  archived_at: iso(row.archivedAt) ?? '',
  due_since: row.dueSince.toISOString(),
  last_postponed_until: iso(row.postponedUntil),
  students: row.students,
  groups: row.groups,
  posts: row.posts,
});
