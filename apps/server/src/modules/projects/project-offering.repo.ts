import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { outer } from '../../db/outer';
import { projects, subcourseClients, subcourseProjects } from '../../db/schema';

/**
 * A subcourse's `projects` and `clients` lists as P enters or leaves them. The callers lock S
 * first, so two reviews of one subcourse never interleave these steps.
 */

/** Adds P to S's projects and its clients to S's clients, each once. */
export async function offerInSubcourse(
  db: DbOrTx,
  subcourseId: string,
  projectId: string,
  clientIds: string[],
) {
  await db.insert(subcourseProjects).values({ subcourseId, projectId }).onConflictDoNothing();
  if (clientIds.length === 0) return;
  await db
    .insert(subcourseClients)
    .values(clientIds.map((clientId) => ({ subcourseId, clientId })))
    .onConflictDoNothing();
}

/** P is in S's list, or available in S. */
export async function isInSubcourse(db: DbOrTx, subcourseId: string, projectId: string) {
  const rows = await db
    .select({ one: sql`1` })
    .from(projects)
    .where(
      and(
        eq(projects.id, projectId),
        or(
          eq(projects.subcourseId, subcourseId),
          sql`exists (select 1 from ${subcourseProjects} where ${subcourseProjects.subcourseId} = ${subcourseId} and ${subcourseProjects.projectId} = ${projectId})`,
        ),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The subcourses whose list holds P (or where P is available). */
export async function subcoursesOffering(db: DbOrTx, projectId: string) {
  const listed = await db
    .select({ id: subcourseProjects.subcourseId })
    .from(subcourseProjects)
    .where(eq(subcourseProjects.projectId, projectId));
  const [current] = await db
    .select({ id: projects.subcourseId })
    .from(projects)
    .where(eq(projects.id, projectId));
  return [...new Set([...listed.map((r) => r.id), ...(current?.id ? [current.id] : [])])];
}

/**
 * Takes P out of S's list, then takes out of S's clients those of `clientIds` with no other
 * project in S (in its list or available there).
 */
export async function withdrawFromSubcourse(
  db: DbOrTx,
  subcourseId: string,
  projectId: string,
  clientIds: string[],
) {
  await db
    .delete(subcourseProjects)
    .where(
      and(
        eq(subcourseProjects.subcourseId, subcourseId),
        eq(subcourseProjects.projectId, projectId),
      ),
    );
  if (clientIds.length === 0) return;
  await db.delete(subcourseClients).where(
    and(
      eq(subcourseClients.subcourseId, subcourseId),
      inArray(subcourseClients.clientId, clientIds),
      sql`not exists (
        select 1 from project_clients pc join projects p on p.id = pc.project_id
        where pc.client_id = ${outer(subcourseClients.clientId)} and p.id <> ${projectId}
          and (p.subcourse_id = ${subcourseId} or exists (
            select 1 from subcourse_projects sp where sp.subcourse_id = ${subcourseId} and sp.project_id = p.id
          ))
      )`,
    ),
  );
}
