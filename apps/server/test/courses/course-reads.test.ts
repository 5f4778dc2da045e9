import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURSE_MESSAGES, MESSAGES } from '@capstone/contracts';
import { courses } from '../../src/db/schema';
import {
  addStaff,
  applyAsClient,
  createCourse,
  createProject,
  createSubcourse,
  enrol,
  nextCourseCode,
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

/** A course with a distinctive code, name and description for the search tests. */
async function searchable(ownerId: string, letters: string, name: string, description: string) {
  const code = `${letters}${nextCourseCode().slice(4)}`;
  return createCourse(t.db, ownerId, { code, name, description });
}

describe('GET /api/course/all', () => {
  it('is public, sorted by code, and rejects a bad token', async () => {
    const owner = await signedIn(t, 'staff');
    await createCourse(t.db, owner.id);
    const response = await get('/api/course/all');
    expect(response.statusCode).toBe(200);
    const codes = response.json().map((c: { code: string }) => c.code);
    expect(codes).toEqual([...codes].sort());
    expect(response.json()[0]).not.toHaveProperty('is_client');
    expect((await get('/api/course/all', { authorization: 'Bearer nope' })).statusCode).toBe(401);
  });

  it('tells a client which courses it applied to and derives is_archived', async () => {
    const owner = await signedIn(t, 'staff');
    const client = await signedIn(t, 'client');
    const applied = await createCourse(t.db, owner.id);
    const archived = await createCourse(t.db, owner.id);
    const mixed = await createCourse(t.db, owner.id);
    await applyAsClient(t.db, applied.id, client.id);
    await createSubcourse(t.db, archived, { isArchived: true });
    await createSubcourse(t.db, mixed, { isArchived: true });
    await createSubcourse(t.db, mixed, { term: 2 });
    const cards = (await get('/api/course/all', client.headers)).json();
    const byId = (id: string) => cards.find((c: { id: string }) => c.id === id);
    expect(byId(applied.id)).toEqual({
      id: applied.id,
      name: applied.name,
      code: applied.code,
      description: applied.description,
      color: applied.color,
      terms: [1, 2, 3],
      term_dates: applied.termDates,
      is_archived: false,
      is_client: true,
    });
    expect(byId(archived.id)).toMatchObject({ is_archived: true, is_client: false });
    expect(byId(mixed.id)).toMatchObject({ is_archived: false });
  });
});

describe('GET /api/course/search', () => {
  it('limits the query to 30 characters', async () => {
    const response = await get(`/api/course/search?query=${'a'.repeat(31)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Error: COURSE_MESSAGES.queryTooLong });
  });

  it('finds by code prefix, words, stems and substrings, best match first', async () => {
    const owner = await signedIn(t, 'staff');
    const robotics = await searchable(owner.id, 'QXRB', 'Robotics Studio', 'Autonomous robots');
    const web = await searchable(owner.id, 'QXWB', 'Web Systems', 'Building robotic web apps');
    const data = await searchable(owner.id, 'QXDT', 'Data Science', 'Statistics in practice');
    const ids = async (query: string) =>
      (await get(`/api/course/search?query=${encodeURIComponent(query)}`))
        .json()
        .map((c: { id: string }) => c.id);

    expect(await ids(robotics.code)).toEqual([robotics.id]);
    expect(await ids(robotics.code.slice(0, 6).toLowerCase())).toEqual([robotics.id]);
    expect(await ids('qxdt')).toEqual([data.id]);
    // "robot" matches a name and a description; the name match ranks first
    expect(await ids('robot')).toEqual([robotics.id, web.id]);
    expect(await ids('robotics studio')).toEqual([robotics.id]);
    expect(await ids('practices')).toEqual([data.id]);
    expect(await ids(data.code.slice(4))).toContain(data.id);
    expect(await ids('no such course zz')).toEqual([]);
    expect(await ids("%_'\\")).toEqual([]);
  });

  it('answers every course (up to 30) for an empty query, with is_client for clients', async () => {
    const client = await signedIn(t, 'client');
    const response = await get('/api/course/search?query=', client.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().length).toBeGreaterThan(0);
    expect(response.json().length).toBeLessThanOrEqual(30);
    expect(response.json()[0]).toHaveProperty('is_client', false);
  });
});

describe('GET /api/course/details/{id}', () => {
  it('answers 404 for an unknown id', async () => {
    const response = await get('/api/course/details/no-such-course');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ Error: COURSE_MESSAGES.notFoundInDatabase });
  });

  it('shows the card publicly and the internals only to staff of the course', async () => {
    const owner = await signedIn(t, 'staff');
    const tutor = await signedIn(t, 'staff', { role: 'tutor' });
    const otherStaff = await signedIn(t, 'staff');
    const client = await signedIn(t, 'client');
    const course = await createCourse(t.db, owner.id, {
      defClientQuestionnaire: [
        { id: 'a'.repeat(24), label: 'Project Name', input_type: 'text', options: [] },
      ],
    });
    const sub = await createSubcourse(t.db, course);
    await addStaff(t.db, sub.id, tutor.id, 'tutor', ['H12A']);
    await createCourse(t.db, otherStaff.id);
    await applyAsClient(t.db, course.id, client.id);
    const project = await createProject(t.db, course.id, [client.id]);
    const url = `/api/course/details/${course.id}`;

    const anonymous = (await get(url)).json();
    expect(anonymous).not.toHaveProperty('owner');
    expect(anonymous).not.toHaveProperty('is_client');
    expect((await get(url, client.headers)).json()).toMatchObject({ is_client: true });
    expect((await get(url, client.headers)).json()).not.toHaveProperty('owner');
    expect((await get(url, otherStaff.headers)).json()).not.toHaveProperty('owner');
    for (const viewer of [owner, tutor]) {
      expect((await get(url, viewer.headers)).json()).toMatchObject({
        id: course.id,
        owner: owner.id,
        clients: [client.id],
        projects: [project.id],
        def_client_questionnaire: [{ id: 'a'.repeat(24), label: 'Project Name' }],
        def_project_preference_form: [],
      });
    }
  });
});

describe('GET /api/course/term-dates/{id}', () => {
  it('needs a token, 404s an unknown course and answers the dates', async () => {
    const owner = await signedIn(t, 'staff');
    const student = await signedIn(t, 'student');
    const course = await createCourse(t.db, owner.id);
    expect((await get(`/api/course/term-dates/${course.id}`)).statusCode).toBe(401);
    const missing = await get('/api/course/term-dates/nope', student.headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ Error: COURSE_MESSAGES.doesNotExist });
    const response = await get(`/api/course/term-dates/${course.id}`, student.headers);
    expect(response.json()).toEqual(course.termDates);
  });
});

describe('GET /api/course/client/questionnaire/{id}', () => {
  it('walks the failure ladder and serves clients and staff of the course', async () => {
    const owner = await signedIn(t, 'staff');
    const otherStaff = await signedIn(t, 'staff');
    const client = await signedIn(t, 'client');
    const outsider = await signedIn(t, 'client');
    const student = await signedIn(t, 'student');
    const stranger = await signedIn(t, 'student');
    const course = await createCourse(t.db, owner.id);
    const sub = await createSubcourse(t.db, course);
    await enrol(t.db, sub.id, student.id);
    await applyAsClient(t.db, course.id, client.id);
    const url = `/api/course/client/questionnaire/${course.id}`;

    expect((await get(url)).json()).toEqual({ Error: MESSAGES.missingAuth });
    const unknown = await get('/api/course/client/questionnaire/nope', client.headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ Error: COURSE_MESSAGES.doesNotExist });
    // The course is public: every signed-in caller without a relation that grants it is told why.
    for (const caller of [outsider, student, stranger, otherStaff]) {
      const refused = await get(url, caller.headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ Error: COURSE_MESSAGES.notJoined });
    }
    for (const caller of [student, otherStaff]) {
      const unknownCourse = await get('/api/course/client/questionnaire/nope', caller.headers);
      expect(unknownCourse.statusCode).toBe(404);
      expect(unknownCourse.json()).toEqual({ Error: COURSE_MESSAGES.doesNotExist });
    }

    await t.db
      .update(courses)
      .set({
        defClientQuestionnaire: [
          { id: 'b'.repeat(24), label: 'Q', input_type: 'radio', options: ['x'] },
        ],
      })
      .where(eq(courses.id, course.id));
    for (const viewer of [client, owner]) {
      const response = await get(url, viewer.headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        { id: 'b'.repeat(24), label: 'Q', input_type: 'radio', options: ['x'] },
      ]);
    }
  });
});
