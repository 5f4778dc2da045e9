import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableProject, projectWorld, worldProject } from '../helpers/project-factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Raw request bodies of every kind of wrong, sent as JSON text. */
const RAW_BODIES = [
  '{not json',
  'null',
  '[]',
  '"text"',
  '42',
  '{"projects":null,"course":null,"name":7,"project_id":7}',
  '{"projects":[null],"project_id":{},"subcourse_id":[],"course":{},"name":[]}',
  `{"projects":["${'x'.repeat(200)}"],"project_id":"${'x'.repeat(200)}","course":"${'x'.repeat(200)}","name":"${'x'.repeat(201)}"}`,
  '{"capacity":"NaN","terms":[{}],"areas":"AI","responses":[null],"status":7,"course":"c"}',
];

describe('project write routes and malformed bodies', () => {
  it('answer every malformed body with a 4xx and an Error message, never a 500', async () => {
    const w = await projectWorld(t);
    const project = await worldProject(t, w);
    const available = await availableProject(t, w);
    // Approve and remove take an optional body of two ids: `null` is no body there, and a body
    // naming neither id is a valid one with unknown keys.
    const idFree = (payload: string) =>
      payload === 'null' || (payload.startsWith('{"') && !payload.includes('project_id'));
    const routes: [string, string, Record<string, string>, boolean][] = [
      ['POST', '/api/projects/list', w.student.headers, false],
      ['POST', '/api/project/create', w.client.headers, false],
      ['PUT', `/api/project/update/${project.id}`, w.client.headers, false],
      ['PUT', `/api/project/approve/${project.id}/${w.sub.id}`, w.admin.headers, true],
      ['DELETE', `/api/project/unapprove/${available.id}/${w.sub.id}`, w.admin.headers, true],
    ];
    for (const [method, url, headers, optionalBody] of routes) {
      for (const payload of RAW_BODIES) {
        if (optionalBody && idFree(payload)) continue;
        const response = await t.app.inject({
          method: method as 'POST',
          url,
          payload,
          headers: { ...headers, 'content-type': 'application/json' },
        });
        const label = `${method} ${url} ${payload.slice(0, 40)}`;
        expect(response.statusCode, label).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, label).toBeLessThan(500);
        expect(typeof response.json().Error, label).toBe('string');
      }
      const huge = await t.app.inject({
        method: method as 'POST',
        url,
        payload: JSON.stringify({ name: 'x'.repeat(3 * 1024 * 1024) }),
        headers: { ...headers, 'content-type': 'application/json' },
      });
      expect(huge.statusCode, `${url} huge`).toBe(413);
      expect(typeof huge.json().Error).toBe('string');
    }
  });

  it('ignore unknown keys on approve', async () => {
    const w = await projectWorld(t);
    const project = await worldProject(t, w);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/project/approve/${project.id}/${w.sub.id}`,
      payload: { project_id: project.id, status: 'draft', extra: { deep: [1] } },
      headers: w.admin.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('available');
  });
});
