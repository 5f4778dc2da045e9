import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { channelMembers, channels } from '../../db/schema';

/**
 * The channels a member of the group belongs to because of the group: those whose group is this
 * group, and the project-wide channels of its published project.
 */
async function groupChannelIds(
  db: DbOrTx,
  subcourseId: string,
  groupId: string,
  projectId: string | null,
) {
  const rows = await db
    .select({ id: channels.id })
    .from(channels)
    .where(
      and(
        eq(channels.subcourseId, subcourseId),
        or(
          eq(channels.groupId, groupId),
          projectId
            ? and(
                eq(channels.category, 'project'),
                eq(channels.projectId, projectId),
                isNull(channels.groupId),
              )
            : undefined,
        ),
      ),
    );
  return rows.map((row) => row.id);
}

export async function joinGroupChannels(
  db: DbOrTx,
  group: { id: string; subcourseId: string; projectId: string | null },
  studentId: string,
) {
  const ids = await groupChannelIds(db, group.subcourseId, group.id, group.projectId);
  if (ids.length === 0) return;
  await db
    .insert(channelMembers)
    .values(
      ids.map((channelId) => ({
        channelId,
        accountType: 'student' as const,
        accountId: studentId,
      })),
    )
    .onConflictDoNothing();
}

export async function leaveGroupChannels(
  db: DbOrTx,
  group: { id: string; subcourseId: string; projectId: string | null },
  studentId: string,
) {
  const ids = await groupChannelIds(db, group.subcourseId, group.id, group.projectId);
  if (ids.length === 0) return;
  await db
    .delete(channelMembers)
    .where(
      and(
        eq(channelMembers.accountType, 'student'),
        eq(channelMembers.accountId, studentId),
        inArray(channelMembers.channelId, ids),
      ),
    );
}
