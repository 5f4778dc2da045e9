import { and, eq, exists, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { clients, enrolments, groups, projectClients, projects } from '../../db/schema';
import type { Actor } from '../../lib/context';
import { sharedChannelQuery } from '../accounts/account-relations.repo';

/**
 * How a viewer who is not staff of the client's courses relates to it (for its profile):
 * `isContact` when the viewer's group is allocated (published) to one of its projects;
 * `sharesSubcourse` when the viewer studies in a subcourse where it has an available project,
 * or shares a chat channel with it.
 */
export async function loadClientViewerRelations(db: DbOrTx, actor: Actor, clientId: string) {
  const ownsProject = (projectId: AnyPgColumn) =>
    and(eq(projectClients.projectId, projectId), eq(projectClients.clientId, clientId));
  const allocatedGroup = db
    .select({ one: sql`1` })
    .from(enrolments)
    .innerJoin(groups, eq(groups.id, enrolments.groupId))
    .innerJoin(projectClients, ownsProject(groups.projectId))
    .where(eq(enrolments.studentId, actor.id));
  const availableInMySubcourse = db
    .select({ one: sql`1` })
    .from(enrolments)
    .innerJoin(
      projects,
      and(eq(projects.subcourseId, enrolments.subcourseId), eq(projects.status, 'available')),
    )
    .innerJoin(projectClients, ownsProject(projects.id))
    .where(eq(enrolments.studentId, actor.id));
  const sharedChannel = sharedChannelQuery(db, { type: 'client', id: clientId }, actor);
  const isStudent = actor.type === 'student';
  const [row] = await db
    .select({
      isContact: isStudent ? exists(allocatedGroup) : sql<boolean>`false`,
      inSubcourse: isStudent ? exists(availableInMySubcourse) : sql<boolean>`false`,
      inChannel: exists(sharedChannel),
    })
    .from(clients)
    .where(eq(clients.id, clientId));
  return {
    isContact: !!row?.isContact,
    sharesSubcourse: !!row?.inSubcourse || !!row?.inChannel,
  };
}
