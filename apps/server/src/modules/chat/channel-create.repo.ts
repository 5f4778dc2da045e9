import { and, eq, inArray, or } from 'drizzle-orm';
import type { ChannelCategory } from '@capstone/contracts';
import type { ChannelRecord } from '../../access/access-facts';
import type { DbOrTx } from '../../db/client';
import {
  channelMembers,
  channels,
  clients,
  courseClients,
  enrolments,
  groups,
  projectClients,
  staffMemberships,
  subcourseClients,
} from '../../db/schema';
import type { AccountRef } from './channel-members.repo';

export async function findGroupInSubcourse(db: DbOrTx, subcourseId: string, groupId: string) {
  const [row] = await db
    .select({ id: groups.id, tutorial: groups.tutorial, projectId: groups.projectId })
    .from(groups)
    .where(and(eq(groups.id, groupId), eq(groups.subcourseId, subcourseId)))
    .limit(1);
  return row;
}

/** A client of S: one with a project in S, or one that applied to S's parent course. */
export async function findClientInSubcourse(
  db: DbOrTx,
  subcourse: { id: string; parentCourseId: string },
  clientId: string,
) {
  const [row] = await db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .leftJoin(
      subcourseClients,
      and(
        eq(subcourseClients.clientId, clients.id),
        eq(subcourseClients.subcourseId, subcourse.id),
      ),
    )
    .leftJoin(
      courseClients,
      and(
        eq(courseClients.clientId, clients.id),
        eq(courseClients.courseId, subcourse.parentCourseId),
      ),
    )
    .where(
      and(
        eq(clients.id, clientId),
        or(
          eq(subcourseClients.subcourseId, subcourse.id),
          eq(courseClients.courseId, subcourse.parentCourseId),
        ),
      ),
    )
    .limit(1);
  return row;
}

async function staffOf(db: DbOrTx, subcourseId: string) {
  return db
    .select({
      id: staffMemberships.staffId,
      role: staffMemberships.role,
      tutorials: staffMemberships.tutorials,
    })
    .from(staffMemberships)
    .where(eq(staffMemberships.subcourseId, subcourseId));
}

const staffRef = (id: string): AccountRef => ({ type: 'staff', id });
const studentRef = (id: string): AccountRef => ({ type: 'student', id });
const clientRef = (id: string): AccountRef => ({ type: 'client', id });

/** Course channel: every enrolled student and every staff member of S. */
export async function courseChannelMembers(db: DbOrTx, subcourseId: string) {
  const enrolled = await db
    .select({ id: enrolments.studentId })
    .from(enrolments)
    .where(eq(enrolments.subcourseId, subcourseId));
  const staffRows = await staffOf(db, subcourseId);
  return [...enrolled.map((r) => studentRef(r.id)), ...staffRows.map((r) => staffRef(r.id))];
}

/** Client channel: the client and S's course admins. */
export async function clientChannelMembers(db: DbOrTx, subcourseId: string, clientId: string) {
  const staffRows = await staffOf(db, subcourseId);
  return [
    clientRef(clientId),
    ...staffRows.filter((r) => r.role === 'course admin').map((r) => staffRef(r.id)),
  ];
}

/**
 * Project channels: the project's clients, the members of `groupIds` (the project's allocated
 * groups, or the one group of a group channel), course admins, and tutors of those groups'
 * tutorials.
 */
export async function projectChannelMembers(
  db: DbOrTx,
  subcourseId: string,
  projectId: string,
  groupId: string | null,
) {
  const owners = await db
    .select({ id: projectClients.clientId })
    .from(projectClients)
    .where(eq(projectClients.projectId, projectId));
  const groupRows = await db
    .select({ id: groups.id, tutorial: groups.tutorial })
    .from(groups)
    .where(
      and(
        eq(groups.subcourseId, subcourseId),
        groupId ? eq(groups.id, groupId) : eq(groups.projectId, projectId),
      ),
    );
  const groupIds = groupRows.map((g) => g.id);
  const memberRows =
    groupIds.length === 0
      ? []
      : await db
          .select({ id: enrolments.studentId })
          .from(enrolments)
          .where(
            and(eq(enrolments.subcourseId, subcourseId), inArray(enrolments.groupId, groupIds)),
          );
  const tutorials = new Set(groupRows.map((g) => g.tutorial));
  const staffRows = await staffOf(db, subcourseId);
  const moderators = staffRows.filter(
    (r) => r.role === 'course admin' || r.tutorials.some((t) => tutorials.has(t)),
  );
  return [
    ...owners.map((r) => clientRef(r.id)),
    ...memberRows.map((r) => studentRef(r.id)),
    ...moderators.map((r) => staffRef(r.id)),
  ];
}

export async function insertChannel(
  db: DbOrTx,
  values: Omit<ChannelRecord, 'id' | 'isArchived'>,
  members: AccountRef[],
) {
  const [row] = await db.insert(channels).values(values).returning({ id: channels.id });
  const unique = new Map(members.map((m) => [`${m.type}:${m.id}`, m]));
  if (unique.size > 0) {
    await db
      .insert(channelMembers)
      .values(
        [...unique.values()].map((m) => ({
          channelId: row!.id,
          accountType: m.type,
          accountId: m.id,
        })),
      )
      .onConflictDoNothing();
  }
  return row!.id;
}

/** Whether S already has a channel of that name in the category (and project). */
export async function channelNameTaken(
  db: DbOrTx,
  values: {
    subcourseId: string;
    category: ChannelCategory;
    name: string;
    projectId: string | null;
  },
) {
  const rows = await db
    .select({ id: channels.id, projectId: channels.projectId })
    .from(channels)
    .where(
      and(
        eq(channels.subcourseId, values.subcourseId),
        eq(channels.category, values.category),
        eq(channels.name, values.name),
      ),
    );
  return rows.some((row) => (row.projectId ?? '') === (values.projectId ?? ''));
}
