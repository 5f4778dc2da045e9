import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  channelMembers,
  channels,
  enrolments,
  groups,
  projectClients,
  staffMemberships,
} from '../../db/schema';

/** The project-wide channels every allocated project has. */
export const PROJECT_WIDE_CHANNELS = [
  { name: 'Announcements', channelType: 'announcement' },
  { name: 'General', channelType: 'text' },
] as const;

type Member = typeof channelMembers.$inferInsert;
type ChannelRow = { id: string; name: string; projectId: string | null; groupId: string | null };
const memberKey = (m: Pick<Member, 'accountType' | 'accountId'>) =>
  `${m.accountType}:${m.accountId}`;

/** Everyone whose place in S's project channels depends on the published allocation. */
async function loadPeople(db: DbOrTx, subcourseId: string) {
  const [allocated, memberRows, staffRows, channelRows] = await Promise.all([
    db
      .select({
        id: groups.id,
        name: groups.name,
        tutorial: groups.tutorial,
        projectId: groups.projectId,
      })
      .from(groups)
      .where(and(eq(groups.subcourseId, subcourseId), isNotNull(groups.projectId))),
    db
      .select({ studentId: enrolments.studentId, groupId: enrolments.groupId })
      .from(enrolments)
      .where(and(eq(enrolments.subcourseId, subcourseId), isNotNull(enrolments.groupId))),
    db
      .select({
        id: staffMemberships.staffId,
        role: staffMemberships.role,
        tutorials: staffMemberships.tutorials,
      })
      .from(staffMemberships)
      .where(eq(staffMemberships.subcourseId, subcourseId)),
    db
      .select({
        id: channels.id,
        name: channels.name,
        projectId: channels.projectId,
        groupId: channels.groupId,
      })
      .from(channels)
      .where(and(eq(channels.subcourseId, subcourseId), eq(channels.category, 'project'))),
  ]);
  const projectIds = [
    ...new Set([...allocated.map((g) => g.projectId!), ...channelRows.map((c) => c.projectId!)]),
  ].filter(Boolean);
  const clientRows =
    projectIds.length === 0
      ? []
      : await db
          .select({ projectId: projectClients.projectId, clientId: projectClients.clientId })
          .from(projectClients)
          .where(inArray(projectClients.projectId, projectIds));
  return { allocated, memberRows, staffRows, channelRows, clientRows };
}

function multiMap<T>(rows: T[], key: (row: T) => string | null, value: (row: T) => string) {
  const map = new Map<string, string[]>();
  for (const row of rows) {
    const k = key(row);
    if (k === null) continue;
    const list = map.get(k) ?? [];
    list.push(value(row));
    map.set(k, list);
  }
  return map;
}

/** Creates the project channels the allocation needs and returns every project channel of S. */
async function ensureChannels(
  db: DbOrTx,
  subcourseId: string,
  allocated: { id: string; name: string; projectId: string | null }[],
  existing: ChannelRow[],
) {
  const namesOf = multiMap(
    existing,
    (c) => c.projectId,
    (c) => c.name,
  );
  const missing: (typeof channels.$inferInsert)[] = [];
  const take = (projectId: string, name: string) => {
    const used = new Set(namesOf.get(projectId) ?? []);
    let candidate = name;
    for (let n = 2; used.has(candidate); n += 1) candidate = `${name} ${n}`;
    namesOf.set(projectId, [...used, candidate]);
    return candidate;
  };
  const projectIds = [...new Set(allocated.map((g) => g.projectId!))].sort();
  for (const projectId of projectIds) {
    for (const wide of PROJECT_WIDE_CHANNELS) {
      const has = existing.some(
        (c) => c.projectId === projectId && c.groupId === null && c.name === wide.name,
      );
      if (has) continue;
      namesOf.set(projectId, [...(namesOf.get(projectId) ?? []), wide.name]);
      missing.push({
        subcourseId,
        name: wide.name,
        channelType: wide.channelType,
        category: 'project',
        projectId,
      });
    }
  }
  for (const group of allocated) {
    if (existing.some((c) => c.projectId === group.projectId && c.groupId === group.id)) continue;
    missing.push({
      subcourseId,
      name: take(group.projectId!, group.name),
      channelType: 'text',
      category: 'project',
      projectId: group.projectId!,
      groupId: group.id,
    });
  }
  if (missing.length === 0) return existing;
  const created = await db.insert(channels).values(missing).returning({
    id: channels.id,
    name: channels.name,
    projectId: channels.projectId,
    groupId: channels.groupId,
  });
  return [...existing, ...created];
}

/**
 * Project channels after a project publish: every allocated project gets its Announcements and
 * General channels and one text channel per allocated group (created when missing), and the
 * members of every project channel of S are brought in line with the allocation just
 * published. A group moved away leaves the old project's channels; channels are never deleted.
 * Project-wide: the project's clients, its groups' members, course admins, and tutors of those
 * groups' tutorials. Group channel: the group's members while it is on the project, the
 * project's clients, course admins and tutors of the group's tutorial.
 */
export async function syncProjectChannels(db: DbOrTx, subcourseId: string) {
  const people = await loadPeople(db, subcourseId);
  const all = await ensureChannels(db, subcourseId, people.allocated, people.channelRows);
  if (all.length === 0) return;

  const studentsOf = multiMap(
    people.memberRows,
    (m) => m.groupId,
    (m) => m.studentId,
  );
  const clientsOf = multiMap(
    people.clientRows,
    (c) => c.projectId,
    (c) => c.clientId,
  );
  const groupsOn = new Map<string, typeof people.allocated>();
  for (const group of people.allocated) {
    groupsOn.set(group.projectId!, [...(groupsOn.get(group.projectId!) ?? []), group]);
  }
  const groupById = new Map(people.allocated.map((g) => [g.id, g]));
  const admins = people.staffRows.filter((s) => s.role === 'course admin').map((s) => s.id);
  const tutorsOf = (tutorials: Set<string>) =>
    people.staffRows
      .filter((s) => s.role === 'tutor' && s.tutorials.some((t) => tutorials.has(t)))
      .map((s) => s.id);
  const groupTutorial = new Map<string, string>();
  for (const channel of all) {
    if (channel.groupId && !groupById.has(channel.groupId)) groupTutorial.set(channel.groupId, '');
  }
  if (groupTutorial.size > 0) {
    const rows = await db
      .select({ id: groups.id, tutorial: groups.tutorial })
      .from(groups)
      .where(inArray(groups.id, [...groupTutorial.keys()]));
    for (const row of rows) groupTutorial.set(row.id, row.tutorial);
  }

  const wanted: Member[] = [];
  for (const channel of all) {
    const projectId = channel.projectId!;
    const add = (accountType: Member['accountType'], ids: Iterable<string>) => {
      for (const accountId of ids) wanted.push({ channelId: channel.id, accountType, accountId });
    };
    add('staff', admins);
    add('client', clientsOf.get(projectId) ?? []);
    if (channel.groupId === null) {
      const onProject = groupsOn.get(projectId) ?? [];
      add(
        'student',
        onProject.flatMap((g) => studentsOf.get(g.id) ?? []),
      );
      add('staff', tutorsOf(new Set(onProject.map((g) => g.tutorial))));
    } else {
      const group = groupById.get(channel.groupId);
      const tutorial = group?.tutorial ?? groupTutorial.get(channel.groupId) ?? '';
      if (group?.projectId === projectId) add('student', studentsOf.get(group.id) ?? []);
      add('staff', tutorsOf(new Set([tutorial])));
    }
  }
  await replaceMembers(
    db,
    all.map((c) => c.id),
    wanted,
  );
}

/** Makes the members of these channels exactly `wanted`: removes the rest, adds what lacks. */
async function replaceMembers(db: DbOrTx, channelIds: string[], wanted: Member[]) {
  const current = await db
    .select()
    .from(channelMembers)
    .where(inArray(channelMembers.channelId, channelIds));
  const wantedKeys = new Set(wanted.map((m) => `${m.channelId}|${memberKey(m)}`));
  const currentKeys = new Set(current.map((m) => `${m.channelId}|${memberKey(m)}`));
  const stale = current.filter((m) => !wantedKeys.has(`${m.channelId}|${memberKey(m)}`));
  const staleBy = multiMap(
    stale,
    (m) => `${m.channelId}|${m.accountType}`,
    (m) => m.accountId,
  );
  for (const [key, accountIds] of staleBy) {
    const [channelId, accountType] = key.split('|') as [string, Member['accountType']];
    await db
      .delete(channelMembers)
      .where(
        and(
          eq(channelMembers.channelId, channelId),
          eq(channelMembers.accountType, accountType),
          inArray(channelMembers.accountId, accountIds),
        ),
      );
  }
  const fresh = wanted.filter((m) => !currentKeys.has(`${m.channelId}|${memberKey(m)}`));
  for (let i = 0; i < fresh.length; i += 1000) {
    await db
      .insert(channelMembers)
      .values(fresh.slice(i, i + 1000))
      .onConflictDoNothing();
  }
}
