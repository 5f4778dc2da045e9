import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURSE_MESSAGES, MESSAGES } from '@capstone/contracts';
import { courseClients, courses } from '../../src/db/schema';
import { ONLY_ADMINS } from '../../src/policies/subcourse.policy';
import {
  addStaff,
  applyAsClient,
  createCourse,
  createSubcourse,
} from '../helpers/course-factories';
import { signedIn } from '../helpers/factories';
import { createTestApp, failableOutbox, type TestApp } from '../helpers/test-app';

let t: TestApp;
const outbox = failableOutbox();
const { sent } = outbox;
beforeAll(async () => {
  t = await createTestApp({ mailer: outbox.mailer });
});
afterAll(() => t.close());

const put = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PUT', url, payload: payload as object, headers });

describe('PUT /api/course/addclient', () => {
  const apply = (payload: unknown, headers: Record<string, string> = {}) =>
    put('/api/course/addclient', payload, headers);

  it('walks the failure ladder', async () => {
    const owner = await signedIn(t, 'staff');
    const client = await signedIn(t, 'client');
    const other = await signedIn(t, 'client');
    const student = await signedIn(t, 'student');
    const course = await createCourse(t.db, owner.id);
    expect((await apply({ course_id: course.id })).statusCode).toBe(401);
    expect((await apply({}, client.headers)).json()).toEqual({ Error: 'course_id is required' });
    const asStudent = await apply({ course_id: course.id }, student.headers);
    expect(asStudent.statusCode).toBe(403);
    expect(asStudent.json()).toEqual({ Error: 'This route is for client accounts' });
    const asStaff = await apply({ course_id: course.id }, owner.headers);
    expect(asStaff.statusCode).toBe(403);
    const forOther = await apply({ course_id: course.id, client_id: other.id }, client.headers);
    expect(forOther.statusCode).toBe(403);
    expect(forOther.json()).toEqual({ Error: COURSE_MESSAGES.ownProfileOnly });
    const missing = await apply({ course_id: 'nope' }, client.headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ Error: COURSE_MESSAGES.doesNotExist });
  });

  it('refuses archived courses and second applications', async () => {
    const owner = await signedIn(t, 'staff');
    const client = await signedIn(t, 'client');
    const archived = await createCourse(t.db, owner.id);
    await createSubcourse(t.db, archived, { isArchived: true });
    const response = await apply({ course_id: archived.id }, client.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Error: COURSE_MESSAGES.courseArchived });

    const course = await createCourse(t.db, owner.id);
    await applyAsClient(t.db, course.id, client.id);
    const again = await apply({ course_id: course.id }, client.headers);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ Error: COURSE_MESSAGES.alreadyApplied });
  });

  it('adds the client and emails the owner "New Client Application"', async () => {
    const owner = await signedIn(t, 'staff');
    const client = await signedIn(t, 'client');
    const course = await createCourse(t.db, owner.id, { name: 'Capstone <b>' });
    const response = await apply({ course_id: course.id, client_id: client.id }, client.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: COURSE_MESSAGES.clientAdded });
    const rows = await t.db
      .select()
      .from(courseClients)
      .where(and(eq(courseClients.courseId, course.id), eq(courseClients.clientId, client.id)));
    expect(rows).toHaveLength(1);
    await t.app.outbox.drain();
    const mail = sent.find((m) => m.to === owner.email);
    expect(mail?.subject).toBe('New Client Application');
    expect(mail?.text).toContain(`Grace Hopper (Compilers Pty Ltd)`);
    expect(mail?.text).toContain(`${course.code}: Capstone <b>`);
    expect(mail?.text).toContain('/admin/client/verify');
    expect(mail?.html).not.toContain('<b>');
  });

  it('still succeeds when the email fails', async () => {
    const owner = await signedIn(t, 'staff');
    const client = await signedIn(t, 'client');
    const course = await createCourse(t.db, owner.id);
    outbox.failing = true;
    try {
      const response = await apply({ course_id: course.id }, client.headers);
      expect(response.statusCode).toBe(200);
    } finally {
      outbox.failing = false;
    }
  });

  it('lets exactly one of two concurrent applications win', async () => {
    const owner = await signedIn(t, 'staff');
    const client = await signedIn(t, 'client');
    const course = await createCourse(t.db, owner.id);
    const results = await Promise.all([
      apply({ course_id: course.id }, client.headers),
      apply({ course_id: course.id }, client.headers),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });
});

describe('PUT /api/course/update/date', () => {
  const update = (payload: unknown, headers: Record<string, string> = {}) =>
    put('/api/course/update/date', payload, headers);

  it('walks the failure ladder', async () => {
    const owner = await signedIn(t, 'staff');
    const tutor = await signedIn(t, 'staff', { role: 'tutor' });
    const otherAdmin = await signedIn(t, 'staff');
    const client = await signedIn(t, 'client');
    const course = await createCourse(t.db, owner.id, { terms: [1, 2] });
    const sub = await createSubcourse(t.db, course);
    await addStaff(t.db, sub.id, tutor.id, 'tutor');
    await applyAsClient(t.db, course.id, client.id);
    await createCourse(t.db, otherAdmin.id);
    const good = { course_id: course.id, term_dates: { '2': '01-06-2025 to 20-08-2025' } };

    expect((await update(good)).json()).toEqual({ Error: MESSAGES.missingAuth });
    for (const [body, message] of [
      [{ ...good, term_dates: { '2': '1-6-2025 to 20-08-2025' } }, COURSE_MESSAGES.allDatesFormat],
      [{ ...good, term_dates: { '2': '20-08-2025 to 01-06-2025' } }, COURSE_MESSAGES.startAfterEnd],
      [{ course_id: course.id }, 'term_dates is required'],
    ] as const) {
      const response = await update(body, owner.headers);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ Error: message });
    }
    const unknown = await update({ ...good, course_id: 'nope' }, owner.headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ Error: COURSE_MESSAGES.doesNotExist });
    const asOtherAdmin = await update(good, otherAdmin.headers);
    expect(asOtherAdmin.statusCode).toBe(403);
    expect(asOtherAdmin.json()).toEqual({ Error: ONLY_ADMINS });
    const asTutor = await update(good, tutor.headers);
    expect(asTutor.statusCode).toBe(403);
    expect(asTutor.json()).toEqual({ Error: ONLY_ADMINS });
    const asClient = await update(good, client.headers);
    expect(asClient.statusCode).toBe(403);
    const wrongTerm = await update(
      { course_id: course.id, term_dates: { '3': '01-09-2025 to 01-12-2025' } },
      owner.headers,
    );
    expect(wrongTerm.statusCode).toBe(400);
    expect(wrongTerm.json()).toEqual({ Error: COURSE_MESSAGES.cannotEditTerm });
  });

  it('replaces only the listed terms', async () => {
    const owner = await signedIn(t, 'staff');
    const course = await createCourse(t.db, owner.id);
    const response = await update(
      { course_id: course.id, term_dates: { '2': '01-06-2025 to 20-08-2025' } },
      owner.headers,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: COURSE_MESSAGES.datesAdded });
    const [row] = await t.db.select().from(courses).where(eq(courses.id, course.id));
    expect(row!.termDates).toEqual({ ...course.termDates, '2': '01-06-2025 to 20-08-2025' });
  });
});
