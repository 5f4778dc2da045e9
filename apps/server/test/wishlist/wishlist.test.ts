import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, STUDENT_MESSAGES } from '@capstone/contracts';
import { enrolments, projects, subcourses } from '../../src/db/schema';
import {
  addStaff,
  createCourse,
  createGroup,
  createSubcourse,
  enrol,
} from '../helpers/course-factories';
import { signedIn } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  availableProject,
  courseWithClient,
  get,
  projectOf,
  put,
} from '../clients/client-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const add = (payload: unknown, headers: Record<string, string> = {}) =>
  put(t, '/api/student/update/wishlist', payload, headers);
const remove = (payload: unknown, headers: Record<string, string> = {}) =>
  put(t, '/api/student/remove/wishlist', payload, headers);

/** An active subcourse with two available projects, a draft, and people around it. */
async function world() {
  const { admin, course, subcourse, client } = await courseWithClient(t, { verified: true });
  const first = await availableProject(t.db, course.id, subcourse.id, client.id, { name: 'First' });
  const second = await availableProject(t.db, course.id, subcourse.id, client.id, {
    name: 'Second',
  });
  const draft = await projectOf(t.db, course.id, client.id, 'draft');
  const group = await createGroup(t.db, subcourse.id);
  const student = await signedIn(t, 'student');
  await enrol(t.db, subcourse.id, student.id, { groupId: group.id });
  const mate = await signedIn(t, 'student');
  await enrol(t.db, subcourse.id, mate.id, { groupId: group.id });
  const classmate = await signedIn(t, 'student');
  await enrol(t.db, subcourse.id, classmate.id);
  const tutor = await signedIn(t, 'staff', { role: 'tutor' });
  await addStaff(t.db, subcourse.id, tutor.id, 'tutor', ['H12A']);
  const otherAdmin = await signedIn(t, 'staff');
  const otherSub = await createSubcourse(t.db, await createCourse(t.db, otherAdmin.id), {
    isActive: true,
  });
  const outsider = await signedIn(t, 'student');
  await enrol(t.db, otherSub.id, outsider.id);
  const otherClient = await signedIn(t, 'client');
  return {
    admin,
    course,
    subcourse,
    client,
    first,
    second,
    draft,
    student,
    mate,
    classmate,
    tutor,
    otherAdmin,
    otherSub,
    outsider,
    otherClient,
  };
}

const wishlistOf = async (subcourseId: string, studentId: string) =>
  (
    await t.db
      .select({ wishlist: enrolments.wishlist })
      .from(enrolments)
      .where(and(eq(enrolments.subcourseId, subcourseId), eq(enrolments.studentId, studentId)))
  )[0]!.wishlist;

describe.each([
  ['update', add],
  ['remove', remove],
] as const)('PUT /api/student/%s/wishlist: failure ladder', (_name, call) => {
  it('401, then 400 for malformed bodies', async () => {
    const w = await world();
    const good = { project_id: w.first.id, subcourse_id: w.subcourse.id };
    expect((await call(good)).json()).toEqual({ Error: MESSAGES.missingAuth });
    const cases: [unknown, string][] = [
      [{}, 'Missing required fields: project_id'],
      [{ subcourse_id: w.subcourse.id }, 'Missing required fields: project_id'],
      [{ project_id: w.first.id }, 'Missing required fields: subcourse_id'],
      [{ ...good, project_id: null }, 'Missing required fields: project_id'],
      [{ ...good, project_id: '' }, 'Missing required fields: project_id'],
      [{ ...good, project_id: 7 }, 'project_id must be a string'],
      [{ ...good, subcourse_id: { id: 1 } }, 'subcourse_id must be a string'],
      [{ ...good, project_id: 'x'.repeat(1_000_000) }, 'project_id must be an id'],
    ];
    for (const [body, message] of cases) {
      const response = await call(body, w.student.headers);
      expect(response.statusCode, message).toBe(400);
      expect(response.json(), message).toEqual({ Error: message });
    }
    for (const raw of ['null', '[]', '{"project_id":']) {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/student/${_name}/wishlist`,
        headers: { ...w.student.headers, 'content-type': 'application/json' },
        payload: raw,
      });
      expect(response.statusCode, raw).toBe(400);
      expect(response.json(), raw).toHaveProperty('Error');
    }
    expect(await wishlistOf(w.subcourse.id, w.student.id)).toEqual([]);
  });

  it('403 for other account types and students of another subcourse; 404 for unknown subcourses', async () => {
    const w = await world();
    const good = { project_id: w.first.id, subcourse_id: w.subcourse.id };
    for (const caller of [w.admin, w.tutor, w.client, w.otherClient, w.otherAdmin]) {
      const response = await call(good, caller.headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ Error: 'This route is for student accounts' });
    }
    const outsider = await call(good, w.outsider.headers);
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json()).toEqual({ Error: STUDENT_MESSAGES.notEnrolled });
    const unknown = await call({ ...good, subcourse_id: 'no-such-subcourse' }, w.student.headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ Error: STUDENT_MESSAGES.subcourseNotFound });
  });

  it('400 while the subcourse is archived or not active', async () => {
    const w = await world();
    const good = { project_id: w.first.id, subcourse_id: w.subcourse.id };
    await t.db.update(subcourses).set({ isActive: false }).where(eq(subcourses.id, w.subcourse.id));
    const inactive = await call(good, w.student.headers);
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json()).toEqual({ Error: STUDENT_MESSAGES.subcourseNotActive });
    await t.db
      .update(subcourses)
      .set({ isArchived: true })
      .where(eq(subcourses.id, w.subcourse.id));
    const archived = await call(good, w.student.headers);
    expect(archived.statusCode).toBe(400);
    expect(archived.json()).toEqual({ Error: STUDENT_MESSAGES.subcourseArchived });
    expect(await wishlistOf(w.subcourse.id, w.student.id)).toEqual([]);
  });
});

describe('PUT /api/student/update/wishlist and /remove/wishlist: success', () => {
  it('adds available projects once each, in order, and removes them without errors', async () => {
    const w = await world();
    const body = (project: { id: string }) => ({
      project_id: project.id,
      subcourse_id: w.subcourse.id,
      unknown: 'ignored',
    });
    for (const project of [w.second, w.first, w.second]) {
      const response = await add(body(project), w.student.headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: STUDENT_MESSAGES.wishlistUpdated });
    }
    expect(await wishlistOf(w.subcourse.id, w.student.id)).toEqual([w.second.id, w.first.id]);
    // Nobody else's wishlist moved.
    expect(await wishlistOf(w.subcourse.id, w.mate.id)).toEqual([]);

    const removed = await remove(body(w.second), w.student.headers);
    expect(removed.json()).toEqual({ message: STUDENT_MESSAGES.wishlistUpdated });
    expect(await wishlistOf(w.subcourse.id, w.student.id)).toEqual([w.first.id]);
    const absent = await remove(body(w.second), w.student.headers);
    expect(absent.statusCode).toBe(200);
    const unknown = await remove(
      { project_id: 'never-existed', subcourse_id: w.subcourse.id },
      w.student.headers,
    );
    expect(unknown.statusCode).toBe(200);
    expect(await wishlistOf(w.subcourse.id, w.student.id)).toEqual([w.first.id]);
  });

  it('404 for a project that is not available in S', async () => {
    const w = await world();
    const elsewhere = await availableProject(t.db, w.course.id, w.otherSub.id, w.client.id);
    for (const id of [w.draft.id, elsewhere.id, 'no-such-project']) {
      const response = await add(
        { project_id: id, subcourse_id: w.subcourse.id },
        w.student.headers,
      );
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ Error: STUDENT_MESSAGES.projectNotFound });
    }
    expect(await wishlistOf(w.subcourse.id, w.student.id)).toEqual([]);
  });

  it('never lists a project twice, however many adds arrive at once', async () => {
    const w = await world();
    const body = { project_id: w.first.id, subcourse_id: w.subcourse.id };
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => add(body, w.student.headers)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await wishlistOf(w.subcourse.id, w.student.id)).toEqual([w.first.id]);
    // Concurrent adds of different projects all land.
    await Promise.all([
      add({ ...body, project_id: w.second.id }, w.mate.headers),
      add(body, w.mate.headers),
    ]);
    expect([...(await wishlistOf(w.subcourse.id, w.mate.id))].sort()).toEqual(
      [w.first.id, w.second.id].sort(),
    );
  });
});

describe('GET /api/student/liked/{projectId}/{subcourseId}', () => {
  it('walks the ladder and reports the caller’s own heart', async () => {
    const w = await world();
    const url = (projectId: string, subcourseId = w.subcourse.id) =>
      `/api/student/liked/${projectId}/${subcourseId}`;
    expect((await get(t, url(w.first.id))).statusCode).toBe(401);
    for (const caller of [w.admin, w.client]) {
      const response = await get(t, url(w.first.id), caller.headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ Error: 'This route is for student accounts' });
    }
    const outsider = await get(t, url(w.first.id), w.outsider.headers);
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json()).toEqual({ Error: STUDENT_MESSAGES.notEnrolled });
    const unknown = await get(t, url(w.first.id, 'no-such-subcourse'), w.student.headers);
    expect(unknown.statusCode).toBe(404);

    expect((await get(t, url(w.first.id), w.student.headers)).json()).toEqual({ liked: false });
    await add({ project_id: w.first.id, subcourse_id: w.subcourse.id }, w.student.headers);
    expect((await get(t, url(w.first.id), w.student.headers)).json()).toEqual({ liked: true });
    expect((await get(t, url(w.second.id), w.student.headers)).json()).toEqual({ liked: false });
    expect((await get(t, url(w.first.id), w.mate.headers)).json()).toEqual({ liked: false });
    expect((await get(t, url('no-such-project'), w.student.headers)).json()).toEqual({
      liked: false,
    });
  });
});

describe('GET /api/student/wishlist/{subcourseId}/{studentId}', () => {
  it('walks the ladder: 401, 404 unrelated, 403 classmates and clients', async () => {
    const w = await world();
    const url = `/api/student/wishlist/${w.subcourse.id}/${w.student.id}`;
    expect((await get(t, url)).statusCode).toBe(401);
    for (const caller of [w.outsider, w.otherAdmin, w.otherClient]) {
      const response = await get(t, url, caller.headers);
      expect(response.statusCode).toBe(404);
    }
    const classmate = await get(t, url, w.classmate.headers);
    expect(classmate.statusCode).toBe(403);
    expect(classmate.json()).toEqual({ Error: STUDENT_MESSAGES.notGroupMember });
    const client = await get(t, url, w.client.headers);
    expect(client.statusCode).toBe(403);
    expect(client.json()).toEqual({ Error: MESSAGES.onlyCourseStaff });
    const notEnrolled = await get(
      t,
      `/api/student/wishlist/${w.subcourse.id}/${w.outsider.id}`,
      w.admin.headers,
    );
    expect(notEnrolled.statusCode).toBe(404);
    expect(notEnrolled.json()).toEqual({ Error: STUDENT_MESSAGES.studentNotFound });
    // Two students without a group are not group-mates.
    const ungrouped = await get(
      t,
      `/api/student/wishlist/${w.subcourse.id}/${w.classmate.id}`,
      w.outsider.headers,
    );
    expect(ungrouped.statusCode).toBe(404);
  });

  it('shows the student, group-mates and staff the wishlist as cards in the order added', async () => {
    const w = await world();
    const url = `/api/student/wishlist/${w.subcourse.id}/${w.student.id}`;
    const empty = await get(t, url, w.student.headers);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([{ id: w.student.id, name: 'Ada Lovelace', wishlist: [] }]);

    for (const project of [w.second, w.first]) {
      await add({ project_id: project.id, subcourse_id: w.subcourse.id }, w.student.headers);
    }
    const card = (p: typeof w.first) => ({
      id: p.id,
      name: p.name,
      proj_no: p.projNo,
      category: '',
      areas: [],
      status: 'available',
      capacity: 0,
      color: p.color,
    });
    for (const viewer of [w.student, w.mate, w.admin, w.tutor]) {
      const response = await get(t, url, viewer.headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        { id: w.student.id, name: 'Ada Lovelace', wishlist: [card(w.second), card(w.first)] },
      ]);
    }
    expect((await get(t, url, w.mate.headers)).body).not.toContain(w.student.email);

    // Removed from the term: students no longer see it, staff still do with its status.
    await t.db
      .update(projects)
      .set({ status: 'unavailable', subcourseId: null })
      .where(eq(projects.id, w.second.id));
    const forMate = (await get(t, url, w.mate.headers)).json();
    expect(forMate[0].wishlist.map((p: { id: string }) => p.id)).toEqual([w.first.id]);
    const forStaff = (await get(t, url, w.admin.headers)).json();
    expect(forStaff[0].wishlist.map((p: { status: string }) => p.status)).toEqual([
      'unavailable',
      'available',
    ]);
  });
});
