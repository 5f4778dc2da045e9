import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@capstone/contracts';
import { channelMembers, clients, groups } from '../../src/db/schema';
import {
  addStaff,
  applyAsClient,
  createCourse,
  createGroup,
  createSubcourse,
  enrol,
} from '../helpers/course-factories';
import { signedIn } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  availableProject,
  clientChannel,
  courseWithClient,
  get,
  projectOf,
} from './client-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ids = (body: { projects: { id: string }[] }) => body.projects.map((p) => p.id).sort();

/**
 * A verified client with projects in every status in course C (one available in S), one in a
 * second course D of another admin, plus the people who look at it.
 */
async function world() {
  const { admin, course, subcourse, client } = await courseWithClient(t, { verified: true });
  const available = await availableProject(t.db, course.id, subcourse.id, client.id);
  const draft = await projectOf(t.db, course.id, client.id, 'draft');
  const submitted = await projectOf(t.db, course.id, client.id, 'submitted');
  const unavailable = await projectOf(t.db, course.id, client.id, 'unavailable');
  const otherAdmin = await signedIn(t, 'staff');
  const otherCourse = await createCourse(t.db, otherAdmin.id);
  await createSubcourse(t.db, otherCourse);
  await applyAsClient(t.db, otherCourse.id, client.id);
  const elsewhere = await projectOf(t.db, otherCourse.id, client.id, 'submitted');
  const tutor = await signedIn(t, 'staff', { role: 'tutor' });
  await addStaff(t.db, subcourse.id, tutor.id, 'tutor', ['H12A']);
  const student = await signedIn(t, 'student');
  await enrol(t.db, subcourse.id, student.id);
  const projects = { available, draft, submitted, unavailable, elsewhere };
  return { admin, course, subcourse, client, otherAdmin, tutor, student, projects };
}

describe('GET /api/client/details/{id}: projects in each view', () => {
  it('self: every own project, any status and course', async () => {
    const w = await world();
    const body = (await get(t, `/api/client/details/${w.client.id}`, w.client.headers)).json();
    expect(body.user).toBe('client');
    expect(ids(body)).toEqual(
      Object.values(w.projects)
        .map((p) => p.id)
        .sort(),
    );
    expect(body.projects.find((p: { id: string }) => p.id === w.projects.draft.id)).toEqual({
      id: w.projects.draft.id,
      name: 'draft project',
      proj_no: w.projects.draft.projNo,
      category: '',
      areas: [],
      status: 'draft',
      capacity: 0,
      color: w.projects.draft.color,
    });
  });

  it('staff: the projects of the courses they staff, every status', async () => {
    const w = await world();
    const { available, draft, submitted, unavailable, elsewhere } = w.projects;
    for (const viewer of [w.admin, w.tutor]) {
      const response = await get(t, `/api/client/details/${w.client.id}`, viewer.headers);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).not.toHaveProperty('wishlist');
      expect(body.courses).toEqual([w.course.id]);
      expect(ids(body)).toEqual([available.id, draft.id, submitted.id, unavailable.id].sort());
    }
    const other = (await get(t, `/api/client/details/${w.client.id}`, w.otherAdmin.headers)).json();
    expect(ids(other)).toEqual([elsewhere.id]);
  });

  it('a student of S where it offers a project: the public view with available projects only', async () => {
    const w = await world();
    const response = await get(t, `/api/client/details/${w.client.id}`, w.student.headers);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(ids(body)).toEqual([w.projects.available.id]);
    expect(body).not.toHaveProperty('email');
    expect(body).not.toHaveProperty('phone');
    expect(body).not.toHaveProperty('company_abn');
    expect(body.company_name).toBe('Compilers Pty Ltd');
  });

  it('a member of a group allocated to its project: the contact view', async () => {
    const w = await world();
    const group = await createGroup(t.db, w.subcourse.id);
    const member = await signedIn(t, 'student');
    await enrol(t.db, w.subcourse.id, member.id, { groupId: group.id });
    await t.db
      .update(groups)
      .set({ projectId: w.projects.available.id })
      .where(eq(groups.id, group.id));
    const body = (await get(t, `/api/client/details/${w.client.id}`, member.headers)).json();
    expect(body).toMatchObject({ email: w.client.email, phone: '0412345678' });
    expect(body).not.toHaveProperty('company_abn');
    expect(ids(body)).toEqual([w.projects.available.id]);
  });

  it('a channel co-member sees the public view; anyone unrelated gets a 404', async () => {
    const w = await world();
    const unrelated = await signedIn(t, 'student');
    const unrelatedClient = await signedIn(t, 'client');
    for (const viewer of [unrelated, unrelatedClient]) {
      const response = await get(t, `/api/client/details/${w.client.id}`, viewer.headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ Error: MESSAGES.clientNotFound });
    }
    // A client with only drafts in another course, sharing a channel with the student.
    const quiet = await signedIn(t, 'client');
    await projectOf(t.db, w.course.id, quiet.id, 'draft');
    const channel = await clientChannel(t.db, w.subcourse.id, quiet.id, w.admin.id);
    expect((await get(t, `/api/client/details/${quiet.id}`, unrelated.headers)).statusCode).toBe(
      404,
    );
    await t.db
      .insert(channelMembers)
      .values({ channelId: channel.id, accountType: 'student', accountId: unrelated.id });
    const response = await get(t, `/api/client/details/${quiet.id}`, unrelated.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().projects).toEqual([]);
    expect(response.json()).not.toHaveProperty('email');
  });

  it('self view drops wishlist entries of projects it no longer owns', async () => {
    const w = await world();
    await t.db
      .update(clients)
      .set({
        wishlist: [
          { project: w.projects.draft.id, groups: ['g'] },
          { project: 'deleted-project', groups: [] },
        ],
      })
      .where(eq(clients.id, w.client.id));
    const body = (await get(t, `/api/client/details/${w.client.id}`, w.client.headers)).json();
    expect(body.wishlist).toEqual([{ project: w.projects.draft.id, groups: ['g'] }]);
  });
});

describe('GET /api/admin/allclients/{subcourseId}: projects limited to S', () => {
  it('lists each course client with its projects in S only', async () => {
    const w = await world();
    const later = await createSubcourse(t.db, w.course, { name: '2025T2', term: 2 });
    const other = await signedIn(t, 'client');
    await applyAsClient(t.db, w.course.id, other.id);
    const laterProject = await availableProject(t.db, w.course.id, later.id, other.id);
    const response = await get(t, `/api/admin/allclients/${w.subcourse.id}`, w.admin.headers);
    expect(response.statusCode).toBe(200);
    const rows = response.json() as { id: string; projects: { id: string; name: string }[] }[];
    expect(rows.find((r) => r.id === w.client.id)!.projects).toEqual([
      { id: w.projects.available.id, name: 'Available project' },
    ]);
    expect(rows.find((r) => r.id === other.id)!.projects).toEqual([]);
    const inLater = (await get(t, `/api/admin/allclients/${later.id}`, w.admin.headers)).json();
    expect(inLater.find((r: { id: string }) => r.id === other.id).projects).toEqual([
      { id: laterProject.id, name: 'Available project' },
    ]);
  });
});
