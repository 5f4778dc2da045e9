import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditListResponse } from '@capstone/contracts';
import {
  auditEvents,
  channels,
  emailOutbox,
  enrolments,
  posts,
  subcourses,
} from '../../src/db/schema';
import { signedInCourseAdmin } from '../helpers/course-factories';
import { login, PASSWORD } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { seedStudentWorld, type StudentWorld } from './my-data-fixtures';

/**
 * Each course keeps to its own: a course admin who imports a student of another convenor's
 * archived offering into an offering of their own, removes and "erases" them, takes only what
 * their own offering holds. The account, and everything of the other offering, stay;
 * only the owner deletes the account, and that is recorded in every offering it touched.
 */
let t: TestApp;
let w: StudentWorld;
/** The convenor L's archived offering S1 (w.subcourse) holds the victim V (w.student). */
let attacker: Awaited<ReturnType<typeof signedInCourseAdmin>>;
let third: Awaited<ReturnType<typeof signedInCourseAdmin>>;

beforeAll(async () => {
  t = await createTestApp();
  w = await seedStudentWorld(t);
  await t.db
    .update(subcourses)
    .set({ isActive: false, isArchived: true })
    .where(eq(subcourses.id, w.subcourse.id));
  attacker = await signedInCourseAdmin(t, { isActive: true });
  third = await signedInCourseAdmin(t, { isActive: true });
});
afterAll(() => t.close());

type Who = { headers: Record<string, string> };
const as = (who: Who, method: 'GET' | 'DELETE' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
const studentUrl = (subcourseId: string, suffix: string) =>
  `/api/staff/subcourse/${subcourseId}/students/${w.student.id}/${suffix}`;

/** The actions of a trail as its course admin reads it on the Activity page. */
async function trailActions(who: Who, subcourseId: string) {
  const response = await as(who, 'GET', `/api/admin/${subcourseId}/audit`);
  expect(response.statusCode).toBe(200);
  return response.json<AuditListResponse>().events.map((event) => event.action);
}

/** A post by V in a channel of `subcourseId`, written as the socket would. */
async function postIn(subcourseId: string, content: string) {
  const [channel] = await t.db
    .insert(channels)
    .values({ subcourseId, name: 'general', channelType: 'forum', category: 'course' })
    .returning();
  const [post] = await t.db
    .insert(posts)
    .values({
      channelId: channel!.id,
      creatorType: 'student',
      creatorId: w.student.id,
      content,
    })
    .returning();
  return post!;
}

describe("a course admin's erasure reaches only their own offering (H1)", () => {
  it('import, remove, export and erase through SA leave V and S1 untouched', async () => {
    const [first, ...rest] = w.student.name.split(' ');
    const imported = await as(attacker.admin, 'POST', '/api/staff/subcourse/add-students', {
      subcourseId: attacker.subcourse.id,
      students: [
        {
          firstName: first,
          lastName: rest.join(' '),
          email: w.student.email,
          zid: w.student.zid,
          tutorial: 'T1',
        },
      ],
    });
    expect(imported.json()).toMatchObject({ created: 0, updated: 1, errors: [] });
    const inSA = await postIn(attacker.subcourse.id, 'Hello from the attacker offering');
    const removed = await as(
      attacker.admin,
      'DELETE',
      `/api/student/remove?subcourse_id=${attacker.subcourse.id}&student_id=${w.student.id}`,
    );
    expect(removed.statusCode).toBe(200);

    // The export through SA: who V is, and nothing of S1.
    const exported = await as(attacker.admin, 'GET', studentUrl(attacker.subcourse.id, 'export'));
    expect(exported.statusCode).toBe(200);
    const doc = exported.json();
    expect(doc.account).toEqual({
      type: 'student',
      id: w.student.id,
      name: w.student.name,
      email: w.student.email,
      zid: w.student.zid,
    });
    for (const part of ['enrolments', 'groups', 'allocations', 'channels', 'replies']) {
      expect(doc[part], part).toEqual([]);
    }
    expect(doc.posts.map((p: { content: string }) => p.content)).toEqual([
      'Hello from the attacker offering',
    ]);
    for (const event of doc.audit_events) expect(event.subcourse_id).toBe(attacker.subcourse.id);
    for (const secret of [
      w.subcourse.id,
      w.group.id,
      'My own reef pitch',
      'Coral Reef Sensors',
      'When is the demo?',
      'We build things',
      'Your access code',
    ]) {
      expect(exported.body).not.toContain(secret);
    }

    // The erasure: 200, the new words.
    const erased = await as(attacker.admin, 'DELETE', studentUrl(attacker.subcourse.id, 'data'));
    expect(erased.statusCode).toBe(200);
    expect(erased.json()).toEqual({ message: "The student's data in this offering was deleted" });

    // V still signs in with their own password.
    expect((await login(t, 'student', w.student.email)).statusCode).toBe(200);
    // L still sees V among S1's students, with their group.
    const members = await as(w.admin, 'GET', `/api/subcourse/students/${w.subcourse.id}`);
    expect(members.statusCode).toBe(200);
    expect(members.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: w.student.id, name: w.student.name, zid: w.student.zid }),
      ]),
    );
    // V's S1 records are as they were: enrolment, wishlist, pitch, group, posts, mail.
    const [enrolment] = await t.db
      .select()
      .from(enrolments)
      .where(
        and(eq(enrolments.subcourseId, w.subcourse.id), eq(enrolments.studentId, w.student.id)),
      );
    expect(enrolment).toMatchObject({
      groupId: w.group.id,
      wishlist: [w.wanted.id],
      preferences: [{ project: w.wanted.id, notes: 'My own reef pitch', rank: 1 }],
    });
    const [own] = await t.db.select().from(posts).where(eq(posts.id, w.own.id));
    expect(own!.creatorId).toBe(w.student.id);
    const s1Mail = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subcourseId, w.subcourse.id));
    expect(s1Mail).toHaveLength(3);
    // Only SA's post moved away from V.
    const [moved] = await t.db.select().from(posts).where(eq(posts.id, inSA.id));
    expect(moved!.creatorId).not.toBe(w.student.id);

    // The erasure and the export are in SA's trail, and not in S1's.
    expect(await trailActions(attacker.admin, attacker.subcourse.id)).toEqual(
      expect.arrayContaining(['account.erase_by_staff', 'account.export_by_staff']),
    );
    const s1 = await trailActions(w.admin, w.subcourse.id);
    expect(s1).not.toContain('account.erase_by_staff');
    expect(s1).not.toContain('account.export_by_staff');
  });

  it("the owner's own deletion is recorded in the trail of every offering it touched", async () => {
    // V was removed from a third offering whose channel keeps a post of theirs.
    await postIn(third.subcourse.id, 'An old question');
    const deleted = await as(w.student, 'DELETE', '/api/student/me', { password: PASSWORD });
    expect(deleted.statusCode).toBe(200);

    const events = await t.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'account.delete'), eq(auditEvents.subjectId, w.student.id)),
      );
    // S1 (enrolment, group, channel, mail) and the third offering (a post); SA holds nothing now.
    expect(events.map((e) => e.subcourseId).sort()).toEqual(
      [w.subcourse.id, third.subcourse.id].sort(),
    );
    for (const event of events) {
      expect(event).toMatchObject({ actorType: 'student', actorId: w.student.id, ip: null });
    }
    expect(await trailActions(w.admin, w.subcourse.id)).toContain('account.delete');
    expect(await trailActions(third.admin, third.subcourse.id)).toContain('account.delete');
    expect(await trailActions(attacker.admin, attacker.subcourse.id)).not.toContain(
      'account.delete',
    );
  });
});
