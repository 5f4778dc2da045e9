import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectClients, projects, subcourseProjects } from '../../src/db/schema';
import type { Db } from '../../src/db/client';
import { addStaff, applyAsClient, createGroup, enrol } from '../helpers/course-factories';
import { createAccount, signedIn } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { importedMember, queueAccessMail, setOutboxState } from './access-code-fixtures';
import { courseAdminWithSubcourse } from './member-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const ROUTES = [
  (id: string) => `/api/admin/subcourse/members/${id}`,
  (id: string) => `/api/admin/allclients/${id}`,
  (id: string) => `/api/admin/students/unallocated/${id}`,
];
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

let projNo = 1;
async function createProject(db: Db, courseId: string, subcourseId: string | null, name: string) {
  const [row] = await db
    .insert(projects)
    .values({
      courseId,
      subcourseId,
      projNo: projNo++,
      name,
      status: subcourseId ? 'available' : 'draft',
      terms: [1],
      color: '#123456',
      dateCreated: '2025-01-01',
      dateModified: '2025-01-01',
    })
    .returning();
  return row!;
}

describe('admin member lists: failures', () => {
  it('401 without a token, 404 for an unrelated course admin, 403 for students and clients', async () => {
    const { course, subcourse } = await courseAdminWithSubcourse(t);
    const other = await courseAdminWithSubcourse(t);
    const student = await signedIn(t, 'student');
    await enrol(t.db, subcourse.id, student.id);
    const client = await signedIn(t, 'client');
    await applyAsClient(t.db, course.id, client.id);
    for (const route of ROUTES) {
      const url = route(subcourse.id);
      expect((await get(url)).statusCode, url).toBe(401);
      const unrelated = await get(url, other.admin.headers);
      expect(unrelated.statusCode, url).toBe(404);
      expect(unrelated.json()).toEqual({ Error: 'Subcourse cannot be found in database' });
      expect((await get(route('no-such-id'), other.admin.headers)).statusCode).toBe(404);
      for (const caller of [student, client]) {
        const response = await get(url, caller.headers);
        expect(response.statusCode, url).toBe(403);
        expect(response.json()).toEqual({ Error: 'Only course staff can do this' });
      }
    }
  });
});

describe('admin member lists: success', () => {
  it('lists students and staff by name; tutors may read it; counts unallocated students', async () => {
    const { admin, subcourse } = await courseAdminWithSubcourse(t);
    const tutor = await signedIn(t, 'staff', { role: 'tutor' });
    await addStaff(t.db, subcourse.id, tutor.id, 'tutor', ['H12A', 'T13B']);
    const { staff, students } = await import('../../src/db/schema');
    const { eq } = await import('drizzle-orm');
    await t.db.update(staff).set({ name: 'Zed Tutor' }).where(eq(staff.id, tutor.id));
    await t.db.update(staff).set({ name: 'Mia Admin' }).where(eq(staff.id, admin.id));
    const group = await createGroup(t.db, subcourse.id, { tutorial: 'H12A' });
    const amy = await createAccount(t.db, 'student');
    const bob = await createAccount(t.db, 'student');
    await t.db.update(students).set({ name: 'Amy Apple' }).where(eq(students.id, amy.id));
    await t.db.update(students).set({ name: 'Bob Banana' }).where(eq(students.id, bob.id));
    await enrol(t.db, subcourse.id, amy.id, { tutorial: 'H12A', groupId: group.id });
    await enrol(t.db, subcourse.id, bob.id, { tutorial: 'T13B' });

    const response = await get(`/api/admin/subcourse/members/${subcourse.id}`, tutor.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: amy.id,
        name: 'Amy Apple',
        email: amy.email,
        role: 'student',
        tutorials: ['H12A'],
        group: group.id,
        access_email: null,
        external_sign_in: [],
      },
      {
        id: bob.id,
        name: 'Bob Banana',
        email: bob.email,
        role: 'student',
        tutorials: ['T13B'],
        group: null,
        access_email: null,
        external_sign_in: [],
      },
      {
        id: admin.id,
        name: 'Mia Admin',
        email: admin.email,
        role: 'course admin',
        tutorials: [],
        group: null,
        access_email: null,
        external_sign_in: [],
      },
      {
        id: tutor.id,
        name: 'Zed Tutor',
        email: tutor.email,
        role: 'tutor',
        tutorials: ['H12A', 'T13B'],
        group: null,
        access_email: null,
        external_sign_in: [],
      },
    ]);

    const count = await get(`/api/admin/students/unallocated/${subcourse.id}`, admin.headers);
    expect(count.statusCode).toBe(200);
    expect(count.json()).toBe(1);
  });

  it("shows each passwordless member's latest access-code email: sent, pending, failed or unrecorded", async () => {
    const { subcourse } = await courseAdminWithSubcourse(t);
    const tutorReader = await signedIn(t, 'staff', { role: 'tutor' });
    await addStaff(t.db, subcourse.id, tutorReader.id, 'tutor', ['H12A']);
    const sent = await importedMember(t, subcourse.id);
    const waiting = await importedMember(t, subcourse.id);
    const claimed = await importedMember(t, subcourse.id);
    const refused = await importedMember(t, subcourse.id);
    const tutor = await importedMember(t, subcourse.id, 'staff');
    const retried = await importedMember(t, subcourse.id);
    const done = await importedMember(t, subcourse.id);
    const legacy = await createAccount(t.db, 'student', { withPassword: false });
    await enrol(t.db, subcourse.id, legacy.id);

    const queued = new Date('2026-03-02T01:00:00.000Z');
    const delivered = new Date('2026-03-02T01:00:05.000Z');
    await setOutboxState(t, sent.outboxId, 'sent', { createdAt: queued, sentAt: delivered });
    await setOutboxState(t, waiting.outboxId, 'pending', { createdAt: queued });
    await setOutboxState(t, claimed.outboxId, 'sending', { createdAt: queued });
    await setOutboxState(t, refused.outboxId, 'failed', { createdAt: queued });
    await setOutboxState(t, tutor.outboxId, 'failed', { createdAt: queued });
    // An older failure and a newer send: the newest row is the state.
    await setOutboxState(t, retried.outboxId, 'failed', { createdAt: queued });
    const resentId = await queueAccessMail(t, retried);
    const later = new Date('2026-03-03T01:00:00.000Z');
    await setOutboxState(t, resentId, 'sent', { createdAt: later, sentAt: later });
    // A member who has set a password shows nothing, whatever the outbox holds.
    await setOutboxState(t, done.outboxId, 'failed', { createdAt: queued });
    const { students } = await import('../../src/db/schema');
    const { eq } = await import('drizzle-orm');
    await t.db.update(students).set({ passwordHash: 'set' }).where(eq(students.id, done.id));

    const response = await get(`/api/admin/subcourse/members/${subcourse.id}`, tutorReader.headers);
    expect(response.statusCode).toBe(200);
    const byId = new Map(
      response.json<{ id: string; access_email: unknown }[]>().map((m) => [m.id, m.access_email]),
    );
    expect(byId.get(sent.id)).toEqual({ status: 'sent', at: delivered.toISOString() });
    expect(byId.get(waiting.id)).toEqual({ status: 'pending', at: queued.toISOString() });
    expect(byId.get(claimed.id)).toEqual({ status: 'pending', at: queued.toISOString() });
    expect(byId.get(refused.id)).toEqual({ status: 'failed', at: queued.toISOString() });
    expect(byId.get(tutor.id)).toEqual({ status: 'failed', at: queued.toISOString() });
    expect(byId.get(retried.id)).toEqual({ status: 'sent', at: later.toISOString() });
    expect(byId.get(done.id)).toBeNull();
    // Imported before the outbox recorded emails: no state to show, but still resendable.
    expect(byId.get(legacy.id)).toEqual({ status: 'unrecorded', at: null });
    expect(byId.get(tutorReader.id)).toBeNull();
  });

  it('lists the course clients with only their projects in S', async () => {
    const { admin, course, subcourse } = await courseAdminWithSubcourse(t);
    const verified = await createAccount(t.db, 'client');
    const pending = await createAccount(t.db, 'client');
    const notApplied = await createAccount(t.db, 'client');
    const { clients } = await import('../../src/db/schema');
    const { eq } = await import('drizzle-orm');
    await t.db
      .update(clients)
      .set({ isVerified: true, name: 'Alpha Client' })
      .where(eq(clients.id, verified.id));
    await t.db.update(clients).set({ name: 'Beta Client' }).where(eq(clients.id, pending.id));
    await applyAsClient(t.db, course.id, verified.id);
    await applyAsClient(t.db, course.id, pending.id);
    const available = await createProject(t.db, course.id, subcourse.id, 'Available in S');
    const listed = await createProject(t.db, course.id, null, 'Listed in S');
    const draft = await createProject(t.db, course.id, null, 'Draft elsewhere');
    await t.db
      .insert(subcourseProjects)
      .values({ subcourseId: subcourse.id, projectId: listed.id });
    await t.db.insert(projectClients).values([
      { projectId: available.id, clientId: verified.id },
      { projectId: listed.id, clientId: verified.id },
      { projectId: draft.id, clientId: verified.id },
      { projectId: draft.id, clientId: notApplied.id },
    ]);

    const response = await get(`/api/admin/allclients/${subcourse.id}`, admin.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: verified.id,
        name: 'Alpha Client',
        company_name: 'Compilers Pty Ltd',
        is_verified: true,
        email: verified.email,
        role: 'client',
        projects: [
          { id: available.id, name: 'Available in S' },
          { id: listed.id, name: 'Listed in S' },
        ],
      },
      {
        id: pending.id,
        name: 'Beta Client',
        company_name: 'Compilers Pty Ltd',
        is_verified: false,
        email: pending.email,
        role: 'client',
        projects: [],
      },
    ]);
    expect(response.body).not.toContain('password');
  });
});
