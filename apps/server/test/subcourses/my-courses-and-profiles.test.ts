import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@capstone/contracts';
import {
  addStaff,
  applyAsClient,
  createCourse,
  createSubcourse,
  enrol,
} from '../helpers/course-factories';
import { signedIn } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

async function world() {
  const owner = await signedIn(t, 'staff');
  const tutor = await signedIn(t, 'staff', { role: 'tutor' });
  const student = await signedIn(t, 'student');
  const classmate = await signedIn(t, 'student');
  const client = await signedIn(t, 'client');
  const otherAdmin = await signedIn(t, 'staff');
  const otherStudent = await signedIn(t, 'student');
  const course = await createCourse(t.db, owner.id);
  const active = await createSubcourse(t.db, course, { isActive: true });
  const inactive = await createSubcourse(t.db, course, { term: 2 });
  const archived = await createSubcourse(t.db, course, { term: 3, isArchived: true });
  await addStaff(t.db, active.id, tutor.id, 'tutor', ['H12A', 'W09B']);
  await enrol(t.db, active.id, student.id, { tutorial: 'H12A' });
  await enrol(t.db, inactive.id, student.id, { tutorial: 'T01' });
  await enrol(t.db, active.id, classmate.id);
  await applyAsClient(t.db, course.id, client.id);
  const otherCourse = await createCourse(t.db, otherAdmin.id);
  const otherSub = await createSubcourse(t.db, otherCourse, { isActive: true });
  await enrol(t.db, otherSub.id, otherStudent.id);
  return {
    owner,
    tutor,
    student,
    classmate,
    client,
    otherAdmin,
    otherStudent,
    course,
    active,
    inactive,
    archived,
  };
}

describe('GET /api/{role}/subcourse/all', () => {
  it('lists a student’s active enrolments only', async () => {
    const w = await world();
    const response = await get('/api/student/subcourse/all', w.student.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: w.active.id,
        name: '2025T1',
        code: w.course.code,
        year: 2025,
        term: 1,
        description: w.course.description,
        color: w.active.color,
        parent_course: w.course.id,
        is_active: true,
        is_archived: false,
      },
    ]);
  });

  it('lists every subcourse a staff member staffs, with the role there', async () => {
    const w = await world();
    const mine = (await get('/api/staff/subcourse/all', w.owner.headers)).json();
    expect(mine.map((c: { id: string; role: string }) => [c.id, c.role]).sort()).toEqual(
      [
        [w.active.id, 'course admin'],
        [w.inactive.id, 'course admin'],
        [w.archived.id, 'course admin'],
      ].sort(),
    );
    const tutors = (await get('/api/staff/subcourse/all', w.tutor.headers)).json();
    expect(tutors).toMatchObject([{ id: w.active.id, role: 'tutor', is_active: true }]);
  });

  it('lists the courses a client applied to', async () => {
    const w = await world();
    const response = await get('/api/client/subcourse/all', w.client.headers);
    expect(response.json()).toEqual([
      {
        id: w.course.id,
        name: w.course.name,
        code: w.course.code,
        description: w.course.description,
        color: w.course.color,
        terms: [1, 2, 3],
        term_dates: w.course.termDates,
        is_archived: false,
      },
    ]);
  });
});

describe('GET /api/{role}/details/{id} with course relations', () => {
  it('fills the self views from enrolments, memberships and applications', async () => {
    const w = await world();
    const student = (await get(`/api/student/details/${w.student.id}`, w.student.headers)).json();
    expect(student.subcourses).toEqual(
      expect.arrayContaining([
        { subcourse: w.active.id, tutorial: 'H12A', group: null, preferences: [], wishlist: [] },
        { subcourse: w.inactive.id, tutorial: 'T01', group: null, preferences: [], wishlist: [] },
      ]),
    );
    const tutor = (await get(`/api/staff/details/${w.tutor.id}`, w.tutor.headers)).json();
    expect(tutor.classes).toEqual([
      { subcourse: w.active.id, role: 'tutor', tutorials: ['H12A', 'W09B'] },
    ]);
    const client = (await get(`/api/client/details/${w.client.id}`, w.client.headers)).json();
    expect(client.courses).toEqual([w.course.id]);
  });

  it('shows staff of a shared subcourse the StudentStaff view with only those enrolments', async () => {
    const w = await world();
    const body = (await get(`/api/student/details/${w.student.id}`, w.tutor.headers)).json();
    expect(body).toEqual({
      id: w.student.id,
      name: 'Ada Lovelace',
      year: null,
      image: null,
      experiences: [],
      email: w.student.email,
      zid: w.student.zid,
      subcourses: [{ subcourse: w.active.id, tutorial: 'H12A', group: null, draft_alloc: null }],
    });
    const asOwner = (await get(`/api/student/details/${w.student.id}`, w.owner.headers)).json();
    expect(asOwner.subcourses).toHaveLength(2);
  });

  it('shows classmates the public view and hides everyone unrelated', async () => {
    const w = await world();
    const body = (await get(`/api/student/details/${w.student.id}`, w.classmate.headers)).json();
    expect(body).toEqual({
      id: w.student.id,
      name: 'Ada Lovelace',
      year: null,
      image: null,
      experiences: [],
    });
    for (const [url, viewer, message] of [
      [`/api/student/details/${w.student.id}`, w.otherStudent, MESSAGES.studentNotFound],
      [`/api/student/details/${w.student.id}`, w.otherAdmin, MESSAGES.studentNotFound],
      [`/api/client/details/${w.client.id}`, w.otherAdmin, MESSAGES.clientNotFound],
      [`/api/staff/details/${w.tutor.id}`, w.otherAdmin, MESSAGES.staffNotFound],
      [`/api/staff/details/${w.tutor.id}`, w.student, MESSAGES.staffNotFound],
    ] as const) {
      const response = await get(url, viewer.headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ Error: message });
    }
  });

  it('shows staff of C the ClientStaff view and peer staff the short view', async () => {
    const w = await world();
    const client = (await get(`/api/client/details/${w.client.id}`, w.tutor.headers)).json();
    expect(client).toMatchObject({
      id: w.client.id,
      email: w.client.email,
      company_abn: '12345678901',
      is_verified: false,
      courses: [w.course.id],
    });
    expect(client).not.toHaveProperty('user');
    expect(client).not.toHaveProperty('wishlist');
    const peer = (await get(`/api/staff/details/${w.owner.id}`, w.tutor.headers)).json();
    expect(peer).toEqual({
      id: w.owner.id,
      name: 'Ada Lovelace',
      email: w.owner.email,
      role: 'course admin',
    });
  });
});
