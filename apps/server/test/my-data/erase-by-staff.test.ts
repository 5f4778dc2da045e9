import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETED_USER_NAME, MESSAGES, MY_DATA_MESSAGES as M } from '@capstone/contracts';
import type { DbOrTx } from '../../src/db/client';
import {
  allocationLogs,
  auditEvents,
  channelMembers,
  channels,
  emailOutbox,
  enrolments,
  groups,
  posts,
  replies,
  students,
} from '../../src/db/schema';
import { addStaff, enrol, signedInCourseAdmin } from '../helpers/course-factories';
import { expectError } from '../helpers/expect-error';
import { login, signedIn } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { findEverywhere, seedStudentWorld, type StudentWorld } from './my-data-fixtures';

let t: TestApp;
let w: StudentWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await seedStudentWorld(t);
});
afterAll(() => t.close());

const url = (subcourseId: string, studentId: string) =>
  `/api/staff/subcourse/${subcourseId}/students/${studentId}/data`;
const erase = (who: { headers: Record<string, string> }, subcourseId: string, studentId: string) =>
  t.app.inject({ method: 'DELETE', url: url(subcourseId, studentId), headers: who.headers });

/** Removes the student from S through the API, which writes `members.remove_student`. */
async function remove(studentId: string) {
  const response = await t.app.inject({
    method: 'DELETE',
    url: `/api/student/remove?subcourse_id=${w.subcourse.id}&student_id=${studentId}`,
    headers: w.admin.headers,
  });
  expect(response.statusCode).toBe(200);
}

const erasures = () =>
  t.db.select().from(auditEvents).where(eq(auditEvents.action, 'account.erase_by_staff'));

/**
 * Every row of offering S that still points at the student: enrolment, group lead, channel
 * places, posts, replies, allocation log entries and S's mail to or about them.
 */
async function rowsOfSAbout(
  db: DbOrTx,
  subcourseId: string,
  student: { id: string; email: string },
) {
  const channelIds = db
    .select({ id: channels.id })
    .from(channels)
    .where(eq(channels.subcourseId, subcourseId));
  const counts = {
    enrolments: db
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.subcourseId, subcourseId), eq(enrolments.studentId, student.id))),
    leads: db
      .select()
      .from(groups)
      .where(and(eq(groups.subcourseId, subcourseId), eq(groups.leadId, student.id))),
    channel_places: db
      .select()
      .from(channelMembers)
      .where(
        and(
          eq(channelMembers.accountId, student.id),
          inArray(channelMembers.channelId, channelIds),
        ),
      ),
    posts: db
      .select()
      .from(posts)
      .where(and(eq(posts.creatorId, student.id), inArray(posts.channelId, channelIds))),
    replies: db
      .select({ id: replies.id })
      .from(replies)
      .innerJoin(posts, eq(posts.id, replies.postId))
      .where(and(eq(replies.creatorId, student.id), inArray(posts.channelId, channelIds))),
    allocation_logs: db
      .select()
      .from(allocationLogs)
      .where(
        and(
          eq(allocationLogs.subcourseId, subcourseId),
          sql`${allocationLogs.unallocated} @> ${JSON.stringify([student.id])}::jsonb`,
        ),
      ),
    mails: db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.subcourseId, subcourseId),
          or(
            eq(emailOutbox.toEmail, student.email),
            sql`${emailOutbox.aboutAccounts} @> array[${student.id}]::text[]`,
          ),
        ),
      ),
  };
  const found: Record<string, number> = {};
  for (const [name, query] of Object.entries(counts)) found[name] = (await query).length;
  return found;
}

describe('DELETE /api/staff/subcourse/{subcourseId}/students/{studentId}/data', () => {
  it('walks the ladder: 401, 404 outside S, 403 for a tutor, 404 for a student never in S', async () => {
    const anonymous = await t.app.inject({ method: 'DELETE', url: url(w.subcourse.id, w.mate.id) });
    expectError(anonymous, 401, MESSAGES.missingAuth);
    const stranger = await signedInCourseAdmin(t);
    expect((await erase(stranger.admin, w.subcourse.id, w.mate.id)).statusCode).toBe(404);
    const tutor = await signedIn(t, 'staff', { role: 'tutor' });
    await addStaff(t.db, w.subcourse.id, tutor.id, 'tutor', ['H12A']);
    expectError(await erase(tutor, w.subcourse.id, w.mate.id), 403, MESSAGES.onlyCourseAdmins);
    const outsider = await signedIn(t, 'student');
    expectError(await erase(w.admin, w.subcourse.id, outsider.id), 404, M.studentNotFound);
    expectError(await erase(w.admin, w.subcourse.id, 'no-such-student'), 404, M.studentNotFound);
    expect(await erasures()).toEqual([]);
  });

  it('409 while the student is still in S', async () => {
    expectError(await erase(w.admin, w.subcourse.id, w.mate.id), 409, M.studentStillEnrolled);
    expect(await erasures()).toEqual([]);
  });

  it("erases what S holds about a removed student, and nothing of the account or another offering's", async () => {
    // The student also studies in another offering still running, with a post there.
    const other = await signedInCourseAdmin(t, { isActive: true });
    await enrol(t.db, other.subcourse.id, w.student.id);
    const [elsewhere] = await t.db
      .insert(channels)
      .values({
        subcourseId: other.subcourse.id,
        name: 'general',
        channelType: 'forum',
        category: 'course',
      })
      .returning();
    await t.db.insert(posts).values({
      channelId: elsewhere!.id,
      creatorType: 'student',
      creatorId: w.student.id,
      content: 'A question in the other offering',
    });
    // S's allocation log left the student out once; a notice about them is still owed to the
    // mate (due later, so no worker sends it meanwhile).
    await t.db.insert(allocationLogs).values({
      subcourseId: w.subcourse.id,
      kind: 'student',
      isDraft: false,
      unallocated: [w.student.id, w.mate.id],
    });
    const [owed] = await t.db
      .insert(emailOutbox)
      .values({
        kind: 'notice',
        toEmail: w.mate.email,
        subject: `New Announcement From ${w.student.name}`,
        text: `Hi ${w.mate.name}, ${w.student.name} posted an announcement.`,
        html: `<p>Hi ${w.mate.name}, ${w.student.name} posted an announcement.</p>`,
        subcourseId: w.subcourse.id,
        aboutAccounts: [w.mate.id, w.student.id],
        nextAttemptAt: new Date(Date.now() + 3_600_000),
      })
      .returning();
    await remove(w.student.id);

    const response = await erase(w.admin, w.subcourse.id, w.student.id);
    expect(response.json()).toEqual({ message: "The student's data in this offering was deleted" });
    expect(response.statusCode).toBe(200);

    // Nothing of S points at the student any more.
    expect(await rowsOfSAbout(t.db, w.subcourse.id, w.student)).toEqual({
      enrolments: 0,
      leads: 0,
      channel_places: 0,
      posts: 0,
      replies: 0,
      allocation_logs: 0,
      mails: 1,
    });
    // The one row left is the mate's owed notice, kept with the student's name taken out.
    const [kept] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, owed!.id));
    expect(kept).toMatchObject({
      toEmail: w.mate.email,
      subject: `New Announcement From ${DELETED_USER_NAME}`,
      text: `Hi ${w.mate.name}, ${DELETED_USER_NAME} posted an announcement.`,
    });
    expect(await findEverywhere(t.db, 'My own reef pitch')).toEqual([]);
    const [log] = await t.db
      .select()
      .from(allocationLogs)
      .where(eq(allocationLogs.subcourseId, w.subcourse.id));
    expect(log!.unallocated).toEqual([w.mate.id]);

    // Posts and replies stay for the others, by "Deleted user".
    const conversation = await t.app.inject({
      method: 'GET',
      url: `/api/channels/${w.channel.id}/conversations`,
      headers: w.mate.headers,
    });
    expect(conversation.body).toContain('When is the demo?');
    expect(conversation.body).toContain('Thanks!');
    expect(conversation.body).not.toContain(w.student.id);
    const [own] = await t.db.select().from(posts).where(eq(posts.id, w.own.id));
    const creators = await t.app.inject({
      method: 'GET',
      url: `/api/channels/${w.channel.id}/creators`,
      headers: w.mate.headers,
    });
    expect(creators.json()[own!.creatorId]).toEqual({ name: DELETED_USER_NAME, role: 'student' });
    expect(creators.body).not.toContain(w.student.name);

    // The account is untouched: same name, email and zID, signs in, keeps its access code.
    const [account] = await t.db.select().from(students).where(eq(students.id, w.student.id));
    expect(account).toMatchObject({
      name: w.student.name,
      email: w.student.email,
      zid: w.student.zid,
      deletedAt: null,
    });
    expect((await login(t, 'student', w.student.email)).statusCode).toBe(200);
    const codes = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.accountId, w.student.id), eq(emailOutbox.kind, 'access-code')));
    expect(codes).toHaveLength(1);
    // The other offering keeps its enrolment and post.
    expect(await rowsOfSAbout(t.db, other.subcourse.id, w.student)).toMatchObject({
      enrolments: 1,
      posts: 1,
    });

    // Recorded once, in S's trail only, with counts.
    const events = await erasures();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actorId: w.admin.id,
      subjectId: w.student.id,
      subcourseId: w.subcourse.id,
      courseId: w.parent.id,
      summary: {
        account_type: 'student',
        erased: { posts: 1, replies: 1, mails_deleted: 3, mails_redacted: 1 },
      },
    });
  });
});
