import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, routeIsForRole } from '@capstone/contracts';
import { auditEvents } from '../../src/db/schema';
import { ACCOUNT_BUDGETS } from '../../src/lib/rate-limiter';
import { recordAudit } from '../../src/modules/audit/audit.repo';
import { createProject, enrol, signedInCourseAdmin, addStaff } from '../helpers/course-factories';
import { expectError } from '../helpers/expect-error';
import { signedIn } from '../helpers/factories';
import { createTestApp, GENEROUS_BUDGETS, type TestApp } from '../helpers/test-app';
import { seedStudentWorld, type StudentWorld } from './my-data-fixtures';

let t: TestApp;
let w: StudentWorld;
beforeAll(async () => {
  t = await createTestApp({
    budgets: { ...GENEROUS_BUDGETS, dataExportsPerAccount: { limit: 3, windowMs: 60_000 } },
  });
  w = await seedStudentWorld(t);
});
afterAll(() => t.close());

const exportAs = (who: { headers: Record<string, string> }, role = 'student') =>
  t.app.inject({ method: 'GET', url: `/api/${role}/me/export`, headers: who.headers });

const auditCount = async (action: 'account.export' | 'account.export_by_staff', actorId: string) =>
  (
    await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, action), eq(auditEvents.actorId, actorId)))
  ).length;

describe('GET /api/{role}/me/export', () => {
  it('walks the ladder: 401 without a token, 400 for an unknown role, 403 for another role', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/student/me/export' });
    expectError(anonymous, 401, MESSAGES.missingAuth);
    const unknown = await exportAs(w.student, 'admin');
    expect(unknown.statusCode).toBe(400);
    expectError(await exportAs(w.student, 'client'), 403, routeIsForRole('client'));
    expect(await auditCount('account.export', w.student.id)).toBe(0);
  });

  it('holds every kind of record about the student, and nothing about anyone else', async () => {
    const response = await exportAs(w.student);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="capstone-data-student-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.body;
    const doc = response.json();

    expect(doc.account).toMatchObject({
      type: 'student',
      id: w.student.id,
      name: w.student.name,
      email: w.student.email,
      zid: w.student.zid,
    });
    expect(doc.account).not.toHaveProperty('password_hash');
    expect(doc.enrolments).toEqual([
      expect.objectContaining({
        subcourse: expect.objectContaining({ id: w.subcourse.id }),
        group_id: w.group.id,
        wishlist: [{ id: w.wanted.id, name: 'Coral Reef Sensors' }],
        preferences: [
          {
            project: { id: w.wanted.id, name: 'Coral Reef Sensors' },
            rank: 1,
            pitch: 'My own reef pitch',
          },
        ],
      }),
    ]);
    expect(doc.groups).toEqual([
      expect.objectContaining({
        id: w.group.id,
        you_are_lead: true,
        member_count: 2,
        bio: 'We build things',
        project_preferences: [
          expect.objectContaining({ rank: 1, pitch: 'Our reef pitch' }),
          expect.objectContaining({ rank: 2, pitch: 'Our harbour pitch' }),
        ],
      }),
    ]);
    expect(doc.allocations).toEqual([
      expect.objectContaining({
        group_id: w.group.id,
        project_id: w.got.id,
        rank: 2,
        explanation:
          'Your group got its 2nd choice, Harbour Tides; its 1st choice (Coral Reef Sensors) is full (1 of 1 places taken).',
      }),
    ]);
    expect(doc.channels).toEqual([
      { id: w.channel.id, name: 'general', subcourse_id: w.subcourse.id },
    ]);
    expect(doc.posts.map((p: { content: string }) => p.content)).toEqual(['When is the demo?']);
    expect(doc.replies.map((r: { content: string }) => r.content)).toEqual(['Thanks!']);
    const emails = Object.fromEntries(
      doc.emails.map((m: { kind: string; text: string | null }) => [m.kind, m.text]),
    );
    expect(emails.invitation).toContain('you have been added');
    // A code is a secret even once used; a notice quotes other people.
    expect(emails['access-code']).toBeNull();
    expect(emails.notice).toBeNull();
    expect(body).not.toContain('123456');
    expect(doc.audit_events).toEqual([
      expect.objectContaining({
        action: 'members.tutorial_change',
        actor: { type: 'staff', id: w.admin.id, is_you: false },
        about_you: true,
        ip: null,
      }),
    ]);
    expect(doc.external_identities).toEqual([
      expect.objectContaining({
        issuer: 'https://sso.example.edu',
        subject: `sub-${w.student.id}`,
      }),
    ]);
    expect(doc.sign_in_codes).toEqual([expect.objectContaining({ kind: 'reset' })]);
    expect(body).not.toContain('not-a-real-hash');

    // Nobody else: the group-mate, the client and staff appear by id at most.
    for (const other of [w.mate, w.client, w.admin]) {
      expect(body.toLowerCase()).not.toContain(other.email.toLowerCase());
    }
    expect(body).not.toContain(w.mate.name);
    expect(body).not.toContain(w.mate.zid!);
    expect(body).not.toContain(w.client.name);
    expect(body).not.toContain('Room booked for Friday');
    expect(body).not.toContain('Week 10');
    expect(body).not.toContain('203.0.113.9');
  });

  it('is audited once per download, with counts only and no network address', async () => {
    const before = await auditCount('account.export', w.student.id);
    await exportAs(w.student);
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'account.export'), eq(auditEvents.actorId, w.student.id)));
    expect(events).toHaveLength(before + 1);
    const last = events.at(-1)!;
    expect(last.subjectId).toBe(w.student.id);
    // A self-service event keeps no address in the trail, which is kept for good.
    expect(last.ip).toBeNull();
    expect(JSON.stringify(last.summary)).not.toContain(w.student.name);
    expect(last.summary).toMatchObject({ posts: 1, replies: 1, emails: 3 });
  });

  it('is rate limited: the budget answers 429 with Retry-After', async () => {
    const someone = await signedIn(t, 'student');
    for (let i = 0; i < 3; i++) expect((await exportAs(someone)).statusCode).toBe(200);
    const refused = await exportAs(someone);
    expectError(refused, 429, MESSAGES.tooManyAttempts);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(ACCOUNT_BUDGETS.dataExportsPerAccount.limit).toBeGreaterThan(0);
  });

  it("exports a client's profile, company and projects, and a staff member's memberships", async () => {
    const client = await exportAs(w.client, 'client');
    expect(client.statusCode).toBe(200);
    const doc = client.json();
    expect(doc.account).toMatchObject({ type: 'client', company_name: 'Compilers Pty Ltd' });
    expect(doc.projects.map((p: { name: string }) => p.name).sort()).toEqual([
      'Coral Reef Sensors',
      'Harbour Tides',
    ]);
    expect(doc.course_applications).toHaveLength(1);
    expect(client.body).not.toContain(w.student.name);
    expect(client.body).not.toContain(w.student.email);

    const staff = await exportAs(w.admin, 'staff');
    expect(staff.statusCode).toBe(200);
    const staffDoc = staff.json();
    expect(staffDoc.staff_memberships).toEqual([
      expect.objectContaining({
        role: 'course admin',
        subcourse: expect.objectContaining({ id: w.subcourse.id }),
      }),
    ]);
    // The admin acted on the student: the event is theirs, with their own address.
    expect(staffDoc.audit_events).toEqual([
      expect.objectContaining({ action: 'members.tutorial_change', ip: '203.0.113.9' }),
    ]);
    expect(staff.body).not.toContain(w.student.name);
  });
});

describe('GET /api/staff/subcourse/{subcourseId}/students/{studentId}/export', () => {
  const url = (subcourseId: string, studentId: string) =>
    `/api/staff/subcourse/${subcourseId}/students/${studentId}/export`;

  it('walks the ladder: 401, 404 for staff of another offering, 403 for a tutor, 404 for a student not of S', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: url(w.subcourse.id, w.student.id) });
    expect(anonymous.statusCode).toBe(401);
    const stranger = await signedInCourseAdmin(t);
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: url(w.subcourse.id, w.student.id),
      headers: stranger.admin.headers,
    });
    expect(elsewhere.statusCode).toBe(404);
    const tutor = await signedIn(t, 'staff', { role: 'tutor' });
    await addStaff(t.db, w.subcourse.id, tutor.id, 'tutor', ['H12A']);
    const asTutor = await t.app.inject({
      method: 'GET',
      url: url(w.subcourse.id, w.student.id),
      headers: tutor.headers,
    });
    expectError(asTutor, 403, MESSAGES.onlyCourseAdmins);
    const outsider = await signedIn(t, 'student');
    const notOfS = await t.app.inject({
      method: 'GET',
      url: url(w.subcourse.id, outsider.id),
      headers: w.admin.headers,
    });
    expect(notOfS.statusCode).toBe(404);
    // Even the subcourse's own admin cannot reach a student of another offering through S.
    await enrol(t.db, stranger.subcourse.id, outsider.id);
    const viaS = await t.app.inject({
      method: 'GET',
      url: url(w.subcourse.id, outsider.id),
      headers: w.admin.headers,
    });
    expect(viaS.statusCode).toBe(404);
    expect(await auditCount('account.export_by_staff', w.admin.id)).toBe(0);
  });

  it('exports what S holds about its student, audited with the student as subject', async () => {
    const other = await signedInCourseAdmin(t, { isActive: true });
    await enrol(t.db, other.subcourse.id, w.student.id);
    await createProject(t.db, other.parent.id, [], { name: 'Elsewhere' });
    const response = await t.app.inject({
      method: 'GET',
      url: url(w.subcourse.id, w.student.id),
      headers: w.admin.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="capstone-data-student-/,
    );
    const doc = response.json();
    expect(doc.scope).toEqual({ subcourse_id: w.subcourse.id });
    // Of the account only who the student is: the rest is not the offering's.
    expect(doc.account).toEqual({
      type: 'student',
      id: w.student.id,
      name: w.student.name,
      email: w.student.email,
      zid: w.student.zid,
    });
    expect(doc.enrolments.map((e: { subcourse: { id: string } }) => e.subcourse.id)).toEqual([
      w.subcourse.id,
    ]);
    expect(doc.posts).toHaveLength(1);
    // S's mail to the student; the access code belongs to no offering.
    expect(doc.emails.map((m: { kind: string }) => m.kind).sort()).toEqual([
      'invitation',
      'notice',
    ]);
    expect(doc.external_identities).toEqual([]);
    expect(response.body).not.toContain(w.mate.name);
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'account.export_by_staff'));
    expect(event).toMatchObject({
      actorId: w.admin.id,
      subjectId: w.student.id,
      subcourseId: w.subcourse.id,
    });
  });

  it('also exports a student removed from S (the trail shows the removal)', async () => {
    const removed = await signedIn(t, 'student');
    await recordAudit(t.db, {
      actor: { type: 'staff', id: w.admin.id },
      action: 'members.remove_student',
      subjectId: removed.id,
      subcourseId: w.subcourse.id,
    });
    const response = await t.app.inject({
      method: 'GET',
      url: url(w.subcourse.id, removed.id),
      headers: w.admin.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().account.id).toBe(removed.id);
  });
});
