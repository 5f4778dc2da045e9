import { and, eq, inArray } from 'drizzle-orm';
import type { AccountType, ChannelRole } from '@capstone/contracts';
import type { DbOrTx } from '../../db/client';
import { channelMembers, clients, staff, staffMemberships, students } from '../../db/schema';

export interface AccountRef {
  type: AccountType;
  id: string;
}

export interface Person extends AccountRef {
  name: string;
  email: string;
  role: ChannelRole;
}

export const refKey = (ref: AccountRef) => `${ref.type}:${ref.id}`;

/** The channel's members: its membership rows plus S's course admins (members of every channel). */
export async function listChannelMembers(
  db: DbOrTx,
  channel: { id: string; subcourseId: string },
): Promise<AccountRef[]> {
  const rows = await db
    .select({ type: channelMembers.accountType, id: channelMembers.accountId })
    .from(channelMembers)
    .where(eq(channelMembers.channelId, channel.id));
  const admins = await db
    .select({ id: staffMemberships.staffId })
    .from(staffMemberships)
    .where(
      and(
        eq(staffMemberships.subcourseId, channel.subcourseId),
        eq(staffMemberships.role, 'course admin'),
      ),
    );
  const all = new Map<string, AccountRef>();
  for (const ref of [...rows, ...admins.map((a) => ({ type: 'staff' as const, id: a.id }))]) {
    all.set(refKey(ref), ref);
  }
  return [...all.values()];
}

/**
 * Names, emails and channel roles of accounts, one statement per account type. A staff
 * account's role is its role in S; staff no longer in S keep their account role.
 */
export async function loadPeople(
  db: DbOrTx,
  subcourseId: string,
  refs: AccountRef[],
): Promise<Person[]> {
  const idsOf = (type: AccountType) => [
    ...new Set(refs.filter((ref) => ref.type === type).map((ref) => ref.id)),
  ];
  const studentIds = idsOf('student');
  const staffIds = idsOf('staff');
  const clientIds = idsOf('client');
  const people: Person[] = [];
  if (studentIds.length > 0) {
    const rows = await db
      .select({ id: students.id, name: students.name, email: students.email })
      .from(students)
      .where(inArray(students.id, studentIds));
    for (const row of rows) people.push({ ...row, type: 'student', role: 'student' });
  }
  if (clientIds.length > 0) {
    const rows = await db
      .select({ id: clients.id, name: clients.name, email: clients.email })
      .from(clients)
      .where(inArray(clients.id, clientIds));
    for (const row of rows) people.push({ ...row, type: 'client', role: 'client' });
  }
  if (staffIds.length > 0) {
    const rows = await db
      .select({
        id: staff.id,
        name: staff.name,
        email: staff.email,
        accountRole: staff.role,
        role: staffMemberships.role,
      })
      .from(staff)
      .leftJoin(
        staffMemberships,
        and(eq(staffMemberships.staffId, staff.id), eq(staffMemberships.subcourseId, subcourseId)),
      )
      .where(inArray(staff.id, staffIds));
    for (const { accountRole, role, ...row } of rows) {
      people.push({ ...row, type: 'staff', role: role ?? accountRole });
    }
  }
  return people;
}
