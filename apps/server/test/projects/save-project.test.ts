import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_INSTITUTION, MESSAGES, PROJECT_MESSAGES } from '@capstone/contracts';
import { courses, projects } from '../../src/db/schema';
import { projectDate } from '../../src/modules/projects/project-dates';
import { ONLY_ADMINS } from '../../src/policies/subcourse.policy';
import { createCourse } from '../helpers/course-factories';
import {
  availableProject,
  getProject,
  projectBody,
  projectClientIds,
  projectWorld,
  signedInClientOf,
  worldProject,
} from '../helpers/project-factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const create = (payload: unknown, headers: Headers = {}) =>
  t.app.inject({ method: 'POST', url: '/api/project/create', payload: payload as object, headers });
const update = (id: string, payload: unknown, headers: Headers = {}) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/project/update/${id}`,
    payload: payload as object,
    headers,
  });

/** Bodies no save may accept, each answered 400 with a message naming the problem. */
const MALFORMED: [string, unknown, string][] = [
  ['null body', null, 'The request body must be a JSON object'],
  ['list body', [1, 2], 'The request body must be a JSON object'],
  ['name of the wrong type', { name: 42 }, 'name must be a string'],
  ['huge name', { name: 'x'.repeat(5_000) }, 'name must be at most 200 characters'],
  ['huge scope', { scope: 'x'.repeat(30_000) }, 'scope must be at most 20000 characters'],
  ['terms not a list', { terms: '1' }, 'terms must be a list of terms 1, 2 or 3'],
  ['term out of range', { terms: [4] }, 'terms must be a list of terms 1, 2 or 3'],
  ['areas of numbers', { areas: [1, 2] }, 'areas must be a list of strings'],
  ['capacity as text', { capacity: 'two' }, PROJECT_MESSAGES.capacityWhole],
  ['negative capacity', { capacity: -1 }, PROJECT_MESSAGES.capacityWhole],
  ['fractional capacity', { capacity: 1.5 }, PROJECT_MESSAGES.capacityWhole],
  ['unknown status', { status: 'approved' }, PROJECT_MESSAGES.statusDraftOrSubmitted],
  ['responses not a list', { responses: 'yes' }, 'responses must be a list of {question, answer}'],
  [
    'response answer an object',
    { responses: [{ question: 'q', answer: { a: 1 } }] },
    'responses: answer must be text, a number or a list of strings',
  ],
  ['attachments of objects', { attachments: [{}] }, 'attachments must be a list of strings'],
];

describe('POST /api/project/create', () => {
  it('walks the failure ladder', async () => {
    const w = await projectWorld(t);
    const body = projectBody({ course: w.course.id });
    expect((await create(body)).json()).toEqual({ Error: MESSAGES.missingAuth });

    const noCourse = await create(projectBody(), w.client.headers);
    expect(noCourse.statusCode).toBe(400);
    expect(noCourse.json()).toEqual({ Error: 'course is required' });
    const notSubmittable = await create({ ...body, background: '  ' }, w.client.headers);
    expect(notSubmittable.json()).toEqual({ Error: 'background is required' });
    const noName = await create({ course: w.course.id, status: 'draft' }, w.client.headers);
    expect(noName.json()).toEqual({ Error: 'name is required' });

    for (const caller of [w.student, w.admin]) {
      const response = await create(body, caller.headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ Error: 'This route is for client accounts' });
    }
    const unverified = await create(body, w.unverified.headers);
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json()).toEqual({ Error: PROJECT_MESSAGES.notVerified });
    const notJoined = await create(body, w.foreignClient.headers);
    expect(notJoined.statusCode).toBe(403);
    expect(notJoined.json()).toEqual({ Error: PROJECT_MESSAGES.notJoined });
    const unknown = await create({ ...body, course: 'nope' }, w.client.headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ Error: PROJECT_MESSAGES.courseDoesNotExist });

    const narrow = await createCourse(t.db, w.admin.id, { terms: [1, 2] });
    const narrowClient = await signedInClientOf(t, narrow.id);
    const wrongTerm = await create(
      projectBody({ course: narrow.id, terms: [1, 3] }),
      narrowClient.headers,
    );
    expect(wrongTerm.statusCode).toBe(400);
    expect(wrongTerm.json()).toEqual({ Error: PROJECT_MESSAGES.termsNotOffered });

    const rows = await t.db.select().from(projects).where(eq(projects.courseId, w.course.id));
    expect(rows).toHaveLength(0);
  });

  it('answers every malformed body with a 400 and no row', async () => {
    const w = await projectWorld(t);
    for (const [label, patch, message] of MALFORMED) {
      const payload =
        patch === null || Array.isArray(patch)
          ? patch
          : projectBody({ course: w.course.id, ...(patch as object) });
      const response = await create(payload, w.client.headers);
      expect(response.statusCode, label).toBe(400);
      expect(response.json(), label).toEqual({ Error: message });
    }
    expect((await create({ course: 7 }, w.client.headers)).json()).toEqual({
      Error: 'course must be a string',
    });
    const rows = await t.db.select().from(projects).where(eq(projects.courseId, w.course.id));
    expect(rows).toHaveLength(0);
  });

  it('creates a draft from a name alone and numbers projects per course', async () => {
    const w = await projectWorld(t);
    const first = await create(
      { course: w.course.id, name: '  Drafty  ', status: 'draft', zzz: 'ignored' },
      w.client.headers,
    );
    expect(first.statusCode).toBe(200);
    const { message, project_id } = first.json<{ message: string; project_id: string }>();
    expect(message).toBe(PROJECT_MESSAGES.added);
    const row = await getProject(t, project_id);
    expect(row).toMatchObject({
      name: 'Drafty',
      status: 'draft',
      projNo: 1,
      courseId: w.course.id,
      subcourseId: null,
      isAllocated: false,
      capacity: 0,
      terms: [],
      dateCreated: projectDate(DEFAULT_INSTITUTION.timeZone),
      dateModified: projectDate(DEFAULT_INSTITUTION.timeZone),
    });
    expect(row!.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(await projectClientIds(t, project_id)).toEqual([w.client.id]);

    // Fields the server controls are ignored when sent.
    const second = await create(
      projectBody({
        course: w.course.id,
        terms: [2, 1, 2],
        proj_no: 99,
        is_allocated: true,
        date_created: '2000-01-01',
        subcourse: w.sub.id,
      }),
      w.otherClient.headers,
    );
    const secondRow = await getProject(t, second.json<{ project_id: string }>().project_id);
    expect(secondRow).toMatchObject({
      projNo: 2,
      status: 'submitted',
      terms: [1, 2],
      isAllocated: false,
      subcourseId: null,
      dateCreated: projectDate(DEFAULT_INSTITUTION.timeZone),
      reqSkills: 'React, PostgreSQL',
      responses: [{ question: 'q1', answer: 'yes' }],
    });
  });

  it('never repeats a proj_no under ten concurrent creates', async () => {
    const w = await projectWorld(t);
    await worldProject(t, w, { projNo: 7 });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        create(
          projectBody({ course: w.course.id, name: `P${i}` }),
          (i % 2 ? w.client : w.otherClient).headers,
        ),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const rows = await t.db.select().from(projects).where(eq(projects.courseId, w.course.id));
    expect(rows.map((r) => r.projNo).sort((a, b) => a - b)).toEqual([
      7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17,
    ]);
  });
});

describe('PUT /api/project/update/{projectId}', () => {
  it('walks the failure ladder', async () => {
    const w = await projectWorld(t);
    const submitted = await worldProject(t, w);
    const available = await availableProject(t, w);
    const body = projectBody({ name: 'Renamed' });
    expect((await update(submitted.id, body)).statusCode).toBe(401);
    const bad = await update(submitted.id, { capacity: 'x' }, w.client.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ Error: PROJECT_MESSAGES.capacityWhole });

    const notFound = { Error: PROJECT_MESSAGES.updateNotFound };
    expect((await update('nope', body, w.admin.headers)).json()).toEqual(notFound);
    for (const caller of [w.otherClient, w.foreignClient, w.foreignAdmin, w.student]) {
      const response = await update(submitted.id, body, caller.headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
    const unverified = await update(submitted.id, body, w.unverified.headers);
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json()).toEqual({ Error: PROJECT_MESSAGES.notVerified });
    // Anyone may see an available project; only its clients and course admins may save it.
    for (const caller of [w.otherClient, w.foreignClient]) {
      const response = await update(available.id, body, caller.headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ Error: PROJECT_MESSAGES.notOwner });
    }
    for (const caller of [w.tutor, w.student, w.foreignAdmin]) {
      const response = await update(available.id, body, caller.headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ Error: ONLY_ADMINS });
    }
    expect((await getProject(t, available.id))!.name).toBe('Smart Campus');
  });

  it('answers every malformed body with a 400 and leaves the project', async () => {
    const w = await projectWorld(t);
    const project = await worldProject(t, w);
    for (const [label, patch, message] of MALFORMED) {
      const response = await update(project.id, patch, w.client.headers);
      expect(response.statusCode, label).toBe(400);
      expect(response.json(), label).toEqual({ Error: message });
    }
    expect(await getProject(t, project.id)).toEqual(project);
  });

  it('lets the client save, submit and keep an approved status', async () => {
    const w = await projectWorld(t);
    const draft = await worldProject(t, w, {
      status: 'draft',
      areas: [],
      dateModified: '2020-01-01',
    });
    const partial = await update(draft.id, { name: 'Only a name' }, w.client.headers);
    expect(partial.statusCode).toBe(200);
    expect(partial.json()).toMatchObject({ name: 'Only a name', status: 'draft' });

    const missing = await update(
      draft.id,
      { name: 'Only a name', status: 'submitted', terms: [1], category: 'AI' },
      w.client.headers,
    );
    expect(missing.json()).toEqual({ Error: 'areas is required' });
    const asksApproval = await update(
      draft.id,
      { name: 'Only a name', status: 'available' },
      w.client.headers,
    );
    expect(asksApproval.json()).toEqual({ Error: PROJECT_MESSAGES.statusDraftOrSubmitted });

    const submitted = await update(draft.id, projectBody(), w.client.headers);
    expect(submitted.statusCode).toBe(200);
    const full = submitted.json();
    expect(full).toMatchObject({
      id: draft.id,
      status: 'submitted',
      course: w.course.id,
      date_modified: projectDate(DEFAULT_INSTITUTION.timeZone),
      date_created: draft.dateCreated,
      req_skills: 'React, PostgreSQL',
      clients: [{ id: w.client.id, email: w.client.email, company_name: 'Compilers Pty Ltd' }],
      groups: [],
    });

    const available = await availableProject(t, w);
    const kept = await update(available.id, projectBody({ status: 'draft' }), w.client.headers);
    expect(kept.json()).toMatchObject({ status: 'available', subcourse: w.sub.id });
    const incomplete = await update(available.id, { name: 'Kept', scope: '' }, w.client.headers);
    expect(incomplete.json()).toEqual({ Error: 'scope is required' });
  });

  it('checks the body as create does: a name always, every field for a submit', async () => {
    const w = await projectWorld(t);
    const project = await worldProject(t, w);
    const cases: [string, unknown, string][] = [
      ['empty body', {}, 'name is required'],
      ['null name', { name: null }, 'name is required'],
      ['blank name', { name: '   ' }, 'name is required'],
      ['no name, other fields', { scope: 'New scope', capacity: 2 }, 'name is required'],
      ['submit without scope', projectBody({ scope: null }), 'scope is required'],
      ['submit with null terms', projectBody({ terms: null }), 'terms is required'],
    ];
    for (const caller of [w.client, w.admin]) {
      for (const [label, body, message] of cases) {
        const response = await update(project.id, body, caller.headers);
        expect(response.statusCode, label).toBe(400);
        expect(response.json(), label).toEqual({ Error: message });
      }
    }
    expect(await getProject(t, project.id)).toEqual(project);
    const ok = await update(project.id, projectBody({ name: 'Whole body' }), w.client.headers);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ name: 'Whole body', status: 'submitted' });
  });

  it('lets a course admin edit any project of the course without changing its status', async () => {
    const w = await projectWorld(t);
    const project = await worldProject(t, w);
    const response = await update(
      project.id,
      { name: 'Staff edit', status: 'draft', capacity: 4 },
      w.admin.headers,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Staff edit', status: 'submitted', capacity: 4 });
    const moreTerms = await update(
      project.id,
      { name: 'Staff edit', terms: [2, 1] },
      w.admin.headers,
    );
    expect(moreTerms.statusCode).toBe(200);
    expect((await getProject(t, project.id))!.terms).toEqual([1, 2]);

    await t.db
      .update(courses)
      .set({ terms: [1, 2] })
      .where(eq(courses.id, w.course.id));
    const offTerm = await update(project.id, { name: 'Staff edit', terms: [3] }, w.admin.headers);
    expect(offTerm.statusCode).toBe(400);
    expect(offTerm.json()).toEqual({ Error: PROJECT_MESSAGES.termsNotOffered });
  });
});
