import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { courses, projectClients, projects } from '../../db/schema';

export const projectCardColumns = {
  id: projects.id,
  name: projects.name,
  projNo: projects.projNo,
  category: projects.category,
  areas: projects.areas,
  status: projects.status,
  capacity: projects.capacity,
  color: projects.color,
};
export type ProjectCardRow = {
  id: string;
  name: string;
  projNo: number;
  category: string;
  areas: string[];
  status: 'draft' | 'submitted' | 'available' | 'unavailable';
  capacity: number;
  color: string;
};

/**
 * The client's projects as cards, by course code then number. `courseIds` limits them to those
 * courses (what staff of them see); `availableOnly` to the ones anyone may see.
 */
export async function listClientProjectCards(
  db: DbOrTx,
  clientId: string,
  scope: { courseIds?: string[]; availableOnly?: boolean } = {},
): Promise<ProjectCardRow[]> {
  if (scope.courseIds?.length === 0) return [];
  const filters: (SQL | undefined)[] = [
    eq(projectClients.clientId, clientId),
    scope.courseIds ? inArray(projects.courseId, scope.courseIds) : undefined,
    scope.availableOnly ? eq(projects.status, 'available') : undefined,
  ];
  return db
    .select(projectCardColumns)
    .from(projectClients)
    .innerJoin(projects, eq(projects.id, projectClients.projectId))
    .innerJoin(courses, eq(courses.id, projects.courseId))
    .where(and(...filters))
    .orderBy(asc(courses.code), asc(projects.projNo));
}

/** Ids of the client's own projects among `projectIds`. */
export async function findOwnProjectIds(db: DbOrTx, clientId: string, projectIds: string[]) {
  if (projectIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: projectClients.projectId })
    .from(projectClients)
    .where(
      and(eq(projectClients.clientId, clientId), inArray(projectClients.projectId, projectIds)),
    );
  return new Set(rows.map((row) => row.id));
}
