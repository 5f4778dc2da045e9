import type { DbOrTx } from '../../db/client';
import { channelMembers, channels } from '../../db/schema';

/** The course channels every subcourse starts with (api.md §15.2). */
export const DEFAULT_COURSE_CHANNELS = [
  { name: 'Announcements', channelType: 'announcement' },
  { name: 'Forum', channelType: 'forum' },
  { name: 'General', channelType: 'text' },
] as const;

/** Unique names within one category: a second "Grace Hopper" is told apart by company, then number. */
function uniqueNames(list: { name: string; companyName: string }[]) {
  const used = new Set<string>();
  return list.map(({ name, companyName }) => {
    let candidate = name;
    if (used.has(candidate)) candidate = `${name} (${companyName})`;
    for (let n = 2; used.has(candidate); n += 1) candidate = `${name} (${companyName}) ${n}`;
    used.add(candidate);
    return candidate;
  });
}

/**
 * The channels created with S: Announcements, Forum and General (course admin as member; later
 * enrolments and imports add students and tutors) and one text channel per client of S with
 * that client and the course admin.
 */
export async function createSubcourseChannels(
  db: DbOrTx,
  subcourseId: string,
  courseAdminId: string,
  subcourseClients: { id: string; name: string; companyName: string }[],
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
  if (subcourseClients.length > 0) {
    const names = uniqueNames(subcourseClients);
    const clientChannels = await db
      .insert(channels)
      .values(
        subcourseClients.map((client, index) => ({
          subcourseId,
          name: names[index]!,
          channelType: 'text' as const,
          category: 'client' as const,
          clientId: client.id,
        })),
      )
      .returning({ id: channels.id, clientId: channels.clientId });
    for (const channel of clientChannels) {
      members.push(
        { channelId: channel.id, accountType: 'staff', accountId: courseAdminId },
        { channelId: channel.id, accountType: 'client', accountId: channel.clientId! },
      );
    }
  }
  await db.insert(channelMembers).values(members).onConflictDoNothing();
}
