import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PREFERENCE_MESSAGES as M } from '@capstone/contracts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { post, postRaw, preferenceWorld, studentRow } from './preference-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URL = '/api/student/details';
const experiences = [{ title: 'Intern', description: 'Built a dashboard' }];

describe('POST /api/student/details', () => {
  it('401 without a token, 400 for malformed bodies, and nothing changes', async () => {
    const w = await preferenceWorld(t);
    const anonymous = await post(t, URL, { year: 2 });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ Error: MESSAGES.missingAuth });
    const cases: [unknown, string][] = [
      [{ year: 0 }, M.yearRule],
      [{ year: 11 }, M.yearRule],
      [{ year: 2.5 }, M.yearRule],
      [{ year: '2' }, M.yearRule],
      [{ experiences: [{ description: 'no title' }] }, M.experienceTitleRequired],
      [{ experiences: [{ title: '   ', description: 'x' }] }, M.experienceTitleRequired],
      [{ experiences: ['text'] }, M.experienceTitleRequired],
      [{ experiences: 'text' }, M.experiencesNotList],
      [{ experiences: Array(21).fill({ title: 'A', description: '' }) }, M.experiencesTooMany],
    ];
    for (const [body, message] of cases) {
      const response = await post(t, URL, body, w.member.headers);
      expect(response.statusCode, message).toBe(400);
      expect(response.json(), message).toEqual({ Error: message });
    }
    for (const raw of ['null', '[]', '{"year":']) {
      const response = await postRaw(t, URL, raw, w.member.headers);
      expect(response.statusCode, raw).toBe(400);
      expect(response.json(), raw).toHaveProperty('Error');
    }
    const row = await studentRow(t, w.member.id);
    expect(row.year ?? null).toBeNull();
    expect(row.experiences).toEqual([]);
  });

  it('403 for other account types, other subcourses and tutorial changes; 404 for an unknown subcourse', async () => {
    const w = await preferenceWorld(t);
    for (const caller of [w.admin, w.tutor, w.client]) {
      const response = await post(t, URL, { year: 3 }, caller.headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ Error: 'This route is for student accounts' });
    }
    const foreign = await post(t, URL, { subcourse: w.subcourse.id, year: 3 }, w.outsider.headers);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ Error: M.notEnrolled });
    const unknown = await post(t, URL, { subcourse: 'nope', year: 3 }, w.member.headers);
    expect(unknown.statusCode).toBe(404);
    for (const body of [
      { subcourse: w.subcourse.id, tutorial: 'W10B', year: 3 },
      { tutorial: 'H12A', year: 3 },
    ]) {
      const response = await post(t, URL, body, w.member.headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ Error: M.tutorialStaffOnly });
    }
    expect((await studentRow(t, w.member.id)).year ?? null).toBeNull();
  });

  it('updates year and experiences; repeating the current tutorial is allowed', async () => {
    const w = await preferenceWorld(t);
    const response = await post(
      t,
      URL,
      { subcourse: w.subcourse.id, tutorial: 'H12A', year: 3, experiences },
      w.member.headers,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Updated successfully!' });
    let row = await studentRow(t, w.member.id);
    expect(row.year).toBe(3);
    expect(row.experiences).toEqual(experiences);

    // A field left out keeps its value; null clears the year.
    await post(t, URL, { year: null }, w.member.headers);
    row = await studentRow(t, w.member.id);
    expect(row.year).toBeNull();
    expect(row.experiences).toEqual(experiences);

    const details = await t.app.inject({
      method: 'GET',
      url: `/api/student/details/${w.member.id}`,
      headers: w.member.headers,
    });
    expect(details.json()).toMatchObject({ experiences });
    // Another student's profile is untouched.
    expect((await studentRow(t, w.lead.id)).experiences).toEqual([]);
  });
});
