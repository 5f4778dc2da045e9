import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURSE_MESSAGES, MESSAGES, SUBCOURSE_MESSAGES } from '@capstone/contracts';
import { courses, subcourses } from '../../src/db/schema';
import { createCourse, createSubcourse, nextCourseCode } from '../helpers/course-factories';
import { signedIn } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (
  method: 'POST' | 'PUT',
  url: string,
  payload: object,
  headers: Record<string, string> = {},
) => t.app.inject({ method, url, payload, headers });

/** Names that carry a link (`://` or `www.`, in any case), refused since emails quote names. */
const WITH_ADDRESS = [
  'Apply at https://evil.example',
  'javascript://x',
  'See WWW.evil.example',
  'www.evil.example',
  'Www.Evil.Example',
];
/** Near misses that are no address. */
const WITHOUT_ADDRESS = ['Web Apps: www and http', 'WWW 2.0', 'Data:/Science'];

const courseForm = (name: string) => ({
  name,
  code: nextCourseCode(),
  description: 'Industry projects',
  termDates: { '1': '17-02-2025 to 30-04-2025' },
});

/** A whole settings object for PUT /api/subcourse/update/{id}, with `name`. */
const settings = (sub: { code: string }, name: string) => ({
  name,
  code: sub.code,
  term: 1,
  max_group_size: 6,
  client_questionnaire: [],
  project_preference_form: [],
  preference_release: false,
});

describe('course names with a web address (api.md §21.4)', () => {
  it('uses the sentences of api.md §21.4', () => {
    expect(COURSE_MESSAGES.nameHasWebAddress).toBe('Course name cannot contain a web address');
    expect(SUBCOURSE_MESSAGES.nameHasWebAddress).toBe(
      'Subcourse name cannot contain a web address',
    );
  });

  it('POST /api/staff/course/create: 401 first, then 400 with the exact message, nothing made', async () => {
    const admin = await signedIn(t, 'staff');
    const anonymous = await send('POST', '/api/staff/course/create', courseForm(WITH_ADDRESS[0]!));
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ Error: MESSAGES.missingAuth });
    for (const name of WITH_ADDRESS) {
      const form = courseForm(name);
      const response = await send('POST', '/api/staff/course/create', form, admin.headers);
      expect(response.statusCode, name).toBe(400);
      expect(response.json()).toEqual({ Error: COURSE_MESSAGES.nameHasWebAddress });
      expect(await t.db.select().from(courses).where(eq(courses.code, form.code))).toEqual([]);
    }
    for (const name of WITHOUT_ADDRESS) {
      const response = await send(
        'POST',
        '/api/staff/course/create',
        courseForm(name),
        admin.headers,
      );
      expect(response.statusCode, name).toBe(201);
    }
  });
});

describe('subcourse names with a web address (api.md §21.4)', () => {
  it('POST /api/staff/subcourse/create: 401 first, then 400 with the exact message, nothing made', async () => {
    const owner = await signedIn(t, 'staff');
    const course = await createCourse(t.db, owner.id);
    const body = (name: string, year: number) => ({ name, term: 1, year, code: course.code });
    const url = '/api/staff/subcourse/create';
    expect((await send('POST', url, body(WITH_ADDRESS[0]!, 2040))).statusCode).toBe(401);
    for (const [i, name] of WITH_ADDRESS.entries()) {
      const response = await send('POST', url, body(name, 2040 + i), owner.headers);
      expect(response.statusCode, name).toBe(400);
      expect(response.json()).toEqual({ Error: SUBCOURSE_MESSAGES.nameHasWebAddress });
    }
    const made = await t.db
      .select()
      .from(subcourses)
      .where(eq(subcourses.parentCourseId, course.id));
    expect(made).toEqual([]);
    for (const [i, name] of WITHOUT_ADDRESS.entries()) {
      const response = await send('POST', url, body(name, 2050 + i), owner.headers);
      expect(response.statusCode, name).toBe(201);
    }
    // No name at all still defaults to `{year}T{term}`.
    const unnamed = await send(
      'POST',
      url,
      { term: 1, year: 2060, code: course.code },
      owner.headers,
    );
    expect(unnamed.statusCode).toBe(201);
  });

  it('PUT /api/subcourse/update/{id}: 401, 404 for another admin, then 400; the name stays', async () => {
    const owner = await signedIn(t, 'staff');
    const other = await signedIn(t, 'staff');
    const course = await createCourse(t.db, owner.id);
    const sub = await createSubcourse(t.db, course, { name: '2025T1' });
    const url = `/api/subcourse/update/${sub.id}`;
    expect((await send('PUT', url, settings(sub, 'Renamed'))).statusCode).toBe(401);
    const foreign = await send('PUT', url, settings(sub, 'Renamed'), other.headers);
    expect(foreign.statusCode).toBe(404);
    for (const name of WITH_ADDRESS) {
      const response = await send('PUT', url, settings(sub, name), owner.headers);
      expect(response.statusCode, name).toBe(400);
      expect(response.json()).toEqual({ Error: SUBCOURSE_MESSAGES.nameHasWebAddress });
    }
    const [kept] = await t.db.select().from(subcourses).where(eq(subcourses.id, sub.id));
    expect(kept!.name).toBe('2025T1');
    const renamed = await send('PUT', url, settings(sub, WITHOUT_ADDRESS[0]!), owner.headers);
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: WITHOUT_ADDRESS[0] });
  });
});
