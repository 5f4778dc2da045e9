import { and, eq } from 'drizzle-orm';
import type { AccountType } from '@capstone/contracts';
import type { DbOrTx } from '../../db/client';
import { channelMembers, channels, courseClients, projects, subcourses } from '../../db/schema';

/** A channel's list heading: "course", "client" or its project's `proj_no`. */
export const listColumns = {
  id: channels.id,
  name: channels.name,
  channelType: channels.channelType,
  category: channels.category,
  projNo: projects.projNo,
};

/** Every channel of S (course admins' view). */
export async function listSubcourseChannels(db: DbOrTx, subcourseId: string) {
  return db
    .select(listColumns)
    .from(channels)
    .leftJoin(projects, eq(projects.id, channels.projectId))
    .where(eq(channels.subcourseId, subcourseId));
}

/** The channels of S the account has a membership row in. */
export async function listMemberChannels(
  db: DbOrTx,
  subcourseId: string,
  actor: { type: AccountType; id: string },
) {
  return db
    .select(listColumns)
    .from(channels)
    .innerJoin(
      channelMembers,
      and(
        eq(channelMembers.channelId, channels.id),
        eq(channelMembers.accountType, actor.type),
        eq(channelMembers.accountId, actor.id),
      ),
    )
    .leftJoin(projects, eq(projects.id, channels.projectId))
    .where(eq(channels.subcourseId, subcourseId));
}

/** Whether the client applied to parent course C, and C's active subcourse if there is one. */
export async function findClientCourse(db: DbOrTx, courseId: string, clientId: string) {
  const [row] = await db
    .select({ client: courseClients.clientId, activeId: subcourses.id })
    .from(courseClients)
    .leftJoin(
      subcourses,
      and(eq(subcourses.parentCourseId, courseClients.courseId), eq(subcourses.isActive, true)),
    )
    .where(and(eq(courseClients.courseId, courseId), eq(courseClients.clientId, clientId)))
    .limit(1);
  return { isClient: !!row, activeSubcourseId: row?.activeId ?? null };
}
