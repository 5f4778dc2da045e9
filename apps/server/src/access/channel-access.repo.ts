import { and, eq, sql } from 'drizzle-orm';
import type { AccountType } from '@capstone/contracts';
import type { DbOrTx } from '../db/client';
import {
  channelMembers,
  channels,
  courseClients,
  projects,
  staffMemberships,
  subcourses,
} from '../db/schema';
import type { ChannelAccess } from './access-facts';

const channelColumns = {
  id: channels.id,
  subcourseId: channels.subcourseId,
  name: channels.name,
  channelType: channels.channelType,
  category: channels.category,
  projectId: channels.projectId,
  clientId: channels.clientId,
  groupId: channels.groupId,
  isArchived: subcourses.isArchived,
};

/**
 * The channel, its subcourse's archive flag, the caller's membership row and staff role in one
 * statement: the socket checks all of it on every `post` and `reply`.
 */
export async function loadChannelAccess(
  db: DbOrTx,
  actor: { type: AccountType; id: string },
  channelId: string,
): Promise<ChannelAccess | undefined> {
  const [row] = await db
    .select({
      ...channelColumns,
      hasRow: sql<boolean>`exists (select 1 from ${channelMembers} where ${channelMembers.channelId} = ${channels.id} and ${channelMembers.accountType} = ${actor.type} and ${channelMembers.accountId} = ${actor.id})`,
      staffRole: staffMemberships.role,
    })
    .from(channels)
    .innerJoin(subcourses, eq(subcourses.id, channels.subcourseId))
    .leftJoin(
      staffMemberships,
      and(
        eq(staffMemberships.subcourseId, channels.subcourseId),
        eq(staffMemberships.staffId, actor.type === 'staff' ? actor.id : ''),
      ),
    )
    .where(eq(channels.id, channelId))
    .limit(1);
  if (!row) return undefined;
  const { hasRow, staffRole, ...channel } = row;
  return {
    channel,
    isMember: hasRow || staffRole === 'course admin',
    staffRole: staffRole ?? null,
  };
}

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
