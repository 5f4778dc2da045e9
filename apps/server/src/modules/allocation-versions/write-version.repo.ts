import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  allocationVersionEntries,
  allocationVersionProjects,
  allocationVersions,
  projects,
  staff,
  staffMemberships,
} from '../../db/schema';

/**
 * The number of S's latest allocation version, 0 before the first publish. Inside a publish
 * (S locked) it is also the last number handed out, so the next version is this + 1.
 */
export async function latestVersionNumber(db: DbOrTx, subcourseId: string): Promise<number> {
  const [row] = await db
    .select({ number: allocationVersions.number })
    .from(allocationVersions)
    .where(eq(allocationVersions.subcourseId, subcourseId))
    .orderBy(desc(allocationVersions.number))
    .limit(1);
  return row?.number ?? 0;
}

/**
 * S's available projects as a version records them, by `proj_no`: with the mentor's name, and
 * the mentor's quota in S (null when none is set or the mentor is no longer staff of S).
 */
export function listSnapshotProjects(db: DbOrTx, subcourseId: string) {
  return db
    .select({
      id: projects.id,
      name: projects.name,
      capacity: projects.capacity,
      projNo: projects.projNo,
      minGroups: projects.minGroups,
      mentorId: projects.mentorId,
      mentorName: staff.name,
      mentorQuota: staffMemberships.mentorQuota,
    })
    .from(projects)
    .leftJoin(staff, eq(staff.id, projects.mentorId))
    .leftJoin(
      staffMemberships,
      and(
        eq(staffMemberships.subcourseId, subcourseId),
        eq(staffMemberships.staffId, projects.mentorId),
      ),
    )
    .where(and(eq(projects.subcourseId, subcourseId), eq(projects.status, 'available')))
    .orderBy(asc(projects.projNo));
}
export type SnapshotProject = Awaited<ReturnType<typeof listSnapshotProjects>>[number];

/** Project id → name for these projects, wherever they are now (a withdrawn one included). */
export async function projectNamesOf(db: DbOrTx, projectIds: string[]) {
  if (projectIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(inArray(projects.id, projectIds));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export type NewVersion = Omit<typeof allocationVersions.$inferInsert, 'id'>;
export type NewVersionEntry = Omit<typeof allocationVersionEntries.$inferInsert, 'versionId'>;

/** Stores one version with its project snapshot and its entries; returns its id. */
export async function insertVersion(
  db: DbOrTx,
  version: NewVersion,
  snapshot: SnapshotProject[],
  entries: NewVersionEntry[],
) {
  const [row] = await db
    .insert(allocationVersions)
    .values(version)
    .returning({ id: allocationVersions.id });
  const versionId = row!.id;
  const projectRows = snapshot.map((p) => ({
    versionId,
    projectId: p.id,
    name: p.name,
    capacity: p.capacity,
    mentorId: p.mentorId,
    mentorName: p.mentorId ? (p.mentorName ?? '') : null,
    minGroups: p.minGroups,
    projNo: p.projNo,
  }));
  // In slices, so a course of hundreds of groups stays within one statement's parameters.
  for (let i = 0; i < projectRows.length; i += 1000) {
    await db.insert(allocationVersionProjects).values(projectRows.slice(i, i + 1000));
  }
  const entryRows = entries.map((e) => ({ ...e, versionId }));
  for (let i = 0; i < entryRows.length; i += 1000) {
    await db.insert(allocationVersionEntries).values(entryRows.slice(i, i + 1000));
  }
  return versionId;
}
