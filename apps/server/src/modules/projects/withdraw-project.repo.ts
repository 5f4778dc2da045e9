import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { enrolments, groups, students } from '../../db/schema';

/** The groups of S whose published project is P. */
export function listPublishedGroups(db: DbOrTx, subcourseId: string, projectId: string) {
  return db
    .select({ id: groups.id, name: groups.name })
    .from(groups)
    .where(and(eq(groups.subcourseId, subcourseId), eq(groups.projectId, projectId)))
    .orderBy(asc(groups.name), asc(groups.id));
}

/** The members of these groups of S, with their group and what their email needs. */
export async function listGroupMembers(
  db: DbOrTx,
  subcourseId: string,
  groupRows: { id: string; name: string }[],
) {
  if (groupRows.length === 0) return [];
  const names = new Map(groupRows.map((g) => [g.id, g.name]));
  const rows = await db
    .select({
      id: students.id,
      name: students.name,
      email: students.email,
      groupId: enrolments.groupId,
    })
    .from(enrolments)
    .innerJoin(students, eq(students.id, enrolments.studentId))
    .where(
      and(eq(enrolments.subcourseId, subcourseId), inArray(enrolments.groupId, [...names.keys()])),
    )
    .orderBy(asc(students.name), asc(students.id));
  return rows.map((row) => ({
    ...row,
    groupId: row.groupId!,
    groupName: names.get(row.groupId!)!,
  }));
}
