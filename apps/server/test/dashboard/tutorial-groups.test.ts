import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, routeIsForRole } from '@capstone/contracts';
import { SUBCOURSE_NOT_FOUND } from '../../src/policies/subcourse.policy';
import { addStaff, createGroup, enrol, signedInCourseAdmin } from '../helpers/course-factories';
import { signedIn } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

async function course() {
  const created = await signedInCourseAdmin(t);
  return { ...created, url: `/api/staff/${created.subcourse.id}/tutorial/groups` };
}

describe('GET /api/staff/{subcourseId}/tutorial/groups', () => {
  it('needs a valid token', async () => {
    const { url } = await course();
    const response = await get(url);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ Error: MESSAGES.missingAuth });
  });

  it('is for staff accounts only and hides the subcourse from unrelated staff', async () => {
    const { subcourse, url } = await course();
    const student = await signedIn(t, 'student');
    await enrol(t.db, subcourse.id, student.id);
    const forbidden = await get(url, student.headers);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ Error: routeIsForRole('staff') });

    const other = await course();
    for (const target of [url, '/api/staff/no-such-subcourse/tutorial/groups']) {
      const response = await get(target, other.admin.headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ Error: SUBCOURSE_NOT_FOUND });
    }
  });

  it('maps each of the caller’s tutorials to its groups by name', async () => {
    const { admin, subcourse, url } = await course();
    const tutor = await signedIn(t, 'staff', { role: 'tutor' });
    await addStaff(t.db, subcourse.id, tutor.id, 'tutor', ['H12A', 'W09B', 'F10C']);
    const b = await createGroup(t.db, subcourse.id, { name: 'H12A-beta', tutorial: 'H12A' });
    const a = await createGroup(t.db, subcourse.id, { name: 'H12A-alpha', tutorial: 'H12A' });
    const w = await createGroup(t.db, subcourse.id, { name: 'W09B-one', tutorial: 'W09B' });
    await createGroup(t.db, subcourse.id, { name: 'T11-other', tutorial: 'T11' });
    const elsewhere = await course();
    await createGroup(t.db, elsewhere.subcourse.id, { name: 'H12A-elsewhere', tutorial: 'H12A' });

    const response = await get(url, tutor.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ H12A: [a.id, b.id], W09B: [w.id], F10C: [] });

    const adminView = await get(url, admin.headers);
    expect(adminView.statusCode).toBe(200);
    expect(adminView.json()).toEqual({});
  });
});
