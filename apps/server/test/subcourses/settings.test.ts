import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, SUBCOURSE_MESSAGES } from '@capstone/contracts';
import { courses, enrolments, groups, subcourses } from '../../src/db/schema';
import { ONLY_ADMINS, ONLY_STAFF } from '../../src/policies/subcourse.policy';
import {
  addStaff,
  applyAsClient,
  createCourse,
  createGroup,
  createProject,
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

const call = (method: 'GET' | 'PUT', url: string, headers = {}, payload?: unknown) =>
  t.app.inject({ method, url, headers, payload: payload as object });

const hex = (c: string) => c.repeat(24);

/** A subcourse with its owner, a tutor, an enrolled student, a client of C and outsiders. */
async function world() {
  const owner = await signedIn(t, 'staff');
  const tutor = await signedIn(t, 'staff', { role: 'tutor' });
  const student = await signedIn(t, 'student');
  const client = await signedIn(t, 'client');
  const otherAdmin = await signedIn(t, 'staff');
  const otherStudent = await signedIn(t, 'student');
  const course = await createCourse(t.db, owner.id);
  const sub = await createSubcourse(t.db, course, {
    clientQuestionnaire: [{ id: hex('a'), label: 'Q', input_type: 'text', options: [] }],
  });
  await addStaff(t.db, sub.id, tutor.id, 'tutor', ['H12A']);
  await enrol(t.db, sub.id, student.id, { tutorial: 'H12A' });
  await applyAsClient(t.db, course.id, client.id);
  // the other admin runs a course of their own, with its own student
  const otherCourse = await createCourse(t.db, otherAdmin.id);
  const otherSub = await createSubcourse(t.db, otherCourse);
  await enrol(t.db, otherSub.id, otherStudent.id);
  return { owner, tutor, student, client, otherAdmin, otherStudent, course, sub };
}

describe('GET /api/subcourse/{id}', () => {
  it('hides S from the unrelated and shows each role its view', async () => {
    const w = await world();
    const url = `/api/subcourse/${w.sub.id}`;
    expect((await call('GET', url)).statusCode).toBe(401);
    for (const headers of [w.otherAdmin.headers, w.otherStudent.headers]) {
      const response = await call('GET', url, headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ Error: SUBCOURSE_MESSAGES.notFound });
    }
    expect((await call('GET', '/api/subcourse/nope', w.owner.headers)).statusCode).toBe(404);

    const group = await createGroup(t.db, w.sub.id, { name: 'H12A-APPLE' });
    await createGroup(t.db, w.sub.id, { name: 'H12A-BANANA' });
    const project = await createProject(t.db, w.course.id, [w.client.id]);
    await t.db.update(groups).set({ projectId: project.id }).where(eq(groups.id, group.id));
    await t.db
      .update(enrolments)
      .set({ groupId: group.id })
      .where(eq(enrolments.studentId, w.student.id));

    const base = {
      id: w.sub.id,
      name: '2025T1',
      code: w.course.code,
      year: 2025,
      term: 1,
      parent_course: w.course.id,
      is_active: false,
      is_archived: false,
      max_group_size: 6,
      preference_release: false,
      project_preference_form: [],
    };
    expect((await call('GET', url, w.student.headers)).json()).toEqual(base);
    expect((await call('GET', url, w.client.headers)).json()).toEqual({
      ...base,
      client_questionnaire: [{ id: hex('a'), label: 'Q', input_type: 'text', options: [] }],
    });
    for (const staff of [w.owner, w.tutor]) {
      const body = (await call('GET', url, staff.headers)).json();
      expect(body).toMatchObject({ ...base, is_default: false });
      expect(body.students).toEqual([
        {
          id: w.student.id,
          name: 'Ada Lovelace',
          year: null,
          image: null,
          experiences: [],
          email: w.student.email,
          zid: w.student.zid,
          subcourses: [
            { subcourse: w.sub.id, tutorial: 'H12A', group: group.id, draft_alloc: null },
          ],
        },
      ]);
      expect(body.groups).toEqual([
        {
          id: group.id,
          name: 'H12A-APPLE',
          tutorial: 'H12A',
          members: [{ id: w.student.id, name: 'Ada Lovelace', zid: w.student.zid }],
          project: {
            id: project.id,
            name: 'Smart Campus',
            clients: [
              {
                id: w.client.id,
                name: 'Grace Hopper',
                company_name: 'Compilers Pty Ltd',
                email: w.client.email,
              },
            ],
          },
          draft_alloc: null,
        },
        expect.objectContaining({ name: 'H12A-BANANA', members: [], project: null }),
      ]);
    }
  });
});

describe('PUT /api/subcourse/update/{id}', () => {
  const settings = (sub: { code: string }, overrides: Record<string, unknown> = {}) => ({
    name: 'Renamed',
    code: sub.code,
    term: 1,
    max_group_size: 5,
    client_questionnaire: [
      { id: hex('1'), label: ' Project Name ', input_type: 'text', value: null, options: [] },
      { id: hex('2'), label: 'Pick', input_type: 'radio', options: ['Option 1', ' '] },
    ],
    project_preference_form: [{ id: hex('3'), label: 'Why?', input_type: 'textarea', options: [] }],
    is_default: false,
    preference_release: true,
    parent_course: 'ignored',
    ...overrides,
  });
  const f = (overrides: Record<string, unknown>) => ({
    id: hex('9'),
    label: 'L',
    input_type: 'text',
    options: [],
    ...overrides,
  });

  it('validates the whole settings object', async () => {
    const w = await world();
    const url = `/api/subcourse/update/${w.sub.id}`;
    expect((await call('PUT', url, {}, settings(w.sub))).json()).toEqual({
      Error: MESSAGES.missingAuth,
    });
    const cq = 'client_questionnaire';
    for (const [overrides, message] of [
      [{ name: '' }, 'name is required'],
      [{ max_group_size: 0 }, SUBCOURSE_MESSAGES.maxGroupSize],
      [{ max_group_size: 7 }, SUBCOURSE_MESSAGES.maxGroupSize],
      [{ max_group_size: 2.5 }, SUBCOURSE_MESSAGES.maxGroupSize],
      [{ max_group_size: undefined }, 'max_group_size is required'],
      [{ [cq]: [f({}), f({ id: hex('8'), label: '  ' })] }, `${cq}: field 2 label is required`],
      [
        { [cq]: [f({ input_type: 'checkbox', options: [] })] },
        `${cq}: field 1 needs at least one option`,
      ],
      [
        { [cq]: [f({ input_type: 'dropdown', options: [''] })] },
        `${cq}: field 1 needs at least one option`,
      ],
      [
        { [cq]: [f({ input_type: 'date' })] },
        `${cq}: input_type must be one of text, textarea, radio, checkbox, number, dropdown, select`,
      ],
      [{ [cq]: [f({}), f({})] }, `${cq}: duplicate field id`],
      [{ [cq]: [f({ id: 'short' })] }, `${cq}: field 1 id must be 24 lower-case hex characters`],
      [{ project_preference_form: 'nope' }, 'project_preference_form must be a list'],
      [{ preference_release: undefined }, 'preference_release is required'],
    ] as const) {
      const response = await call('PUT', url, w.owner.headers, settings(w.sub, overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json()).toEqual({ Error: message });
    }
  });

  it('lets only the course admin save, and never change code or term', async () => {
    const w = await world();
    const url = `/api/subcourse/update/${w.sub.id}`;
    const body = settings(w.sub);
    for (const headers of [w.otherAdmin.headers, w.otherStudent.headers]) {
      expect((await call('PUT', url, headers, body)).statusCode).toBe(404);
    }
    expect((await call('PUT', url, w.tutor.headers, body)).json()).toEqual({ Error: ONLY_ADMINS });
    expect((await call('PUT', url, w.student.headers, body)).json()).toEqual({ Error: ONLY_STAFF });
    expect((await call('PUT', url, w.client.headers, body)).json()).toEqual({ Error: ONLY_STAFF });
    for (const overrides of [{ code: 'ABCD0000' }, { term: 2 }]) {
      const response = await call('PUT', url, w.owner.headers, settings(w.sub, overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ Error: SUBCOURSE_MESSAGES.codeTermFixed });
    }
  });

  it('saves the settings, and with is_default copies the forms to the parent', async () => {
    const w = await world();
    const url = `/api/subcourse/update/${w.sub.id}`;
    const response = await call('PUT', url, w.owner.headers, settings(w.sub));
    expect(response.statusCode).toBe(200);
    const expected = {
      name: 'Renamed',
      code: w.sub.code,
      term: 1,
      max_group_size: 5,
      client_questionnaire: [
        { id: hex('1'), label: 'Project Name', input_type: 'text', value: null, options: [] },
        { id: hex('2'), label: 'Pick', input_type: 'radio', value: null, options: ['Option 1'] },
      ],
      project_preference_form: [
        { id: hex('3'), label: 'Why?', input_type: 'textarea', value: null, options: [] },
      ],
      preference_release: true,
    };
    expect(response.json()).toEqual(expected);
    let [course] = await t.db.select().from(courses).where(eq(courses.id, w.course.id));
    expect(course!.defClientQuestionnaire).toEqual([]);

    const asDefault = await call(
      'PUT',
      url,
      w.owner.headers,
      settings(w.sub, { is_default: true }),
    );
    expect(asDefault.statusCode).toBe(200);
    [course] = await t.db.select().from(courses).where(eq(courses.id, w.course.id));
    expect(course!.defClientQuestionnaire).toEqual(expected.client_questionnaire);
    expect(course!.defProjectPreferenceForm).toEqual(expected.project_preference_form);
    const [row] = await t.db.select().from(subcourses).where(eq(subcourses.id, w.sub.id));
    expect(row).toMatchObject({ isDefault: true, maxGroupSize: 5, preferenceRelease: true });
  });

  it('refuses to edit an archived subcourse', async () => {
    const w = await world();
    await t.db.update(subcourses).set({ isArchived: true }).where(eq(subcourses.id, w.sub.id));
    const response = await call(
      'PUT',
      `/api/subcourse/update/${w.sub.id}`,
      w.owner.headers,
      settings(w.sub),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Error: SUBCOURSE_MESSAGES.archived });
  });
});

describe('GET /api/subcourse/students/{id} and preference/release/{id}', () => {
  it('lists students for staff only, sorted by name', async () => {
    const w = await world();
    const url = `/api/subcourse/students/${w.sub.id}`;
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', url, w.otherAdmin.headers)).statusCode).toBe(404);
    expect((await call('GET', url, w.student.headers)).json()).toEqual({ Error: ONLY_STAFF });
    expect((await call('GET', url, w.client.headers)).statusCode).toBe(403);
    const response = await call('GET', url, w.tutor.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().map((s: { id: string }) => s.id)).toEqual([w.student.id]);
  });

  it('answers a bare boolean to members of S', async () => {
    const w = await world();
    const url = `/api/subcourse/preference/release/${w.sub.id}`;
    expect((await call('GET', url, w.otherStudent.headers)).statusCode).toBe(404);
    expect((await call('GET', url, w.client.headers)).statusCode).toBe(404);
    const response = await call('GET', url, w.student.headers);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('false');
    await t.db
      .update(subcourses)
      .set({ preferenceRelease: true })
      .where(eq(subcourses.id, w.sub.id));
    expect((await call('GET', url, w.tutor.headers)).body).toBe('true');
  });
});
