import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DELETED_USER_NAME,
  FRESH_SIGN_IN_MINUTES,
  MESSAGES,
  MY_DATA_MESSAGES as M,
  routeIsForRole,
} from '@capstone/contracts';
import { auditEvents, clients, projects, students, subcourses } from '../../src/db/schema';
import { createProject, signedInCourseAdmin, applyAsClient } from '../helpers/course-factories';
import { expectError } from '../helpers/expect-error';
import { insertStudent } from '../../src/modules/accounts/accounts.repo';
import { login, PASSWORD } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  findEverywhere,
  passwordlessStudent,
  person,
  seedStudentWorld,
  tokenIssuedAgo,
  type StudentWorld,
} from './my-data-fixtures';

let t: TestApp;
let w: StudentWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await seedStudentWorld(t);
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const deleteMe = (
  who: { headers: Record<string, string> },
  payload?: Record<string, unknown>,
  role = 'student',
) => t.app.inject({ method: 'DELETE', url: `/api/${role}/me`, headers: who.headers, payload });

const deletions = async (subjectId: string) =>
  t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, 'account.delete'), eq(auditEvents.subjectId, subjectId)));

describe('DELETE /api/{role}/me: the failure ladder', () => {
  it('401 without a token, 400 for an unknown role, 403 on another role', async () => {
    const anonymous = await t.app.inject({
      method: 'DELETE',
      url: '/api/student/me',
      payload: { password: PASSWORD },
    });
    expectError(anonymous, 401, MESSAGES.missingAuth);
    expect((await deleteMe(w.student, { password: PASSWORD }, 'admin')).statusCode).toBe(400);
    expectError(
      await deleteMe(w.student, { password: PASSWORD }, 'client'),
      403,
      routeIsForRole('client'),
    );
  });

  it('403 for staff: staff accounts are not deleted from the profile', async () => {
    expectError(await deleteMe(w.admin, { password: PASSWORD }, 'staff'), 403, M.staffCannotDelete);
  });

  it('400 for a missing, wrong or oversized password; nothing is deleted', async () => {
    expectError(await deleteMe(w.student, {}), 400, 'password is required');
    expectError(await deleteMe(w.student, { password: 'Wr0ngPassword' }), 400, M.passwordIncorrect);
    expectError(await deleteMe(w.student, { password: 42 }), 400, 'password must be a string');
    const long = await deleteMe(w.student, { password: 'x'.repeat(129) });
    expect(long.statusCode).toBe(400);
    const [row] = await t.db.select().from(students).where(eq(students.id, w.student.id));
    expect(row).toMatchObject({ name: w.student.name, deletedAt: null });
    expect(await deletions(w.student.id)).toEqual([]);
  });

  it('409 for a client with a project in an active offering, 200 once the offering is archived', async () => {
    const { parent, subcourse } = await signedInCourseAdmin(t, { isActive: true });
    const client = await person(t, 'client');
    await applyAsClient(t.db, parent.id, client.id);
    const project = await createProject(t.db, parent.id, [client.id], {
      subcourseId: subcourse.id,
      status: 'available',
    });
    const draft = await createProject(t.db, parent.id, [client.id], { status: 'draft' });
    expectError(
      await deleteMe(client, { password: PASSWORD }, 'client'),
      409,
      M.clientHasActiveProjects,
    );
    expect(await deletions(client.id)).toEqual([]);

    await t.db
      .update(subcourses)
      .set({ isActive: false, isArchived: true })
      .where(eq(subcourses.id, subcourse.id));
    const deleted = await deleteMe(client, { password: PASSWORD }, 'client');
    expect(deleted.json()).toEqual({ message: M.accountDeleted });
    expect(deleted.statusCode).toBe(200);
    const [row] = await t.db.select().from(clients).where(eq(clients.id, client.id));
    expect(row).toMatchObject({ name: DELETED_USER_NAME, phone: '', companyName: '' });
    expect(row!.deletedAt).not.toBeNull();
    // The offered project stays a course record; the never-offered draft goes.
    const left = await t.db.select({ id: projects.id }).from(projects);
    expect(left.map((p) => p.id)).toContain(project.id);
    expect(left.map((p) => p.id)).not.toContain(draft.id);
    expect(await findEverywhere(t.db, client.email)).toEqual([]);
    expect(await findEverywhere(t.db, client.name)).toEqual([]);
    // The offering of its project, which stays there without it.
    expect(await deletions(client.id)).toEqual([
      expect.objectContaining({ subcourseId: subcourse.id, courseId: parent.id, ip: null }),
    ]);
  });

  it('an account without a password proves itself by a recent sign-in instead', async () => {
    const sso = await passwordlessStudent(t);
    const stale = await tokenIssuedAgo('student', sso.id, FRESH_SIGN_IN_MINUTES + 1);
    expectError(
      await deleteMe({ headers: bearer(stale) }, {}),
      403,
      M.signInAgainToDelete(FRESH_SIGN_IN_MINUTES),
    );
    const fresh = await tokenIssuedAgo('student', sso.id, 1);
    const deleted = await deleteMe({ headers: bearer(fresh) }, {});
    expect(deleted.statusCode).toBe(200);
    expect(await findEverywhere(t.db, sso.email)).toEqual([]);
    // In no offering: recorded once, in no offering's trail.
    expect(await deletions(sso.id)).toEqual([
      expect.objectContaining({ subcourseId: null, courseId: null, ip: null }),
    ]);
  });
});

describe('DELETE /api/student/me: a deletion that leaves nothing behind', () => {
  it('erases the student everywhere, ends its sessions, and others still read their pages', async () => {
    // The scan finds what it looks for: before, the email is in the account, mail and more.
    expect(await findEverywhere(t.db, w.student.email)).toEqual(
      expect.arrayContaining(['students.email', 'email_outbox.to_email']),
    );
    expect(await findEverywhere(t.db, w.student.name)).toContain('email_outbox.text');
    const deleted = await deleteMe(w.student, { password: PASSWORD });
    expect(deleted.json()).toEqual({ message: M.accountDeleted });
    expect(deleted.statusCode).toBe(200);

    // No personal field left, in any text or JSON column of any table.
    expect(await findEverywhere(t.db, w.student.email)).toEqual([]);
    expect(await findEverywhere(t.db, w.student.zid!)).toEqual([]);
    expect(await findEverywhere(t.db, w.student.name)).toEqual([]);
    expect(await findEverywhere(t.db, 'My own reef pitch')).toEqual([]);
    expect(await findEverywhere(t.db, `sub-${w.student.id}`)).toEqual([]);

    // Every token is dead, and the old email opens nothing.
    expectError(
      await t.app.inject({
        method: 'GET',
        url: '/api/student/me/export',
        headers: w.student.headers,
      }),
      401,
      MESSAGES.invalidToken,
    );
    expect((await login(t, 'student', w.student.email)).statusCode).toBe(401);

    // Recorded in the trail of the one offering it touched, without the network address.
    const events = await deletions(w.student.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actorType: 'student',
      actorId: w.student.id,
      subcourseId: w.subcourse.id,
      courseId: w.parent.id,
      ip: null,
    });

    // The group-mate's group page: one member left, and no lead.
    const members = await t.app.inject({
      method: 'GET',
      url: `/api/group/members/${w.group.id}`,
      headers: w.mate.headers,
    });
    expect(members.statusCode).toBe(200);
    expect(JSON.stringify(members.json())).not.toContain(w.student.id);
    const group = await t.app.inject({
      method: 'GET',
      url: `/api/group/details/${w.group.id}`,
      headers: w.mate.headers,
    });
    expect(group.statusCode).toBe(200);

    // The channel: the student's post stays, by "Deleted user".
    const conversation = await t.app.inject({
      method: 'GET',
      url: `/api/channels/${w.channel.id}/conversations`,
      headers: w.mate.headers,
    });
    expect(conversation.statusCode).toBe(200);
    expect(conversation.body).toContain('When is the demo?');
    const creators = await t.app.inject({
      method: 'GET',
      url: `/api/channels/${w.channel.id}/creators`,
      headers: w.mate.headers,
    });
    expect(creators.statusCode).toBe(200);
    expect(creators.json()[w.student.id]).toEqual({ name: DELETED_USER_NAME, role: 'student' });

    // Staff: the groups, the members list and the allocation report still answer.
    for (const url of [
      `/api/subcourse/groups/${w.subcourse.id}`,
      `/api/admin/subcourse/members/${w.subcourse.id}`,
      `/api/admin/${w.subcourse.id}/allocate/project/auto/report`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: w.admin.headers });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).not.toContain(w.student.email);
    }

    // A deleted account is gone for good: a second deletion finds no live token.
    expect((await deleteMe(w.student, { password: PASSWORD })).statusCode).toBe(401);
  });

  it('frees the email and zID: the person can come back as a new account', async () => {
    const id = await insertStudent(t.db, {
      name: w.student.name,
      email: w.student.email,
      zid: w.student.zid!,
    });
    expect(id).not.toBe(w.student.id);
  });
});
