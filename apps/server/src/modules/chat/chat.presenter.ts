import {
  CHANNEL_ROLE_ORDER,
  DELETED_USER_NAME,
  type ChannelCreatorsResponse,
  type ChannelRole,
  type ChannelListEntry,
  type ChannelMembersResponse,
  type ChannelType,
  type Post,
  type Reply,
} from '@capstone/contracts';
import type { AccountRef, Person } from './channel-members.repo';

interface PostLike {
  id: string;
  creatorId: string;
  title: string | null;
  content: string;
  category: string | null;
  createdAt: Date;
}

export const toPost = (row: PostLike, pinned: boolean): Post => ({
  id: row.id,
  title: row.title,
  creator: row.creatorId,
  content: row.content,
  date_created: row.createdAt.toISOString(),
  category: row.category,
  pinned,
});

export const toReply = (row: {
  id: string;
  creatorId: string;
  content: string;
  createdAt: Date;
}): Reply => ({
  id: row.id,
  creator: row.creatorId,
  content: row.content,
  date_created: row.createdAt.toISOString(),
});

const byName = (a: { name: string; id: string }, b: { name: string; id: string }) =>
  a.name.localeCompare(b.name, 'en') || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The channel list (`GET /api/channels/list/{id}`): string headings ("course", "client") first in
 * reverse alphabetical order, then project numbers ascending; channels by name within each.
 */
export function groupChannelList(
  rows: {
    id: string;
    name: string;
    channelType: ChannelType;
    category: string;
    projNo: number | null;
  }[],
): ChannelListEntry[] {
  const headings = new Map<string | number, ChannelListEntry>();
  for (const row of rows) {
    const key = row.category === 'project' && row.projNo !== null ? row.projNo : row.category;
    const entry = headings.get(key) ?? { category: key, channels: [] };
    entry.channels.push({ id: row.id, name: row.name, channel_type: row.channelType });
    headings.set(key, entry);
  }
  const entries = [...headings.values()];
  for (const entry of entries) entry.channels.sort(byName);
  return entries.sort((a, b) => {
    const aText = typeof a.category === 'string';
    const bText = typeof b.category === 'string';
    if (aText !== bText) return aText ? -1 : 1;
    if (aText) return a.category < b.category ? 1 : a.category > b.category ? -1 : 0;
    return (a.category as number) - (b.category as number);
  });
}

/** Members grouped by role in the fixed order; empty roles left out. */
export function groupMembers(people: Person[]): ChannelMembersResponse {
  return CHANNEL_ROLE_ORDER.map((role) => ({
    id: role,
    members: people
      .filter((person) => person.role === role)
      .sort(byName)
      .map((person) => ({ id: person.id, name: person.name })),
  })).filter((entry) => entry.members.length > 0);
}

/** The channel role an author of this account type shows when its account is gone. */
const ROLE_OF_TYPE: Record<AccountRef['type'], ChannelRole> = {
  student: 'student',
  client: 'client',
  staff: 'tutor',
};

/** Names and roles by id: the people found, and every other author as "Deleted user". */
export function creatorsMap(people: Person[], authors: AccountRef[] = []): ChannelCreatorsResponse {
  const map: ChannelCreatorsResponse = {};
  for (const author of authors) {
    map[author.id] = { name: DELETED_USER_NAME, role: ROLE_OF_TYPE[author.type] };
  }
  for (const person of people) map[person.id] = { name: person.name, role: person.role };
  return map;
}
