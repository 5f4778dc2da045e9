import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COURSE_MESSAGES,
  FORM_FIELD_ID_RE,
  MESSAGES,
  topicAreaLabel,
  WHY_TOPIC_LABEL,
} from '@capstone/contracts';
import { courses } from '../../src/db/schema';
import { createCourse, nextCourseCode } from '../helpers/course-factories';
import { signedIn } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const create = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/staff/course/create',
    payload: payload as object,
    headers,
  });

const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Capstone Project',
  code: nextCourseCode(),
  description: 'Industry projects',
  termDates: { '1': '17-02-2025 to 30-04-2025', '3': '08-09-2025 to 10-12-2025' },
  ...overrides,
});

describe('POST /api/staff/course/create', () => {
  it('needs a token', async () => {
    const response = await create(form());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ Error: MESSAGES.missingAuth });
  });

  it.each([
    [{ name: undefined }, 'Missing required fields: name'],
    [{ code: '' }, 'Missing required fields: code'],
    [{ description: '  ' }, 'Missing required fields: description'],
    [{ termDates: undefined }, 'Missing required fields: termDates'],
    [{ code: 'comp1234' }, COURSE_MESSAGES.codeFormat],
    [{ code: 'COMP12345' }, COURSE_MESSAGES.codeFormat],
    [{ termDates: {} }, COURSE_MESSAGES.selectTerm],
    [{ termDates: { '1': '17/02/2025 to 30/04/2025' } }, COURSE_MESSAGES.termDatesFormat],
    [{ termDates: { '1': '31-02-2025 to 30-04-2025' } }, COURSE_MESSAGES.termDatesFormat],
    [{ termDates: { '1': '17-02-2025  to 30-04-2025' } }, COURSE_MESSAGES.termDatesFormat],
    [{ termDates: { '2': '30-08-2025 to 01-06-2025' } }, COURSE_MESSAGES.startAfterEnd],
    [{ termDates: { '4': '17-02-2025 to 30-04-2025' } }, COURSE_MESSAGES.termKey],
  ])('%o → 400', async (overrides, message) => {
    const admin = await signedIn(t, 'staff');
    const response = await create(form(overrides), admin.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Error: message });
  });

  it('is refused to other account types and to tutor accounts', async () => {
    const student = await signedIn(t, 'student');
    const tutor = await signedIn(t, 'staff', { role: 'tutor' });
    const asStudent = await create(form(), student.headers);
    expect(asStudent.statusCode).toBe(403);
    expect(asStudent.json()).toEqual({ Error: 'This route is for staff accounts' });
    const asTutor = await create(form(), tutor.headers);
    expect(asTutor.statusCode).toBe(403);
    expect(asTutor.json()).toEqual({ Error: COURSE_MESSAGES.onlyCourseAdminAccounts });
  });

  it('refuses a code that is taken, also when two creations race', async () => {
    const admin = await signedIn(t, 'staff');
    const other = await signedIn(t, 'staff');
    const existing = await createCourse(t.db, other.id);
    const response = await create(form({ code: existing.code }), admin.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Error: COURSE_MESSAGES.alreadyExists });

    const code = nextCourseCode();
    const results = await Promise.all([
      create(form({ code }), admin.headers),
      create(form({ code }), other.headers),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(results.find((r) => r.statusCode === 400)?.json()).toEqual({
      Error: COURSE_MESSAGES.alreadyExists,
    });
  });

  it('creates the course with its owner, terms, colour and default forms', async () => {
    const admin = await signedIn(t, 'staff');
    const body = form({ name: '  Capstone  ' });
    const response = await create(body, admin.headers);
    expect(response.statusCode).toBe(201);
    const { message, course_id } = response.json();
    expect(message).toBe(COURSE_MESSAGES.created);
    const [row] = await t.db.select().from(courses).where(eq(courses.id, course_id));
    expect(row).toMatchObject({
      name: 'Capstone',
      code: body.code,
      ownerId: admin.id,
      terms: [1, 3],
      termDates: body.termDates,
    });
    expect(row!.color).toMatch(/^#[0-9a-f]{6}$/);
    const questionnaire = row!.defClientQuestionnaire;
    expect(questionnaire.map((f) => [f.label, f.input_type])).toEqual([
      ['Project Name', 'text'],
      ['Offering Terms', 'checkbox'],
      ['Background', 'textarea'],
      ['Project Description', 'textarea'],
      ['Required Skills', 'textarea'],
      ['Outcome', 'textarea'],
      ['Number of Groups', 'number'],
      ['Category', 'select'],
      ['Product Areas', 'dropdown'],
    ]);
    expect(questionnaire[1]!.options).toEqual(['1', '3']);
    expect(questionnaire[7]!.options).toEqual([
      'AI',
      'Web Development',
      'Mobile Development',
      'Data Science',
      'Cyber Security',
    ]);
    const preference = row!.defProjectPreferenceForm;
    expect(preference.map((f) => f.label)).toEqual([
      topicAreaLabel('first'),
      WHY_TOPIC_LABEL,
      topicAreaLabel('second'),
      WHY_TOPIC_LABEL,
      topicAreaLabel('third'),
      WHY_TOPIC_LABEL,
    ]);
    expect(preference[0]!.options).toContain('VR/AR');
    const ids = [...questionnaire, ...preference].map((f) => f.id);
    expect(ids.every((id) => FORM_FIELD_ID_RE.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('GET /api/staff/all-course-codes', () => {
  const codes = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/staff/all-course-codes', headers });

  it('walks the failure ladder', async () => {
    expect((await codes()).statusCode).toBe(401);
    const client = await signedIn(t, 'client');
    expect((await codes(client.headers)).json()).toEqual({
      Error: 'This route is for staff accounts',
    });
    const tutor = await signedIn(t, 'staff', { role: 'tutor' });
    const response = await codes(tutor.headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ Error: COURSE_MESSAGES.onlyCourseAdminAccounts });
  });

  it('maps the codes of the caller’s own courses to their ids', async () => {
    const admin = await signedIn(t, 'staff');
    const other = await signedIn(t, 'staff');
    const a = await createCourse(t.db, admin.id);
    const b = await createCourse(t.db, admin.id);
    await createCourse(t.db, other.id);
    const response = await codes(admin.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ [a.code]: a.id, [b.code]: b.id });
  });
});
