import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PROJECT_MESSAGES } from '@capstone/contracts';
import { ONLY_ADMINS, ONLY_STAFF, SUBCOURSE_NOT_FOUND } from '../../src/policies/subcourse.policy';
import { createGroup } from '../helpers/course-factories';
import {
  availableProject,
  projectWorld,
  worldProject,
  type ProjectWorld,
} from '../helpers/project-factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
type Project = Record<string, unknown> & { id: string };
const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url, headers });
const list = (payload: unknown, headers: Headers = {}) =>
  t.app.inject({ method: 'POST', url: '/api/projects/list', payload: payload as object, headers });

const PUBLIC_KEYS = [
  'areas',
  'background',
  'capacity',
  'category',
  'color',
  'date_created',
  'date_modified',
  'description',
  'id',
  'name',
  'outcomes',
  'proj_no',
  'req_skills',
  'scope',
  'status',
  'terms',
];
const STUDENT_KEYS = [...PUBLIC_KEYS, 'clients', 'groups', 'subcourse'].sort();
const FULL_KEYS = [
  ...STUDENT_KEYS,
  'attachments',
  'course',
  'is_allocated',
  'responses',
  'withdrawn',
].sort();
/** Staff of the project's subcourse also see its allocation settings. */
const SETTINGS_KEYS = [...FULL_KEYS, 'mentor', 'min_groups'].sort();
const keys = (p: Project) => Object.keys(p).sort();
/** The full view's keys for a caller who is (or is not) staff of subcourse `staffOf`. */
const fullKeys = (p: Project, staffOf: string | null) =>
  staffOf !== null && p.subcourse === staffOf ? SETTINGS_KEYS : FULL_KEYS;

/** A course with one project in every status, the available one allocated to a group. */
async function catalogue() {
  const w = await projectWorld(t);
  const available = await availableProject(t, w, {
    attachments: ['https://example.com/a.pdf'],
    responses: [{ question: 'q', answer: 'secret answer' }],
  });
  const group = await createGroup(t.db, w.sub.id, { name: 'H12A-Alpha', projectId: available.id });
  const unavailable = await availableProject(t, w, { status: 'unavailable', subcourseId: null });
  const submitted = await worldProject(t, w);
  const draft = await worldProject(t, w, { status: 'draft' });
  const othersProject = await availableProject(t, w);
  return { w, available, group, unavailable, submitted, draft, othersProject };
}

describe('POST /api/projects/list', () => {
  it('validates the body and any token sent', async () => {
    for (const body of [
      {},
      { projects: 'x' },
      { projects: [1] },
      { projects: Array(101).fill('a') },
    ]) {
      const response = await list(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ Error: PROJECT_MESSAGES.listOfIds });
    }
    const badToken = await list({ projects: [] }, { authorization: 'Bearer nope' });
    expect(badToken.statusCode).toBe(401);
    expect(badToken.json()).toEqual({ Error: MESSAGES.invalidToken });
  });

  it('answers each visible project in the caller’s view, in request order', async () => {
    const c = await catalogue();
    const { w } = c;
    const ids = [c.draft.id, c.available.id, 'nope', c.submitted.id, c.unavailable.id];

    const anonymous = (await list({ projects: ids })).json<Project[]>();
    expect(anonymous.map((p) => p.id)).toEqual([c.available.id]);
    expect(keys(anonymous[0]!)).toEqual(PUBLIC_KEYS);

    for (const caller of [w.foreignStudent, w.otherClient, w.foreignAdmin, w.foreignClient]) {
      const seen = (await list({ projects: ids }, caller.headers)).json<Project[]>();
      expect(seen.map((p) => p.id)).toEqual([c.available.id]);
      expect(keys(seen[0]!)).toEqual(PUBLIC_KEYS);
    }

    const student = (await list({ projects: ids }, w.student.headers)).json<Project[]>();
    expect(student.map((p) => p.id)).toEqual([c.available.id]);
    expect(keys(student[0]!)).toEqual(STUDENT_KEYS);
    expect(student[0]).toMatchObject({
      subcourse: w.sub.id,
      clients: [{ id: w.client.id, name: 'Grace Hopper', company_name: 'Compilers Pty Ltd' }],
      groups: [{ id: c.group.id, name: 'H12A-Alpha' }],
    });

    const reversed = [...ids].reverse();
    for (const caller of [w.client, w.admin, w.tutor]) {
      const full = (await list({ projects: reversed }, caller.headers)).json<Project[]>();
      expect(full.map((p) => p.id)).toEqual(reversed.filter((id) => id !== 'nope'));
      const staffOf = caller === w.client ? null : w.sub.id;
      for (const project of full) expect(keys(project)).toEqual(fullKeys(project, staffOf));
    }
    const [ownFull] = (await list({ projects: [c.available.id] }, w.client.headers)).json<
      Project[]
    >();
    expect(ownFull).toMatchObject({
      course: w.course.id,
      is_allocated: false,
      attachments: ['https://example.com/a.pdf'],
      responses: [{ question: 'q', answer: 'secret answer' }],
      clients: [{ id: w.client.id, email: w.client.email }],
    });
  });
});

describe('GET /api/projects/{subcourseId}', () => {
  it('walks the failure ladder', async () => {
    const { w } = await catalogue();
    const url = `/api/projects/${w.sub.id}`;
    expect((await get(url)).statusCode).toBe(401);
    for (const [path, caller] of [
      ['/api/projects/nope', w.admin],
      [url, w.foreignAdmin],
      [url, w.foreignStudent],
      [url, w.foreignClient],
    ] as const) {
      const response = await get(path, caller.headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ Error: SUBCOURSE_NOT_FOUND });
    }
    const asClient = await get(url, w.client.headers);
    expect(asClient.statusCode).toBe(403);
    expect(asClient.json()).toEqual({ Error: ONLY_STAFF });
  });

  it('lists available projects for students and every project of S for staff', async () => {
    const c = await catalogue();
    const url = `/api/projects/${c.w.sub.id}`;
    const student = (await get(url, c.w.student.headers)).json<Project[]>();
    expect(student.map((p) => p.id)).toEqual([c.available.id, c.othersProject.id]);
    for (const project of student) expect(keys(project)).toEqual(STUDENT_KEYS);
    for (const caller of [c.w.admin, c.w.tutor]) {
      const staff = (await get(url, caller.headers)).json<Project[]>();
      expect(staff.map((p) => p.id)).toEqual([
        c.available.id,
        c.unavailable.id,
        c.othersProject.id,
      ]);
      for (const project of staff) {
        expect(keys(project)).toEqual(fullKeys(project, c.w.sub.id));
      }
    }
  });
});

describe('GET /api/project/profile/{projectId}', () => {
  it('answers the project in the caller’s view or 404', async () => {
    const c = await catalogue();
    const { w } = c;
    const url = (id: string) => `/api/project/profile/${id}`;
    expect((await get(url(c.available.id))).statusCode).toBe(401);
    const notFound = { Error: PROJECT_MESSAGES.profileNotFound };
    for (const [id, caller] of [
      ['nope', w.admin],
      [c.draft.id, w.otherClient],
      [c.submitted.id, w.student],
      [c.unavailable.id, w.foreignAdmin],
    ] as const) {
      const response = await get(url(id), caller.headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
    const views: [ProjectWorld['admin'], string, string[]][] = [
      [w.foreignStudent, c.available.id, PUBLIC_KEYS],
      [w.otherClient, c.available.id, PUBLIC_KEYS],
      [w.student, c.available.id, STUDENT_KEYS],
      [w.client, c.draft.id, FULL_KEYS],
      [w.tutor, c.submitted.id, FULL_KEYS],
    ];
    for (const [caller, id, expected] of views) {
      const response = await get(url(id), caller.headers);
      expect(response.statusCode).toBe(200);
      expect(keys(response.json())).toEqual(expected);
    }
  });
});

describe('GET /api/client/projects', () => {
  it('requires both ids and answers each caller its view', async () => {
    const c = await catalogue();
    const { w } = c;
    const url = `/api/client/projects?clientId=${w.client.id}&courseId=${w.course.id}`;
    expect((await get(`/api/client/projects?courseId=${w.course.id}`)).json()).toEqual({
      Error: PROJECT_MESSAGES.clientIdRequired,
    });
    expect((await get(`/api/client/projects?clientId=${w.client.id}`)).json()).toEqual({
      Error: PROJECT_MESSAGES.courseIdRequired,
    });
    expect((await get(url, { authorization: 'Bearer nope' })).statusCode).toBe(401);

    const every = [c.available, c.unavailable, c.submitted, c.draft, c.othersProject]
      .sort((a, b) => a.projNo - b.projNo)
      .map((p) => p.id);
    const anonymous = (await get(url)).json<Project[]>();
    expect(anonymous.map((p) => p.id)).toEqual([c.available.id, c.othersProject.id]);
    for (const project of anonymous) expect(keys(project)).toEqual(PUBLIC_KEYS);
    for (const caller of [w.client, w.admin]) {
      const full = (await get(url, caller.headers)).json<Project[]>();
      expect(full.map((p) => p.id)).toEqual(every);
      const staffOf = caller === w.client ? null : w.sub.id;
      for (const project of full) expect(keys(project)).toEqual(fullKeys(project, staffOf));
    }
    const other = (await get(url, w.otherClient.headers)).json<Project[]>();
    expect(other.map((p) => p.id)).toEqual([c.available.id, c.othersProject.id]);
    const elsewhere = `/api/client/projects?clientId=${w.client.id}&courseId=${w.foreignCourse.id}`;
    expect((await get(elsewhere, w.client.headers)).json()).toEqual([]);
  });
});

describe('GET /api/unapproved/projects/{subcourseId}', () => {
  it('lists the submitted projects of the course for its admins only', async () => {
    const c = await catalogue();
    const { w } = c;
    const url = `/api/unapproved/projects/${w.sub.id}`;
    expect((await get(url)).statusCode).toBe(401);
    expect((await get('/api/unapproved/projects/nope', w.admin.headers)).statusCode).toBe(404);
    expect((await get(url, w.foreignAdmin.headers)).statusCode).toBe(404);
    expect((await get(url, w.tutor.headers)).json()).toEqual({ Error: ONLY_ADMINS });
    for (const caller of [w.student, w.client]) {
      expect((await get(url, caller.headers)).json()).toEqual({ Error: ONLY_STAFF });
    }
    const submittedToo = await worldProject(t, w, {}, [w.otherClient.id]);
    const response = await get(url, w.admin.headers);
    expect(response.statusCode).toBe(200);
    const rows = response.json<Project[]>();
    expect(rows.map((p) => p.id)).toEqual([c.submitted.id, submittedToo.id]);
    expect(keys(rows[1]!)).toEqual(FULL_KEYS);
    expect((rows[1]!.clients as unknown[]).length).toBe(2);
  });
});
