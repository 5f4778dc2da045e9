import { and, eq, inArray, isNotNull } from 'drizzle-orm';
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

/** S's available projects with capacity and the texts the similarity reads. */
export function listAvailableProjects(db: DbOrTx, subcourseId: string) {
  return db
    .select({
      id: projects.id,
      name: projects.name,
      projNo: projects.projNo,
      capacity: projects.capacity,
      reqSkills: projects.reqSkills,
      background: projects.background,
      scope: projects.scope,
      areas: projects.areas,
    })
    .from(projects)
    .where(and(eq(projects.subcourseId, subcourseId), eq(projects.status, 'available')));
}
export type AvailableProject = Awaited<ReturnType<typeof listAvailableProjects>>[number];
