import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PROJECT_MESSAGES } from '@capstone/contracts';
import { subcourseClients, subcourseProjects } from '../../src/db/schema';
import {
  availableProject,
  getProject,
  projectClientIds,
  projectWorld,
  subcourseClientIds,
  worldProject,
} from '../helpers/project-factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const remove = (id: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'DELETE', url: `/api/client/delete/project/${id}`, headers });

describe('DELETE /api/client/delete/project/{projectId}', () => {
  it('walks the failure ladder', async () => {
    const w = await projectWorld(t);
    const draft = await worldProject(t, w, { status: 'draft' });
    const available = await availableProject(t, w);
    const unavailable = await worldProject(t, w, { status: 'unavailable' });
    expect((await remove(draft.id)).json()).toEqual({ Error: MESSAGES.missingAuth });
    for (const caller of [w.admin, w.student]) {
      const response = await remove(draft.id, caller.headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ Error: 'This route is for client accounts' });
    }
    const unverified = await remove(draft.id, w.unverified.headers);
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json()).toEqual({ Error: PROJECT_MESSAGES.notVerified });
    for (const [id, caller] of [
      ['nope', w.client],
      [draft.id, w.otherClient],
      [draft.id, w.foreignClient],
    ] as const) {
      const response = await remove(id, caller.headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ Error: PROJECT_MESSAGES.deleteNotFound });
    }
    const notOwner = await remove(available.id, w.otherClient.headers);
    expect(notOwner.statusCode).toBe(403);
    expect(notOwner.json()).toEqual({ Error: PROJECT_MESSAGES.notOwner });
    for (const project of [available, unavailable]) {
      const response = await remove(project.id, w.client.headers);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ Error: PROJECT_MESSAGES.cannotDeleteApproved });
      expect(await getProject(t, project.id)).toBeDefined();
    }
    expect(await getProject(t, draft.id)).toBeDefined();
  });

  it('deletes the client’s draft or submitted project with its links', async () => {
    const w = await projectWorld(t);
    const draft = await worldProject(t, w, { status: 'draft' }, [w.otherClient.id]);
    const submitted = await worldProject(t, w);
    // A listed draft cannot arise from the routes, but its clients must still be let go.
    await t.db.insert(subcourseProjects).values({ subcourseId: w.sub.id, projectId: draft.id });
    await t.db.insert(subcourseClients).values([
      { subcourseId: w.sub.id, clientId: w.client.id },
      { subcourseId: w.sub.id, clientId: w.otherClient.id },
    ]);
    await availableProject(t, w);

    for (const project of [draft, submitted]) {
      const response = await remove(project.id, w.client.headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: PROJECT_MESSAGES.deleted });
      expect(await getProject(t, project.id)).toBeUndefined();
      expect(await projectClientIds(t, project.id)).toEqual([]);
    }
    // The client keeps its available project in S; the co-owner had only the draft.
    expect(await subcourseClientIds(t, w.sub.id)).toEqual([w.client.id]);
    expect((await remove(draft.id, w.client.headers)).statusCode).toBe(404);
  });
});
