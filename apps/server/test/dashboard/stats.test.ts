import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@capstone/contracts';
import { ONLY_STAFF, SUBCOURSE_NOT_FOUND } from '../../src/policies/subcourse.policy';
import {
  addStaff,
  applyAsClient,
  createGroup,
  createSubcourse,
  enrol,
  signedInCourseAdmin,
} from '../helpers/course-factories';
import { signedIn } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createNamedClient, createNamedStudent, createProject } from './fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

async function course() {
  const created = await signedInCourseAdmin(t);
  return { ...created, url: `/api/admin/dashboard/${created.subcourse.id}` };
}

describe('GET /api/admin/dashboard/{subcourseId}', () => {
  it('needs a valid token', async () => {
    const { url } = await course();
    const missing = await get(url);
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ Error: MESSAGES.missingAuth });
    const bad = await get(url, { authorization: 'Bearer not-a-jwt' });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ Error: MESSAGES.invalidToken });
  });

  it('answers 404 to callers with no relation and for unknown ids', async () => {
    const { url } = await course();
    const other = await course(); // staff of another course, with a subcourse of their own
    const student = await signedIn(t, 'student');
    const client = await signedIn(t, 'client');
    for (const headers of [other.admin.headers, student.headers, client.headers]) {
      const response = await get(url, headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ Error: SUBCOURSE_NOT_FOUND });
    }
    const unknown = await get('/api/admin/dashboard/no-such-subcourse', other.admin.headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ Error: SUBCOURSE_NOT_FOUND });
  });

  it('refuses enrolled students and clients of the course with 403', async () => {
    const { parent, subcourse, url } = await course();
    const student = await signedIn(t, 'student');
    await enrol(t.db, subcourse.id, student.id);
    const client = await signedIn(t, 'client');
    await applyAsClient(t.db, parent.id, client.id);
    for (const headers of [student.headers, client.headers]) {
      const response = await get(url, headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ Error: ONLY_STAFF });
    }
  });

  it('counts an empty subcourse', async () => {
    const { admin, url } = await course();
    const response = await get(url, admin.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      number_students: 0,
      number_staff: 1,
      number_groups: 0,
      allocated_groups: 0,
      unallocated_groups: 0,
      verified_clients: 0,
      unverified_clients: 0,
      available_projects: 0,
      unavailable_projects: 0,
      submitted_projects: 0,
    });
  });

  it('counts per subcourse and per parent course, for admins and tutors alike', async () => {
    const { admin, parent, subcourse } = await course();
    const sibling = await createSubcourse(t.db, parent, { name: '2025T2', term: 2 });
    const tutor = await signedIn(t, 'staff', { role: 'tutor' });
    await addStaff(t.db, subcourse.id, tutor.id, 'tutor', ['H12A']);

    // clients: two verified and one unverified of C; one verified of another course
    const verified = await createNamedClient(t.db, { isVerified: true });
    const verified2 = await createNamedClient(t.db, { isVerified: true });
    const unverified = await createNamedClient(t.db);
    for (const c of [verified, verified2, unverified]) await applyAsClient(t.db, parent.id, c.id);
    const elsewhere = await course();
    const otherClient = await createNamedClient(t.db, { isVerified: true });
    await applyAsClient(t.db, elsewhere.parent.id, otherClient.id);

    // projects: S lists two available and one unavailable; the sibling one available;
    // C has two submitted and a draft; another course one submitted
    const p1 = await createProject(t.db, parent.id, {
      status: 'available',
      subcourseId: subcourse.id,
      clientIds: [verified.id],
    });
    const p2 = await createProject(t.db, parent.id, {
      status: 'available',
      subcourseId: subcourse.id,
    });
    await createProject(t.db, parent.id, { status: 'unavailable', subcourseId: subcourse.id });
    await createProject(t.db, parent.id, { status: 'available', subcourseId: sibling.id });
    await createProject(t.db, parent.id, { status: 'submitted' });
    await createProject(t.db, parent.id, { status: 'submitted' });
    await createProject(t.db, parent.id, { status: 'draft' });
    await createProject(t.db, elsewhere.parent.id, { status: 'submitted' });

    // groups of S: allocated with members, unallocated with a member, empty, allocated empty
    const allocated = await createGroup(t.db, subcourse.id, { projectId: p1.id });
    const unallocated = await createGroup(t.db, subcourse.id);
    await createGroup(t.db, subcourse.id);
    await createGroup(t.db, subcourse.id, { projectId: p2.id });
    const siblingGroup = await createGroup(t.db, sibling.id);

    const placements = [allocated.id, allocated.id, unallocated.id, null, null];
    for (const groupId of placements) {
      const student = await createNamedStudent(t.db, 'Student');
      await enrol(t.db, subcourse.id, student.id, { groupId });
    }
    const siblingStudent = await createNamedStudent(t.db, 'Sibling');
    await enrol(t.db, sibling.id, siblingStudent.id, { groupId: siblingGroup.id });

    const expected = {
      number_students: 5,
      number_staff: 2,
      number_groups: 4,
      allocated_groups: 2,
      unallocated_groups: 1,
      verified_clients: 2,
      unverified_clients: 1,
      available_projects: 2,
      unavailable_projects: 1,
      submitted_projects: 2,
    };
    for (const caller of [admin, tutor]) {
      const response = await get(`/api/admin/dashboard/${subcourse.id}`, caller.headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(expected);
    }
    const siblingStats = await get(`/api/admin/dashboard/${sibling.id}`, admin.headers);
    expect(siblingStats.json()).toEqual({
      number_students: 1,
      number_staff: 1,
      number_groups: 1,
      allocated_groups: 0,
      unallocated_groups: 1,
      verified_clients: 2,
      unverified_clients: 1,
      available_projects: 1,
      unavailable_projects: 0,
      submitted_projects: 2,
    });
  });
});
