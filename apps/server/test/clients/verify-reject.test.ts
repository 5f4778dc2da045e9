import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES, MESSAGES } from '@capstone/contracts';
import { clients, courseClients, projects, subcourseClients } from '../../src/db/schema';
import {
  addStaff,
  applyAsClient,
  createCourse,
  createSubcourse,
  enrol,
} from '../helpers/course-factories';
import { signedIn } from '../helpers/factories';
import { createTestApp, failableOutbox, type TestApp } from '../helpers/test-app';
import {
  availableProject,
  clientChannel,
  courseWithClient,
  isMemberOfChannel,
  mailsTo,
  projectOf,
  put,
} from './client-fixtures';

let t: TestApp;
const outbox = failableOutbox();
beforeAll(async () => {
  t = await createTestApp({ mailer: outbox.mailer });
});
afterAll(() => t.close());

const verify = (payload: unknown, headers: Record<string, string> = {}) =>
  put(t, '/api/admin/client/verify', payload, headers);
const reject = (payload: unknown, headers: Record<string, string> = {}) =>
  put(t, '/api/admin/client/reject', payload, headers);

const isVerified = async (id: string) =>
  (await t.db.select().from(clients).where(eq(clients.id, id)))[0]!.isVerified;
const appliedCourses = async (id: string) =>
  (await t.db.select().from(courseClients).where(eq(courseClients.clientId, id)))
    .map((r) => r.courseId)
    .sort();

/** A course with an active subcourse, a tutor, an enrolled student and an applied client. */
async function world() {
  const base = await courseWithClient(t);
  const tutor = await signedIn(t, 'staff', { role: 'tutor' });
  await addStaff(t.db, base.subcourse.id, tutor.id, 'tutor', ['H12A']);
  const student = await signedIn(t, 'student');
  await enrol(t.db, base.subcourse.id, student.id);
  const otherAdmin = await signedIn(t, 'staff');
  await createSubcourse(t.db, await createCourse(t.db, otherAdmin.id));
  const otherClient = await signedIn(t, 'client');
  await applyAsClient(t.db, base.course.id, otherClient.id);
  return { ...base, tutor, student, otherAdmin, otherClient };
}

describe.each([
  ['verify', verify],
  ['reject', reject],
] as const)('PUT /api/admin/client/%s: failure ladder', (_name, call) => {
  it('401 without a token', async () => {
    const response = await call({ client_id: 'x' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ Error: MESSAGES.missingAuth });
  });

  it('400 for malformed bodies', async () => {
    const { admin, client } = await world();
    for (const [body, message] of [
      [{}, 'client_id is required'],
      [{ client_id: null }, 'client_id is required'],
      [{ client_id: '  ' }, 'client_id is required'],
      [{ client_id: 42 }, 'client_id must be a string'],
      [{ client_id: [client.id] }, 'client_id must be a string'],
    ] as const) {
      const response = await call(body, admin.headers);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ Error: message });
    }
    const huge = await call({ client_id: 'x'.repeat(500_000) }, admin.headers);
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toEqual({ Error: 'client_id must be at most 100 characters' });
    expect(await isVerified(client.id)).toBe(false);
  });

  it('403 for students, clients and tutors; 404 for other course admins and unknown ids', async () => {
    const w = await world();
    const cases = [
      [w.student, 403, MESSAGES.onlyCourseStaff],
      [w.otherClient, 403, MESSAGES.onlyCourseStaff],
      [w.client, 403, MESSAGES.onlyCourseStaff],
      [w.tutor, 403, MESSAGES.onlyCourseAdmins],
      [w.otherAdmin, 404, CLIENT_MESSAGES.doesNotExist],
    ] as const;
    for (const [caller, status, message] of cases) {
      const response = await call({ client_id: w.client.id }, caller.headers);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ Error: message });
    }
    const unknown = await call({ client_id: 'no-such-client' }, w.admin.headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ Error: CLIENT_MESSAGES.doesNotExist });
    // A client that never applied to the caller's course is as unknown as a missing one.
    const stranger = await signedIn(t, 'client');
    const notApplied = await call({ client_id: stranger.id }, w.admin.headers);
    expect(notApplied.statusCode).toBe(404);
    expect(await isVerified(w.client.id)).toBe(false);
    expect(await appliedCourses(w.client.id)).toEqual([w.course.id]);
    expect(await mailsTo(t, w.client.email)).toEqual([]);
  });
});

describe('PUT /api/admin/client/verify: success', () => {
  it('verifies the client for every course and emails it once', async () => {
    const { admin, client } = await world();
    const response = await verify({ client_id: client.id }, admin.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: CLIENT_MESSAGES.verified });
    expect(await isVerified(client.id)).toBe(true);
    const mails = await mailsTo(t, client.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Client Verification Outcome');
    expect(mails[0]!.text).toContain('verified');
    expect(mails[0]!.text).toContain('create projects');

    const again = await verify({ client_id: client.id }, admin.headers);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: CLIENT_MESSAGES.verified });
    expect(await mailsTo(t, client.email)).toHaveLength(1);
  });

  it('counts a course admin of a second subcourse of the course, and survives a failed email', async () => {
    const { course, client } = await world();
    const coAdmin = await signedIn(t, 'staff');
    const second = await createSubcourse(t.db, course, { name: '2025T2', term: 2 });
    await addStaff(t.db, second.id, coAdmin.id, 'course admin');
    outbox.failing = true;
    try {
      const response = await verify({ client_id: client.id }, coAdmin.headers);
      expect(response.statusCode).toBe(200);
    } finally {
      outbox.failing = false;
    }
    expect(await isVerified(client.id)).toBe(true);
  });
});

describe('PUT /api/admin/client/reject', () => {
  it('refuses a verified client', async () => {
    const { admin, client } = await courseWithClient(t, { verified: true });
    const response = await reject({ client_id: client.id }, admin.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Error: CLIENT_MESSAGES.alreadyVerified });
    expect(await isVerified(client.id)).toBe(true);
  });

  it('removes the client from the caller’s courses only, with their subcourses, channels and submissions', async () => {
    const w = await world();
    const { admin, course, subcourse, client } = w;
    // A second course of the same admin, and a course of someone else the client also joined.
    const secondCourse = await createCourse(t.db, admin.id, { name: 'Second course' });
    const secondSub = await createSubcourse(t.db, secondCourse, { isActive: true });
    await applyAsClient(t.db, secondCourse.id, client.id);
    const foreignCourse = await createCourse(t.db, w.otherAdmin.id, { name: 'Foreign course' });
    const foreignSub = await createSubcourse(t.db, foreignCourse, { isActive: true });
    await applyAsClient(t.db, foreignCourse.id, client.id);

    const channel = await clientChannel(t.db, subcourse.id, client.id, admin.id);
    const secondChannel = await clientChannel(t.db, secondSub.id, client.id, admin.id);
    const foreignChannel = await clientChannel(t.db, foreignSub.id, client.id, w.otherAdmin.id);
    await t.db.insert(subcourseClients).values([
      { subcourseId: subcourse.id, clientId: client.id },
      { subcourseId: secondSub.id, clientId: client.id },
      { subcourseId: foreignSub.id, clientId: client.id },
    ]);
    const submitted = await projectOf(t.db, course.id, client.id, 'submitted');
    const draft = await projectOf(t.db, course.id, client.id, 'draft');
    const secondSubmitted = await projectOf(t.db, secondCourse.id, client.id, 'submitted');
    const foreignSubmitted = await projectOf(t.db, foreignCourse.id, client.id, 'submitted');
    // Another client's submission in the same course stays in the queue.
    const othersSubmitted = await projectOf(t.db, course.id, w.otherClient.id, 'submitted');
    const othersAvailable = await availableProject(t.db, course.id, subcourse.id, w.otherClient.id);

    const response = await reject({ client_id: client.id }, admin.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: CLIENT_MESSAGES.rejected });

    expect(await isVerified(client.id)).toBe(false);
    expect(await appliedCourses(client.id)).toEqual([foreignCourse.id]);
    expect(await appliedCourses(w.otherClient.id)).toEqual([course.id]);
    const places = await t.db
      .select()
      .from(subcourseClients)
      .where(eq(subcourseClients.clientId, client.id));
    expect(places.map((p) => p.subcourseId)).toEqual([foreignSub.id]);
    expect(await isMemberOfChannel(t.db, channel.id, client.id)).toBe(false);
    expect(await isMemberOfChannel(t.db, secondChannel.id, client.id)).toBe(false);
    expect(await isMemberOfChannel(t.db, foreignChannel.id, client.id)).toBe(true);
    // The channel itself and its staff stay: channels are never deleted.
    expect(await isMemberOfChannel(t.db, channel.id, admin.id)).toBe(true);

    const statuses = Object.fromEntries(
      (await t.db.select().from(projects)).map((p) => [p.id, p.status]),
    );
    expect(statuses[submitted.id]).toBe('draft');
    expect(statuses[draft.id]).toBe('draft');
    expect(statuses[secondSubmitted.id]).toBe('draft');
    expect(statuses[foreignSubmitted.id]).toBe('submitted');
    expect(statuses[othersSubmitted.id]).toBe('submitted');
    expect(statuses[othersAvailable.id]).toBe('available');

    const mails = await mailsTo(t, client.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Client Verification Outcome');
    expect(mails[0]!.text).toContain(`${course.code}: ${course.name}`);
    expect(mails[0]!.text).toContain(`${secondCourse.code}: Second course`);
    expect(mails[0]!.text).not.toContain('Foreign course');

    // Gone from the caller's courses, the client is now unknown to the caller.
    const again = await reject({ client_id: client.id }, admin.headers);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ Error: CLIENT_MESSAGES.doesNotExist });
    // The other course's admin still decides for its own course.
    const foreign = await verify({ client_id: client.id }, w.otherAdmin.headers);
    expect(foreign.statusCode).toBe(200);
  });

  it('settles a concurrent verify and reject one after the other', async () => {
    const { admin, client } = await world();
    const [a, b] = await Promise.all([
      verify({ client_id: client.id }, admin.headers),
      reject({ client_id: client.id }, admin.headers),
    ]);
    const verified = await isVerified(client.id);
    const applied = await t.db
      .select()
      .from(courseClients)
      .where(eq(courseClients.clientId, client.id));
    if (b.statusCode === 200) {
      // Reject first: verify then finds no course of the caller's to decide for.
      expect(a.statusCode).toBe(404);
      expect(verified).toBe(false);
      expect(applied).toEqual([]);
    } else {
      expect(b.json()).toEqual({ Error: CLIENT_MESSAGES.alreadyVerified });
      expect(a.statusCode).toBe(200);
      expect(verified).toBe(true);
      expect(applied).toHaveLength(1);
    }
  });
});
