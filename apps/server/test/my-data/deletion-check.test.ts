import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FRESH_SIGN_IN_MINUTES,
  MESSAGES,
  MY_DATA_MESSAGES as M,
  routeIsForRole,
} from '@capstone/contracts';
import { subcourseProjects, subcourses } from '../../src/db/schema';
import { createProject, signedInCourseAdmin } from '../helpers/course-factories';
import { expectError } from '../helpers/expect-error';
import { PASSWORD, signedIn } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { passwordlessStudent, person, tokenIssuedAgo } from './my-data-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const check = (headers: Record<string, string>, role = 'student') =>
  t.app.inject({ method: 'GET', url: `/api/${role}/me/deletion`, headers });
const deleteMe = (headers: Record<string, string>, role: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/${role}/me`,
    headers,
    payload: { password: PASSWORD },
  });

describe('GET /api/{role}/me/deletion: the failure ladder', () => {
  it('401 without a token or for a deleted account, 400 for an unknown role, 403 on another role', async () => {
    expectError(
      await t.app.inject({ method: 'GET', url: '/api/student/me/deletion' }),
      401,
      MESSAGES.missingAuth,
    );
    const student = await signedIn(t, 'student');
    expect((await check(student.headers, 'admin')).statusCode).toBe(400);
    expectError(await check(student.headers, 'client'), 403, routeIsForRole('client'));

    expect((await deleteMe(student.headers, 'student')).statusCode).toBe(200);
    expect((await check(student.headers)).statusCode).toBe(401);
  });

  it('403 for staff, as the deletion itself', async () => {
    const staff = await signedIn(t, 'staff');
    expectError(await check(staff.headers, 'staff'), 403, M.staffCannotDelete);
  });
});

describe('GET /api/{role}/me/deletion: what the dialog asks for', () => {
  it('a password account: its password, nothing blocking', async () => {
    const student = await signedIn(t, 'student');
    const answer = await check(student.headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      has_password: true,
      recent_sign_in_until: null,
      blocked_by: [],
    });
  });

  it('an account without a password: until when its sign-in is recent enough, then null', async () => {
    const sso = await passwordlessStudent(t);
    const before = Date.now();
    const fresh = await check(bearer(await tokenIssuedAgo('student', sso.id, 1)));
    expect(fresh.statusCode).toBe(200);
    const body = fresh.json<{ has_password: boolean; recent_sign_in_until: string }>();
    expect(body.has_password).toBe(false);
    // Issued a minute ago: recent for the rest of the window.
    const left = Date.parse(body.recent_sign_in_until) - before;
    expect(left).toBeGreaterThanOrEqual((FRESH_SIGN_IN_MINUTES - 1) * 60_000);
    expect(left).toBeLessThan((FRESH_SIGN_IN_MINUTES - 1) * 60_000 + 5_000);

    const stale = await tokenIssuedAgo('student', sso.id, FRESH_SIGN_IN_MINUTES + 1);
    expect((await check(bearer(stale))).json()).toEqual({
      has_password: false,
      recent_sign_in_until: null,
      blocked_by: [],
    });
  });

  it('a client: the projects of running offerings that refuse the deletion, before it is tried', async () => {
    const { parent, subcourse } = await signedInCourseAdmin(t, { isActive: true });
    const other = await signedInCourseAdmin(t, { isActive: true });
    const archived = await signedInCourseAdmin(t, { isActive: false, isArchived: true });
    const client = await person(t, 'client');
    const available = await createProject(t.db, parent.id, [client.id], {
      name: 'Ocean Sensors',
      subcourseId: subcourse.id,
      status: 'available',
    });
    // Offered to another running offering through its project list.
    const offered = await createProject(t.db, other.parent.id, [client.id], {
      name: 'Bridge Monitor',
      status: 'unavailable',
    });
    await t.db
      .insert(subcourseProjects)
      .values({ subcourseId: other.subcourse.id, projectId: offered.id });
    // Neither a draft nor a project of an archived offering holds the account.
    await createProject(t.db, parent.id, [client.id], { name: 'Draft Idea', status: 'draft' });
    await createProject(t.db, archived.parent.id, [client.id], {
      name: 'Old Work',
      subcourseId: archived.subcourse.id,
      status: 'available',
    });

    const answer = await check(client.headers, 'client');
    expect(answer.statusCode).toBe(200);
    const body = answer.json<{ has_password: boolean; blocked_by: unknown[] }>();
    expect(body.has_password).toBe(true);
    const offering = (s: typeof subcourse) => ({ id: s.id, code: s.code, name: s.name });
    expect(body.blocked_by).toHaveLength(2);
    expect(body.blocked_by).toEqual(
      expect.arrayContaining([
        { project: { id: available.id, name: 'Ocean Sensors' }, offering: offering(subcourse) },
        {
          project: { id: offered.id, name: 'Bridge Monitor' },
          offering: offering(other.subcourse),
        },
      ]),
    );
    // The deletion agrees.
    expectError(await deleteMe(client.headers, 'client'), 409, M.clientHasActiveProjects);

    // Once both offerings are archived nothing blocks, and the deletion goes through.
    for (const id of [subcourse.id, other.subcourse.id]) {
      await t.db
        .update(subcourses)
        .set({ isActive: false, isArchived: true })
        .where(eq(subcourses.id, id));
    }
    expect((await check(client.headers, 'client')).json()).toMatchObject({ blocked_by: [] });
    expect((await deleteMe(client.headers, 'client')).statusCode).toBe(200);
  });
});
