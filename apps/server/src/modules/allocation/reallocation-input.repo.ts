import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  allocationVersionEntries,
  allocationVersionProjects,
  allocationVersions,
  changeRequests,
  projects,
} from '../../db/schema';

/** S's latest allocation version (the base of a proposal), or undefined before any publish. */
export async function findLatestVersion(db: DbOrTx, subcourseId: string) {
  const [row] = await db
    .select({ id: allocationVersions.id, number: allocationVersions.number })
    .from(allocationVersions)
    .where(eq(allocationVersions.subcourseId, subcourseId))
    .orderBy(desc(allocationVersions.number))
    .limit(1);
  return row;
}

/**
 * The groups on a project in a version, with the project's name now (a withdrawn project keeps its
 * row) or, when the project is gone, as the version recorded it.
 */
export function listBasePlacements(db: DbOrTx, versionId: string) {
  return db
    .select({
      groupId: allocationVersionEntries.groupId,
      projectId: allocationVersionEntries.projectId,
      projectName: projects.name,
      recordedName: allocationVersionProjects.name,
    })
    .from(allocationVersionEntries)
    .leftJoin(projects, eq(projects.id, allocationVersionEntries.projectId))
    .leftJoin(
      allocationVersionProjects,
      and(
        eq(allocationVersionProjects.versionId, allocationVersionEntries.versionId),
        eq(allocationVersionProjects.projectId, allocationVersionEntries.projectId),
      ),
    )
    .where(eq(allocationVersionEntries.versionId, versionId));
}
export type BasePlacement = Awaited<ReturnType<typeof listBasePlacements>>[number];

/** S's approved change requests, with the requested project's name (null: "any"). */
export function listApprovedRequests(db: DbOrTx, subcourseId: string) {
  return db
    .select({
      id: changeRequests.id,
      groupId: changeRequests.groupId,
      projectId: changeRequests.projectId,
      projectName: projects.name,
    })
    .from(changeRequests)
    .leftJoin(projects, eq(projects.id, changeRequests.projectId))
    .where(and(eq(changeRequests.subcourseId, subcourseId), eq(changeRequests.status, 'approved')))
    .orderBy(changeRequests.createdAt, changeRequests.id);
}
export type ApprovedRequestRow = Awaited<ReturnType<typeof listApprovedRequests>>[number];
