import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { channelMembers, channels, staffMemberships } from '../../db/schema';

export interface ChannelClient {
  id: string;
  name: string;
  companyName: string;
}

/** The client's name, or (taken already in S) with its company, then a number: as at creation. */
function freeName(client: ChannelClient, used: Set<string>) {
  let candidate = client.name;
  if (used.has(candidate)) candidate = `${client.name} (${client.companyName})`;
  for (let n = 2; used.has(candidate); n += 1) {
    candidate = `${client.name} (${client.companyName}) ${n}`;
  }
  used.add(candidate);
  return candidate;
}

/**
 * Each client of S has one text channel in S with the client and S's course admins. Creates the
 * missing ones (a client's first project in S) and makes sure the members are there. The caller
 * holds S's lock, so no two transactions pick the same name.
 */
export async function joinClientChannels(
  db: DbOrTx,
  subcourseId: string,
  clientList: ChannelClient[],
) {
  if (clientList.length === 0) return;
  const existing = await db
    .select({ id: channels.id, name: channels.name, clientId: channels.clientId })
    .from(channels)
    .where(and(eq(channels.subcourseId, subcourseId), eq(channels.category, 'client')));
  const used = new Set(existing.map((channel) => channel.name));
  const channelOf = new Map<string, string>();
  for (const channel of existing) {
    if (channel.clientId && !channelOf.has(channel.clientId)) {
      channelOf.set(channel.clientId, channel.id);
    }
  }
  const missing = clientList.filter((client) => !channelOf.has(client.id));
  if (missing.length > 0) {
    const created = await db
      .insert(channels)
      .values(
        missing.map((client) => ({
          subcourseId,
          name: freeName(client, used),
          channelType: 'text' as const,
          category: 'client' as const,
          clientId: client.id,
        })),
      )
      .returning({ id: channels.id, clientId: channels.clientId });
    for (const channel of created) channelOf.set(channel.clientId!, channel.id);
  }
  const admins = await db
    .select({ id: staffMemberships.staffId })
    .from(staffMemberships)
    .where(
      and(eq(staffMemberships.subcourseId, subcourseId), eq(staffMemberships.role, 'course admin')),
    );
  const members: (typeof channelMembers.$inferInsert)[] = [];
  for (const client of clientList) {
    const channelId = channelOf.get(client.id)!;
    members.push({ channelId, accountType: 'client', accountId: client.id });
    for (const admin of admins) {
      members.push({ channelId, accountType: 'staff', accountId: admin.id });
    }
  }
  await db.insert(channelMembers).values(members).onConflictDoNothing();
}
