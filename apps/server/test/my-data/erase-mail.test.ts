import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETED_USER_NAME } from '@capstone/contracts';
import { emailOutbox } from '../../src/db/schema';
import { sendReply } from '../../src/modules/chat/messages.service';
import { signedInCourseAdmin } from '../helpers/course-factories';
import { clientForm, login, PASSWORD, signedIn, verifyRegisteredEmail } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { seedStudentWorld, type StudentWorld } from './my-data-fixtures';

/**
 * Mail is erased by the account ids it was queued for and about, never by its text. A person
 * named like a mail's subject takes nobody else's mail.
 */
let t: TestApp;
let w: StudentWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await seedStudentWorld(t);
});
afterAll(() => t.close());

const mailsTo = (email: string) =>
  t.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, email));

/** A student imported into a new offering: the import mails them a Course Invitation. */
async function victimInvitedToOffering() {
  const { admin, subcourse } = await signedInCourseAdmin(t, { isActive: true });
  const victim = await signedIn(t, 'student');
  const imported = await t.app.inject({
    method: 'POST',
    url: '/api/staff/subcourse/add-students',
    headers: admin.headers,
    payload: {
      subcourseId: subcourse.id,
      students: [
        {
          firstName: 'Ada',
          lastName: 'Lovelace',
          email: victim.email,
          zid: victim.zid,
          tutorial: 'T1',
        },
      ],
    },
  });
  expect(imported.json()).toMatchObject({ updated: 1, errors: [] });
  return { subcourse, victim };
}

/** A client registered through the API under the name "Course Invitation", signed in. */
async function clientNamedCourseInvitation() {
  const form = clientForm({ firstName: 'Course', lastName: 'Invitation' });
  const registered = await t.app.inject({
    method: 'POST',
    url: '/api/client/register',
    payload: form,
  });
  expect(registered.statusCode).toBe(201);
  await verifyRegisteredEmail(t, 'client', form.email);
  const token = (await login(t, 'client', form.email)).json<{ access_token: string }>()
    .access_token;
  const [row] = await mailsTo(form.email);
  return { email: form.email, id: row!.accountId!, headers: { authorization: `Bearer ${token}` } };
}

describe('erasing mail by account ids', () => {
  it('the enqueue sites record whom a mail is for and about', async () => {
    // An import's invitation is about its recipient.
    const { subcourse, victim } = await victimInvitedToOffering();
    const [invitation] = await mailsTo(victim.email);
    expect(invitation).toMatchObject({
      subject: 'Course Invitation',
      subcourseId: subcourse.id,
      aboutAccounts: [victim.id],
    });
    // A reply notice is about the post's author it goes to and the replier it quotes.
    await sendReply(
      t.app.ctx,
      { type: 'student', id: w.mate.id, role: 'student' },
      w.channel.id,
      w.own.id,
      { content: 'See you at the demo' },
    );
    const notices = await t.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.toEmail, w.student.email),
          like(emailOutbox.text, '%See you at the demo%'),
        ),
      );
    expect(notices).toHaveLength(1);
    const [notice] = notices;
    expect(notice?.subject).toBe(`New Thread Reply From ${w.mate.name}`);
    expect(notice?.aboutAccounts.sort()).toEqual([w.student.id, w.mate.id].sort());
    expect(notice?.subcourseId).toBe(w.subcourse.id);
  });

  it('a client named "Course Invitation" deletes itself: another student\'s invitation stays as it was (M4)', async () => {
    const { victim } = await victimInvitedToOffering();
    await t.app.outbox.drain();
    const [before] = await mailsTo(victim.email);
    expect(before).toMatchObject({ subject: 'Course Invitation', status: 'sent' });

    const client = await clientNamedCourseInvitation();
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/client/me',
      headers: client.headers,
      payload: { password: PASSWORD },
    });
    expect(deleted.statusCode).toBe(200);

    // The student's invitation is there, every field as it was; the client's own mail went.
    expect(await mailsTo(victim.email)).toEqual([before]);
    expect(await mailsTo(client.email)).toEqual([]);
  });

  it('mail to others about a deleted account: sent goes, still owed loses the name only', async () => {
    const { admin, parent } = await signedInCourseAdmin(t, { isActive: true });
    const client = await clientNamedCourseInvitation();
    // The client applies: the owner's "New Client Application" is about the owner and the client.
    const applied = await t.app.inject({
      method: 'PUT',
      url: '/api/course/addclient',
      headers: client.headers,
      payload: { course_id: parent.id },
    });
    expect(applied.statusCode).toBe(200);
    await t.app.outbox.drain();
    const [application] = await mailsTo(admin.email);
    expect(application).toMatchObject({ subject: 'New Client Application', status: 'sent' });
    expect(application!.aboutAccounts.sort()).toEqual([admin.id, client.id].sort());
    // Another notice naming the client, still owed to the owner (due after this test ends).
    const [owed] = await t.db
      .insert(emailOutbox)
      .values({
        kind: 'notice',
        toEmail: admin.email,
        subject: 'New Client Application',
        text: 'Hi, Course Invitation (Compilers Pty Ltd) has applied. Course Invitation is keen.',
        html: '<p>Hi, Course Invitation (Compilers Pty Ltd) has applied.</p>',
        aboutAccounts: [admin.id, client.id],
        nextAttemptAt: new Date(Date.now() + 3_600_000),
      })
      .returning();

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/client/me',
      headers: client.headers,
      payload: { password: PASSWORD },
    });
    expect(deleted.statusCode).toBe(200);

    const left = await mailsTo(admin.email);
    expect(left.map((row) => row.id)).toEqual([owed!.id]);
    expect(left[0]).toMatchObject({
      subject: 'New Client Application',
      text: `Hi, ${DELETED_USER_NAME} (Compilers Pty Ltd) has applied. ${DELETED_USER_NAME} is keen.`,
      html: `<p>Hi, ${DELETED_USER_NAME} (Compilers Pty Ltd) has applied.</p>`,
      status: 'pending',
    });
  });
});
