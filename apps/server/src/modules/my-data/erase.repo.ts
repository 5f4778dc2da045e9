import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { DELETED_USER_NAME, type AccountType } from '@capstone/contracts';
import type { DbOrTx } from '../../db/client';
import {
  authFlows,
  changeRequests,
  channelMembers,
  channels,
  clients,
  courseClients,
  enrolments,
  externalIdentities,
  groups,
  projectClients,
  projects,
  resetChallenges,
  revokedTokens,
  students,
  subcourseClients,
  subcourseProjects,
} from '../../db/schema';
import { leaveGroup } from '../members/members.repo';
import { leavePeerRounds } from '../peer-evaluation/leave-peer-rounds.repo';
import { erasePersonMail } from './erase-mail.repo';

/**
 * What replaces an erased email and zID: unique (the columns are), tied to nothing but the
 * account id the audit trail already names, and never a valid address or zID, so no import,
 * university sign-in or registration can ever match the erased account again.
 */
export const erasedEmail = (id: string) => `deleted-${id}@deleted.invalid`;
export const erasedZid = (id: string) => `deleted-${id}`;

interface Person {
  name: string;
  email: string;
}

/** Sign-in traces: links to the university and LMS, open codes, logged-out tokens, flows. */
async function eraseSignInTraces(db: DbOrTx, type: AccountType, id: string, person: Person) {
  if (type !== 'client') {
    await db
      .delete(externalIdentities)
      .where(and(eq(externalIdentities.accountType, type), eq(externalIdentities.accountId, id)));
  }
  await db
    .delete(resetChallenges)
    .where(and(eq(resetChallenges.accountType, type), eq(resetChallenges.accountId, id)));
  await db
    .delete(revokedTokens)
    .where(and(eq(revokedTokens.accountType, type), eq(revokedTokens.accountId, id)));
  // A university sign-in under way keeps the claims it read for ten minutes.
  await db.delete(authFlows).where(sql`strpos(${authFlows.data}::text, ${person.email}) > 0`);
  await db
    .delete(channelMembers)
    .where(and(eq(channelMembers.accountType, type), eq(channelMembers.accountId, id)));
}

/**
 * Erases a student's account, which only its owner does (`DELETE /api/student/me`): every enrolment
 * goes the way a removal goes (the group place and lead role, its channels), then the personal
 * fields. The row stays as "Deleted user" so that posts, groups and allocations that point at it
 * stay coherent; a new `password_changed_at` ends every token and socket of the account
 * (session-ended.ts).
 */
export async function eraseStudent(db: DbOrTx, id: string, person: Person, at: Date) {
  const places = await db
    .delete(enrolments)
    .where(eq(enrolments.studentId, id))
    .returning({ groupId: enrolments.groupId });
  for (const { groupId } of places) if (groupId) await leaveGroup(db, groupId, id);
  await db.update(groups).set({ leadId: null }).where(eq(groups.leadId, id));
  // A change request stays the group's, with its reason, but no longer names who asked.
  await db
    .update(changeRequests)
    .set({ requestedBy: null })
    .where(eq(changeRequests.requestedBy, id));
  await leavePeerRounds(db, id);
  await eraseSignInTraces(db, 'student', id, person);
  await erasePersonMail(db, { type: 'student', id, ...person });
  await db
    .update(students)
    .set({
      name: DELETED_USER_NAME,
      email: erasedEmail(id),
      zid: erasedZid(id),
      passwordHash: null,
      passwordChangedAt: at,
      emailVerifiedAt: null,
      year: null,
      image: null,
      experiences: [],
      deletedAt: at,
    })
    .where(eq(students.id, id));
}

/**
 * Erases a client: projects it alone wrote that were never offered (drafts, submissions) go;
 * projects that were offered stay as course records (groups were allocated to them) without
 * their client. Applications, offerings' client lists and channel places go; the row stays as
 * "Deleted user" for the posts and channels that point at it.
 */
export async function eraseClient(db: DbOrTx, id: string, person: Person, at: Date) {
  const own = db
    .select({ id: projectClients.projectId })
    .from(projectClients)
    .where(eq(projectClients.clientId, id));
  const shared = db
    .select({ id: projectClients.projectId })
    .from(projectClients)
    .where(sql`${projectClients.clientId} <> ${id}`);
  const offered = db.select({ id: subcourseProjects.projectId }).from(subcourseProjects);
  await db
    .delete(projects)
    .where(
      and(
        inArray(projects.id, own),
        notInArray(projects.id, shared),
        notInArray(projects.id, offered),
        isNull(projects.subcourseId),
        inArray(projects.status, ['draft', 'submitted']),
      ),
    );
  await db.delete(projectClients).where(eq(projectClients.clientId, id));
  await db.delete(courseClients).where(eq(courseClients.clientId, id));
  await db.delete(subcourseClients).where(eq(subcourseClients.clientId, id));
  // A client's channel is named after the client; the id keeps the names unique in S.
  await db
    .update(channels)
    .set({ name: sql`${DELETED_USER_NAME} || ' ' || left(${channels.id}, 8)` })
    .where(eq(channels.clientId, id));
  await eraseSignInTraces(db, 'client', id, person);
  await erasePersonMail(db, { type: 'client', id, ...person });
  await db
    .update(clients)
    .set({
      name: DELETED_USER_NAME,
      email: erasedEmail(id),
      passwordHash: null,
      passwordChangedAt: at,
      emailVerifiedAt: null,
      phone: '',
      companyName: '',
      companyIndustry: '',
      companyAbn: '',
      companyAddress: '',
      companyBrief: '',
      contactHours: '',
      isVerified: false,
      wishlist: [],
      preferences: [],
      deletedAt: at,
    })
    .where(eq(clients.id, id));
}
