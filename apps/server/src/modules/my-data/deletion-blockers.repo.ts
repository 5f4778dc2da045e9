import { and, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { outer } from '../../db/outer';
import { projectClients, projects, subcourseProjects, subcourses } from '../../db/schema';

/**
 * Each of the client's projects that a running offering (active, not archived) holds, with that
 * offering: available there (`projects.subcourse_id`) or offered to it (`subcourse_projects`).
 * While any is left, the client's own deletion is refused (api: 409); the list says which, so the
 * client can ask that offering's staff to withdraw it.
 */
export function listBlockingProjects(
  db: DbOrTx,
  clientId: string,
  options: { limit?: number } = {},
) {
  const offeredThere = sql`exists (select 1 from ${subcourseProjects} where ${subcourseProjects.subcourseId} = ${outer(subcourses.id)} and ${subcourseProjects.projectId} = ${outer(projects.id)})`;
  const query = db
    .selectDistinct({
      projectId: projects.id,
      projectName: projects.name,
      offeringId: subcourses.id,
      offeringCode: subcourses.code,
      offeringName: subcourses.name,
    })
    .from(projectClients)
    .innerJoin(projects, eq(projects.id, projectClients.projectId))
    .innerJoin(
      subcourses,
      and(
        eq(subcourses.isActive, true),
        eq(subcourses.isArchived, false),
        or(eq(subcourses.id, projects.subcourseId), offeredThere),
      ),
    )
    .where(eq(projectClients.clientId, clientId))
    .orderBy(subcourses.code, subcourses.name, projects.name, projects.id);
  return options.limit === undefined ? query : query.limit(options.limit);
}

/** True when one of the client's projects is held by a running offering (api: 409). */
export async function clientHasActiveProjects(db: DbOrTx, clientId: string) {
  return (await listBlockingProjects(db, clientId, { limit: 1 })).length > 0;
}
