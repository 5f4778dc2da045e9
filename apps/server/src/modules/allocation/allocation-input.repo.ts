import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { enrolments, groups, projects } from '../../db/schema';

/**
 * The groups of S with at least one member (the allocation's items) and their saved rankings, draft
 * or final: the engine's group inputs.
 */
export function listAllocatableGroups(db: DbOrTx, subcourseId: string) {
  const withMembers = db
    .select({ id: enrolments.groupId })
    .from(enrolments)
    .where(and(eq(enrolments.subcourseId, subcourseId), isNotNull(enrolments.groupId)));
  return db
    .select({
      id: groups.id,
      name: groups.name,
      projPreferences: groups.projPreferences,
      topicPreferences: groups.topicPreferences,
    })
    .from(groups)
    .where(and(eq(groups.subcourseId, subcourseId), inArray(groups.id, withMembers)));
}
export type AllocatableGroup = Awaited<ReturnType<typeof listAllocatableGroups>>[number];

/**
 * S's available projects with capacity, mentor and soft minimum, and the texts the similarity
 * reads.
 */
export function listAvailableProjects(db: DbOrTx, subcourseId: string) {
  return db
    .select({
      id: projects.id,
      name: projects.name,
      projNo: projects.projNo,
      capacity: projects.capacity,
      mentorId: projects.mentorId,
      minGroups: projects.minGroups,
      reqSkills: projects.reqSkills,
      background: projects.background,
      scope: projects.scope,
      areas: projects.areas,
    })
    .from(projects)
    .where(and(eq(projects.subcourseId, subcourseId), eq(projects.status, 'available')));
}
export type AvailableProject = Awaited<ReturnType<typeof listAvailableProjects>>[number];

/**
 * Every group of S with its published project and saved rankings, members or not: suggestions
 * also place locked groups that have emptied, and proposals account for groups that left the base.
 */
export function listGroupsOfOffering(db: DbOrTx, subcourseId: string) {
  return db
    .select({
      id: groups.id,
      name: groups.name,
      projectId: groups.projectId,
      projPreferences: groups.projPreferences,
      topicPreferences: groups.topicPreferences,
    })
    .from(groups)
    .where(eq(groups.subcourseId, subcourseId));
}
export type OfferingGroup = Awaited<ReturnType<typeof listGroupsOfOffering>>[number];

/** Group id → members now, for the groups of S that have any. */
export async function memberCounts(db: DbOrTx, subcourseId: string) {
  const rows = await db
    .select({ groupId: enrolments.groupId, members: count() })
    .from(enrolments)
    .where(and(eq(enrolments.subcourseId, subcourseId), isNotNull(enrolments.groupId)))
    .groupBy(enrolments.groupId);
  return new Map(rows.map((row) => [row.groupId as string, Number(row.members)]));
}
