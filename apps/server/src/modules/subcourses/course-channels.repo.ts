import type { DbOrTx } from '../../db/client';
import { channelMembers, channels } from '../../db/schema';

/** The course channels every subcourse starts with. */
export const DEFAULT_COURSE_CHANNELS = [
  { name: 'Announcements', channelType: 'announcement' },
  { name: 'Forum', channelType: 'forum' },
  { name: 'General', channelType: 'text' },
] as const;

/**
 * The course channels created with S: Announcements, Forum and General, with the course admin
 * as member (later enrolments and imports add students and tutors). Client channels come from
 * `joinClientChannels`.
 */
export async function createSubcourseChannels(
  db: DbOrTx,
  subcourseId: string,
  courseAdminId: string,
) {
  const courseChannels = await db
    .insert(channels)
    .values(
      DEFAULT_COURSE_CHANNELS.map((channel) => ({
        subcourseId,
        name: channel.name,
        channelType: channel.channelType,
        category: 'course' as const,
      })),
    )
    .returning({ id: channels.id });
  const members: (typeof channelMembers.$inferInsert)[] = courseChannels.map((channel) => ({
    channelId: channel.id,
    accountType: 'staff',
    accountId: courseAdminId,
  }));
  await db.insert(channelMembers).values(members).onConflictDoNothing();
}
