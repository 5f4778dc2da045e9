import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PROJECT_MESSAGES } from '@capstone/contracts';
import { subcourses } from '../../src/db/schema';
import { ONLY_ADMINS, ONLY_STAFF } from '../../src/policies/subcourse.policy';
import { createGroup, createSubcourse } from '../helpers/course-factories';
import {
  availableProject,
  clientChannels,
  getProject,
  outcomeMails,
  projectWorld,
  subcourseClientIds,
  subcourseProjectIds,
  worldProject,
  type ProjectWorld,
} from '../helpers/project-factories';
import { createTestApp, failableOutbox, type TestApp } from '../helpers/test-app';

let t: TestApp;
const outbox = failableOutbox();
beforeAll(async () => {
  t = await createTestApp({ mailer: outbox.mailer });
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const call = (method: 'PUT' | 'DELETE', url: string, headers: Headers = {}, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const approve = (p: string, s: string, headers?: Headers, body?: unknown) =>
  call('PUT', `/api/project/approve/${p}/${s}`, headers, body);
const reject = (p: string, headers?: Headers) => call('PUT', `/api/project/reject/${p}`, headers);
const remove = (p: string, s: string, headers?: Headers, body?: unknown) =>
  call('DELETE', `/api/project/unapprove/${p}/${s}`, headers, body);

/** The subcourse-scoped ladder approve and remove share, up to the project's own 404. */
async function subcourseLadder(
  w: ProjectWorld,
  route: typeof approve,
  projectId: string,
  messages: { subcourse: string; project: string },
) {
  expect((await route(projectId, w.sub.id)).json()).toEqual({ Error: MESSAGES.missingAuth });
  const mismatch = await route(projectId, w.sub.id, w.admin.headers, { project_id: 'other' });
  expect(mismatch.statusCode).toBe(400);
  expect(mismatch.json()).toEqual({ Error: PROJECT_MESSAGES.pathMismatch });
  const wrongType = await route(projectId, w.sub.id, w.admin.headers, { subcourse_id: 5 });
  expect(wrongType.json()).toEqual({ Error: 'subcourse_id must be a string' });
  for (const caller of [w.admin, w.foreignAdmin, w.foreignClient]) {
    const sub = caller === w.admin ? 'nope' : w.sub.id;
    const response = await route(projectId, sub, caller.headers);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ Error: messages.subcourse });
  }
  expect((await route(projectId, w.sub.id, w.tutor.headers)).json()).toEqual({
    Error: ONLY_ADMINS,
  });
  for (const caller of [w.student, w.client]) {
    const response = await route(projectId, w.sub.id, caller.headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ Error: ONLY_STAFF });
  }
  const foreignProject = await worldProject(t, { ...w, course: w.foreignCourse });
  for (const id of ['nope', foreignProject.id]) {
    const response = await route(id, w.sub.id, w.admin.headers);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ Error: messages.project });
  }
}

describe('PUT /api/project/approve/{projectId}/{subcourseId}', () => {
  const messages = {
    subcourse: PROJECT_MESSAGES.approveSubcourseNotFound,
    project: PROJECT_MESSAGES.approveNotFound,
  };

  it('walks the failure ladder', async () => {
    const w = await projectWorld(t);
    const project = await worldProject(t, w);
    await subcourseLadder(w, approve, project.id, messages);
    const draft = await worldProject(t, w, { status: 'draft' });
    const notSubmitted = await approve(draft.id, w.sub.id, w.admin.headers);
    expect(notSubmitted.statusCode).toBe(400);
    expect(notSubmitted.json()).toEqual({ Error: PROJECT_MESSAGES.notAwaitingApproval });
    const archived = await createSubcourse(t.db, w.course, { term: 2, isArchived: true });
    const onArchived = await approve(project.id, archived.id, w.admin.headers);
    expect(onArchived.statusCode).toBe(400);
    expect(onArchived.json()).toEqual({ Error: PROJECT_MESSAGES.subcourseArchived });
    expect((await getProject(t, project.id))!.status).toBe('submitted');
    expect(await outcomeMails(t, w.client.email)).toHaveLength(0);
  });

  it('makes a project of the term available in S with its clients and channels', async () => {
    const w = await projectWorld(t);
    const project = await worldProject(t, w, { name: 'Room <finder>' }, [w.otherClient.id]);
    const response = await approve(project.id, w.sub.id, w.admin.headers, {
      project_id: project.id,
      subcourse_id: w.sub.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: project.id,
      status: 'available',
      subcourse: w.sub.id,
      course: w.course.id,
    });
    expect(
      response
        .json()
        .clients.map((c: { id: string }) => c.id)
        .sort(),
    ).toEqual([w.client.id, w.otherClient.id].sort());
    expect(await subcourseProjectIds(t, w.sub.id)).toEqual([project.id]);
    expect(await subcourseClientIds(t, w.sub.id)).toEqual([w.client.id, w.otherClient.id].sort());
    // Both clients are called Grace Hopper: the second channel is told apart by company.
    const channels = await clientChannels(t, w.sub.id);
    expect(channels.map((c) => c.name).sort()).toEqual([
      'Grace Hopper',
      'Grace Hopper (Compilers Pty Ltd)',
    ]);
    for (const client of [w.client, w.otherClient]) {
      const channel = channels.find((c) => c.clientId === client.id)!;
      expect(channel.members).toEqual([`client:${client.id}`, `staff:${w.admin.id}`].sort());
      const [mail] = await outcomeMails(t, client.email);
      expect(mail!.text).toContain('has been accepted');
      expect(mail!.text).toContain('visible to the students');
      expect(mail!.text).toContain(`/project/${project.id}/view`);
      expect(mail!.html).not.toContain('<finder>');
    }

    // A second project of the same client reuses its channel.
    const second = await worldProject(t, w);
    expect((await approve(second.id, w.sub.id, w.admin.headers)).statusCode).toBe(200);
    expect(await clientChannels(t, w.sub.id)).toHaveLength(2);
    expect(await subcourseProjectIds(t, w.sub.id)).toEqual([project.id, second.id].sort());
  });

  it('leaves a project of other terms unavailable and outside S', async () => {
    const w = await projectWorld(t);
    const project = await worldProject(t, w, { terms: [2, 3] });
    const response = await approve(project.id, w.sub.id, w.admin.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'unavailable', subcourse: null });
    expect(await subcourseProjectIds(t, w.sub.id)).toEqual([]);
    expect(await subcourseClientIds(t, w.sub.id)).toEqual([]);
    expect(await clientChannels(t, w.sub.id)).toEqual([]);
    const [mail] = await outcomeMails(t, w.client.email);
    expect(mail!.text).toContain('is not offered in');
  });

  it('lets exactly one of five simultaneous approvals win', async () => {
    const w = await projectWorld(t);
    const project = await worldProject(t, w);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => approve(project.id, w.sub.id, w.admin.headers)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
    expect(await outcomeMails(t, w.client.email)).toHaveLength(1);
    expect(await clientChannels(t, w.sub.id)).toHaveLength(1);
  });

  it('still succeeds when the email fails', async () => {
    const w = await projectWorld(t);
    const project = await worldProject(t, w);
    outbox.failing = true;
    try {
      expect((await approve(project.id, w.sub.id, w.admin.headers)).statusCode).toBe(200);
      await t.app.outbox.drain();
    } finally {
      outbox.failing = false;
    }
    expect((await getProject(t, project.id))!.status).toBe('available');
  });
});

describe('PUT /api/project/reject/{projectId}', () => {
  it('walks the failure ladder', async () => {
    const w = await projectWorld(t);
    const project = await worldProject(t, w);
    expect((await reject(project.id)).statusCode).toBe(401);
    const notFound = { Error: PROJECT_MESSAGES.rejectNotFound };
    expect((await reject('nope', w.admin.headers)).json()).toEqual(notFound);
    for (const caller of [w.foreignAdmin, w.otherClient, w.student]) {
      const response = await reject(project.id, caller.headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
    for (const caller of [w.tutor, w.client]) {
      const response = await reject(project.id, caller.headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ Error: ONLY_ADMINS });
    }
    const available = await availableProject(t, w);
    expect((await reject(available.id, w.admin.headers)).json()).toEqual({
      Error: PROJECT_MESSAGES.notAwaitingApproval,
    });
    await t.db
      .update(subcourses)
      .set({ isArchived: true, isActive: false })
      .where(eq(subcourses.parentCourseId, w.course.id));
    const archived = await reject(project.id, w.admin.headers);
    expect(archived.statusCode).toBe(400);
    expect(archived.json()).toEqual({ Error: PROJECT_MESSAGES.subcourseArchived });
    expect((await getProject(t, project.id))!.status).toBe('submitted');
  });

  it('returns the project to draft and emails every client', async () => {
    const w = await projectWorld(t);
    const project = await worldProject(t, w, {}, [w.otherClient.id]);
    const response = await reject(project.id, w.admin.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: project.id, status: 'draft', subcourse: null });
    for (const client of [w.client, w.otherClient]) {
      const [mail] = await outcomeMails(t, client.email);
      expect(mail!.text).toContain('has not been accepted');
      expect(mail!.text).toContain('returned to draft');
    }
    expect((await reject(project.id, w.admin.headers)).statusCode).toBe(400);
    const unapproved = await t.app.inject({
      method: 'GET',
      url: `/api/unapproved/projects/${w.sub.id}`,
      headers: w.admin.headers,
    });
    expect(unapproved.json()).toEqual([]);
  });
});

describe('DELETE /api/project/unapprove/{projectId}/{subcourseId}', () => {
  const messages = {
    subcourse: PROJECT_MESSAGES.unapproveSubcourseNotFound,
    project: PROJECT_MESSAGES.unapproveNotFound,
  };

  it('walks the failure ladder', async () => {
    const w = await projectWorld(t);
    const project = await availableProject(t, w);
    await subcourseLadder(w, remove, project.id, messages);
    const submitted = await worldProject(t, w);
    const notIn = await remove(submitted.id, w.sub.id, w.admin.headers);
    expect(notIn.statusCode).toBe(400);
    expect(notIn.json()).toEqual({ Error: PROJECT_MESSAGES.notInSubcourse });

    await createGroup(t.db, w.sub.id, { projectId: project.id });
    const allocated = await remove(project.id, w.sub.id, w.admin.headers);
    expect(allocated.statusCode).toBe(400);
    expect(allocated.json()).toEqual({ Error: PROJECT_MESSAGES.hasAllocatedGroups });
    const flagged = await availableProject(t, w, { isAllocated: true });
    expect((await remove(flagged.id, w.sub.id, w.admin.headers)).json()).toEqual({
      Error: PROJECT_MESSAGES.hasAllocatedGroups,
    });

    await t.db.update(subcourses).set({ isArchived: true }).where(eq(subcourses.id, w.sub.id));
    expect((await remove(project.id, w.sub.id, w.admin.headers)).json()).toEqual({
      Error: PROJECT_MESSAGES.subcourseArchived,
    });
    expect((await getProject(t, project.id))!.status).toBe('available');
  });

  it('takes the project out of the term and drops clients left without one', async () => {
    const w = await projectWorld(t);
    const shared = await availableProject(t, w);
    const kept = await availableProject(t, w);
    const approved = await worldProject(t, w, {}, [w.otherClient.id]);
    expect((await approve(approved.id, w.sub.id, w.admin.headers)).statusCode).toBe(200);
    expect(await subcourseClientIds(t, w.sub.id)).toEqual([w.client.id, w.otherClient.id].sort());

    const response = await remove(approved.id, w.sub.id, w.admin.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'unavailable', subcourse: null });
    expect(await subcourseProjectIds(t, w.sub.id)).toEqual([shared.id, kept.id].sort());
    // The client with other projects in S stays; the other leaves (its channel stays).
    expect(await subcourseClientIds(t, w.sub.id)).toEqual([w.client.id]);
    expect(await clientChannels(t, w.sub.id)).toHaveLength(2);
    for (const client of [w.client, w.otherClient]) {
      const mails = await outcomeMails(t, client.email);
      expect(mails.at(-1)!.text).toContain('has been removed from');
    }
    expect((await remove(approved.id, w.sub.id, w.admin.headers)).json()).toEqual({
      Error: PROJECT_MESSAGES.notInSubcourse,
    });
  });
});
