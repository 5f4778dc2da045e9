import { and, eq, sql } from 'drizzle-orm';
import type { AccountType } from '@capstone/contracts';
import type { DbOrTx } from '../db/client';
import { channelMembers, channels, staffMemberships, subcourses } from '../db/schema';
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
