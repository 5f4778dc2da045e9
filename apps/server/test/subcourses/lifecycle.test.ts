import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBCOURSE_MESSAGES } from '@capstone/contracts';
import {
  channelMembers,
  channels,
  projects,
  subcourseProjects,
  subcourses,
} from '../../src/db/schema';
import { ONLY_ADMINS, ONLY_STAFF } from '../../src/policies/subcourse.policy';
import {
  addStaff,
  applyAsClient,
  createCourse,
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

const call = (method: 'GET' | 'PUT', url: string, headers = {}) =>
  t.app.inject({ method, url, headers });

async function world() {
  const owner = await signedIn(t, 'staff');
  const tutor = await signedIn(t, 'staff', { role: 'tutor' });
  const student = await signedIn(t, 'student');
  const client = await signedIn(t, 'client');
  const otherAdmin = await signedIn(t, 'staff');
  const course = await createCourse(t.db, owner.id);
  const sub = await createSubcourse(t.db, course);
  const sibling = await createSubcourse(t.db, course, { term: 2 });
  await addStaff(t.db, sub.id, tutor.id, 'tutor', ['H12A']);
  await enrol(t.db, sub.id, student.id);
  await applyAsClient(t.db, course.id, client.id);
  await createSubcourse(t.db, await createCourse(t.db, otherAdmin.id));
  return { owner, tutor, student, client, otherAdmin, course, sub, sibling };
}

describe('subcourse lifecycle routes', () => {
  it('walk the failure ladder', async () => {
    const w = await world();
    const admin = ['PUT archive', 'PUT activate', 'GET activatable'];
    for (const route of [...admin, 'GET archive', 'GET active']) {
      const [method, action] = route.split(' ') as ['GET' | 'PUT', string];
      const url = `/api/subcourse/${w.sub.id}/${action}`;
      expect((await call(method, url)).statusCode, route).toBe(401);
      expect(
        (await call(method, `/api/subcourse/nope/${action}`, w.owner.headers)).statusCode,
      ).toBe(404);
      expect((await call(method, url, w.otherAdmin.headers)).statusCode, route).toBe(404);
      if (admin.includes(route)) {
        expect((await call(method, url, w.tutor.headers)).json(), route).toEqual({
          Error: ONLY_ADMINS,
        });
        expect((await call(method, url, w.student.headers)).json(), route).toEqual({
          Error: ONLY_STAFF,
        });
      }
    }
    expect(
      (await call('GET', `/api/subcourse/${w.sub.id}/archive`, w.student.headers)).json(),
    ).toEqual({
      Error: ONLY_STAFF,
    });
    expect(
      (await call('GET', `/api/subcourse/${w.sub.id}/active`, w.client.headers)).statusCode,
    ).toBe(404);
  });

  it('activates once, makes the term’s projects available and blocks siblings', async () => {
    const w = await world();
    const project = await createProject(t.db, w.course.id, [w.client.id], { terms: [1] });
    const laterApproved = await createProject(t.db, w.course.id, [w.client.id], { terms: [1, 2] });
    const otherTerm = await createProject(t.db, w.course.id, [w.client.id], { terms: [3] });
    await t.db.insert(subcourseProjects).values({ subcourseId: w.sub.id, projectId: project.id });
    const base = `/api/subcourse/${w.sub.id}`;

    expect((await call('GET', `${base}/activatable`, w.owner.headers)).json()).toEqual({
      activatable: true,
    });
    expect((await call('GET', `${base}/active`, w.student.headers)).json()).toEqual({
      active: false,
    });
    const response = await call('PUT', `${base}/activate`, w.owner.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
    expect((await call('GET', `${base}/active`, w.student.headers)).json()).toEqual({
      active: true,
    });
    expect((await call('GET', `${base}/activatable`, w.owner.headers)).json()).toEqual({
      activatable: false,
    });
    const again = await call('PUT', `${base}/activate`, w.owner.headers);
    expect(again.json()).toEqual({ Error: SUBCOURSE_MESSAGES.alreadyActive });

    const rows = await t.db.select().from(projects).where(eq(projects.courseId, w.course.id));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(project.id)).toMatchObject({ status: 'available', subcourseId: w.sub.id });
    expect(byId.get(laterApproved.id)).toMatchObject({
      status: 'available',
      subcourseId: w.sub.id,
    });
    expect(byId.get(otherTerm.id)).toMatchObject({ status: 'unavailable', subcourseId: null });

    // The client of the newly offered projects gets its channel in S with the course admin.
    const clientChannels = await t.db
      .select({ id: channels.id, clientId: channels.clientId })
      .from(channels)
      .where(eq(channels.subcourseId, w.sub.id));
    const own = clientChannels.filter((c) => c.clientId === w.client.id);
    expect(own).toHaveLength(1);
    const members = await t.db
      .select({ type: channelMembers.accountType, id: channelMembers.accountId })
      .from(channelMembers)
      .where(eq(channelMembers.channelId, own[0]!.id));
    expect(members).toEqual(
      expect.arrayContaining([
        { type: 'client', id: w.client.id },
        { type: 'staff', id: w.owner.id },
      ]),
    );

    const siblingUrl = `/api/subcourse/${w.sibling.id}`;
    expect((await call('GET', `${siblingUrl}/activatable`, w.owner.headers)).json()).toEqual({
      activatable: false,
    });
    const sibling = await call('PUT', `${siblingUrl}/activate`, w.owner.headers);
    expect(sibling.statusCode).toBe(400);
    expect(sibling.json()).toEqual({ Error: SUBCOURSE_MESSAGES.oneActivePerCourse });
  });

  it('lets one of two siblings activated at once win', async () => {
    const w = await world();
    const results = await Promise.all([
      call('PUT', `/api/subcourse/${w.sub.id}/activate`, w.owner.headers),
      call('PUT', `/api/subcourse/${w.sibling.id}/activate`, w.owner.headers),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.statusCode === 400)?.json()).toEqual({
      Error: SUBCOURSE_MESSAGES.oneActivePerCourse,
    });
    const active = await t.db
      .select()
      .from(subcourses)
      .where(eq(subcourses.parentCourseId, w.course.id));
    expect(active.filter((s) => s.isActive)).toHaveLength(1);
  });

  it('archives irreversibly; projects leave S; the parent course becomes archived', async () => {
    const w = await world();
    const project = await createProject(t.db, w.course.id, [w.client.id], { terms: [1] });
    await call('PUT', `/api/subcourse/${w.sub.id}/activate`, w.owner.headers);
    const base = `/api/subcourse/${w.sub.id}`;
    expect((await call('GET', `${base}/archive`, w.tutor.headers)).json()).toEqual({
      archived: false,
    });
    const response = await call('PUT', `${base}/archive`, w.owner.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
    expect((await call('GET', `${base}/archive`, w.tutor.headers)).json()).toEqual({
      archived: true,
    });
    expect((await call('GET', `${base}/active`, w.student.headers)).json()).toEqual({
      active: false,
    });
    const [row] = await t.db.select().from(projects).where(eq(projects.id, project.id));
    expect(row).toMatchObject({ status: 'unavailable', subcourseId: null });
    expect((await call('PUT', `${base}/archive`, w.owner.headers)).json()).toEqual({
      Error: SUBCOURSE_MESSAGES.alreadyArchived,
    });
    expect((await call('PUT', `${base}/activate`, w.owner.headers)).json()).toEqual({
      Error: SUBCOURSE_MESSAGES.archivedCannotActivate,
    });
    expect((await call('GET', `${base}/activatable`, w.owner.headers)).json()).toEqual({
      activatable: false,
    });

    const details = `/api/course/details/${w.course.id}`;
    expect((await call('GET', details)).json().is_archived).toBe(false);
    await call('PUT', `/api/subcourse/${w.sibling.id}/archive`, w.owner.headers);
    expect((await call('GET', details)).json().is_archived).toBe(true);
  });
});
