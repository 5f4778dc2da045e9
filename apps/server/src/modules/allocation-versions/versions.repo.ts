import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  allocationVersionEntries,
  allocationVersionProjects,
  allocationVersions,
  staff,
} from '../../db/schema';

const rowColumns = {
  id: allocationVersions.id,
  number: allocationVersions.number,
  publishedAt: allocationVersions.publishedAt,
  publishedById: allocationVersions.publishedBy,
  publishedByName: staff.name,
  override: allocationVersions.override,
  counts: allocationVersions.counts,
};

/** S's versions, oldest first, with the publisher's name. */
export function listVersionRows(db: DbOrTx, subcourseId: string) {
  return db
    .select(rowColumns)
    .from(allocationVersions)
    .leftJoin(staff, eq(staff.id, allocationVersions.publishedBy))
    .where(eq(allocationVersions.subcourseId, subcourseId))
    .orderBy(asc(allocationVersions.number));
}
export type VersionRecord = Awaited<ReturnType<typeof listVersionRows>>[number];

/** Version `number` of S with its frozen projects and entries; undefined when there is none. */
export async function findVersion(db: DbOrTx, subcourseId: string, number: number) {
  const [row] = await db
    .select(rowColumns)
    .from(allocationVersions)
    .leftJoin(staff, eq(staff.id, allocationVersions.publishedBy))
    .where(
      and(eq(allocationVersions.subcourseId, subcourseId), eq(allocationVersions.number, number)),
    )
    .limit(1);
  if (!row) return undefined;
  const [projects, entries] = await Promise.all([
    db
      .select()
      .from(allocationVersionProjects)
      .where(eq(allocationVersionProjects.versionId, row.id))
      .orderBy(asc(allocationVersionProjects.projNo)),
    db
      .select()
      .from(allocationVersionEntries)
      .where(eq(allocationVersionEntries.versionId, row.id)),
  ]);
  return { ...row, projects, entries };
}
export type VersionDetail = NonNullable<Awaited<ReturnType<typeof findVersion>>>;
