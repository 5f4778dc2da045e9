import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURSE_MESSAGES, PROJECT_MESSAGES } from '@capstone/contracts';
import { ONLY_STAFF, SUBCOURSE_NOT_FOUND } from '../../src/policies/subcourse.policy';
import { availableProject, projectWorld, type ProjectWorld } from '../helpers/project-factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const search = (w: ProjectWorld, query: string | undefined, headers: Headers) => {
  const params = new URLSearchParams({ subcourse_id: w.sub.id });
  if (query !== undefined) params.set('query', query);
  return t.app.inject({ method: 'GET', url: `/api/project/search?${params}`, headers });
};
const names = (response: { json: () => unknown }) =>
  (response.json() as { name: string }[]).map((p) => p.name);

/** Projects whose words sit in different fields, so ranking and matching can be told apart. */
async function searchWorld() {
  const w = await projectWorld(t);
  const blank = { background: '', scope: '', reqSkills: '', category: '', areas: [] };
  await availableProject(t, w, { ...blank, name: 'Machine learning for crops' });
  await availableProject(t, w, {
    ...blank,
    name: 'Farm dashboard',
    background: 'Farmers want machine learning predictions and robotics.',
  });
  await availableProject(t, w, { ...blank, name: 'Robotics arm', scope: 'Pick fruit' });
  await availableProject(t, w, { ...blank, name: 'Shop', reqSkills: 'Kotlin, Swift' });
  await availableProject(t, w, { ...blank, name: 'Portal', category: 'Cyber Security' });
  await availableProject(t, w, { ...blank, name: 'Tracker', areas: ['Mobile Development'] });
  await availableProject(t, w, {
    ...blank,
    name: 'Web and mobile booking',
    areas: ['Web Development'],
  });
  await availableProject(t, w, {
    ...blank,
    name: 'Hidden robotics lab',
    status: 'unavailable',
    subcourseId: null,
  });
  return w;
}

describe('GET /api/project/search', () => {
  it('walks the failure ladder', async () => {
    const w = await projectWorld(t);
    expect((await search(w, 'x', {})).statusCode).toBe(401);
    const tooLong = await search(w, 'x'.repeat(31), w.student.headers);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ Error: COURSE_MESSAGES.queryTooLong });
    const noSubcourse = await t.app.inject({
      method: 'GET',
      url: '/api/project/search?query=x',
      headers: w.student.headers,
    });
    expect(noSubcourse.statusCode).toBe(400);
    expect(noSubcourse.json()).toEqual({ Error: PROJECT_MESSAGES.subcourseIdRequired });
    for (const caller of [w.foreignStudent, w.foreignAdmin]) {
      const response = await search(w, 'x', caller.headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ Error: SUBCOURSE_NOT_FOUND });
    }
    expect((await search(w, 'x', w.client.headers)).json()).toEqual({ Error: ONLY_STAFF });
  });

  it('lists everything by proj_no for an empty query, available only for students', async () => {
    const w = await searchWorld();
    const all = names(await search(w, '', w.admin.headers));
    expect(all).toHaveLength(8);
    expect(all[0]).toBe('Machine learning for crops');
    expect(names(await search(w, undefined, w.student.headers))).toHaveLength(7);
  });

  it('ranks name matches first and finds words in every searched field', async () => {
    const w = await searchWorld();
    const h = w.student.headers;
    expect(names(await search(w, 'machin', h))).toEqual([
      'Machine learning for crops',
      'Farm dashboard',
    ]);
    expect(names(await search(w, 'robotics', h))).toEqual(['Robotics arm', 'Farm dashboard']);
    expect(names(await search(w, 'ROBOTICS', w.admin.headers))).toEqual([
      'Robotics arm',
      'Hidden robotics lab',
      'Farm dashboard',
    ]);
    expect(names(await search(w, 'fruit', h))).toEqual(['Robotics arm']);
    expect(names(await search(w, 'kotlin', h))).toEqual(['Shop']);
    expect(names(await search(w, 'cyber', h))).toEqual(['Portal']);
    // Both words in each: a word in the name outweighs both in the areas.
    expect(names(await search(w, 'mobile development', h))).toEqual([
      'Web and mobile booking',
      'Tracker',
    ]);
    expect(names(await search(w, 'web mobile', h))[0]).toBe('Web and mobile booking');
    expect(names(await search(w, 'the', h))).toEqual([]);
    expect(names(await search(w, 'zzzz', h))).toEqual([]);
    const byNumber = names(await search(w, '1', h));
    expect(byNumber).toEqual(['Machine learning for crops']);
  });

  it('treats query syntax as plain text', async () => {
    const w = await searchWorld();
    for (const query of ["c++ & | ! :* ' \\", '(((', '<->', '!!!', "o'reilly"]) {
      const response = await search(w, query, w.student.headers);
      expect(response.statusCode, query).toBe(200);
    }
  });

  it('answers at most 30 projects', async () => {
    const w = await projectWorld(t);
    for (let i = 0; i < 32; i++) await availableProject(t, w, { name: `Data project ${i}` });
    expect(names(await search(w, 'data', w.student.headers))).toHaveLength(30);
    expect(names(await search(w, '', w.student.headers))).toHaveLength(30);
  });
});
