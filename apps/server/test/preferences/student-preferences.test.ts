import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PREFERENCE_MESSAGES as M } from '@capstone/contracts';
import { enrolments } from '../../src/db/schema';
import { get } from '../clients/client-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  enrolmentRow,
  post,
  postRaw,
  preferenceWorld,
  setSubcourse,
  type PreferenceWorld,
} from './preference-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const submitUrl = (subcourseId: string) => `/api/student/preference/submit/${subcourseId}`;
const picks = (w: PreferenceWorld, ranks: [number, number][]) =>
  ranks.map(([project, rank]) => ({ project: w.projects[project]!.id, notes: `n${rank}`, rank }));

describe('POST /api/student/preference/submit/{subcourseId}', () => {
  it('401, then 400 for malformed bodies and broken shape rules, writing nothing', async () => {
    const w = await preferenceWorld(t);
    const url = submitUrl(w.subcourse.id);
    const anonymous = await post(t, url, { proj_preferences: [] });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ Error: MESSAGES.missingAuth });
    const p = w.projects.map((project) => project.id);
    const cases: [unknown, string][] = [
      [{}, M.noProjPreferences],
      [{ proj_preferences: null }, M.noProjPreferences],
      [{ proj_preferences: 'x' }, M.projPreferencesNotList],
      [{ proj_preferences: [null] }, M.entryNotObject],
      [{ proj_preferences: [{ rank: 1 }] }, M.projectRequired],
      [{ proj_preferences: [{ project: p[0], rank: 0 }] }, M.rankRule],
      [{ proj_preferences: [{ project: p[0], rank: 8 }] }, M.rankRule],
      [{ proj_preferences: [{ project: p[0], rank: 1.5 }] }, M.rankRule],
      [{ proj_preferences: [{ project: p[0] }] }, M.rankRule],
      [{ proj_preferences: [{ project: p[0], rank: 1, notes: 'x'.repeat(5001) }] }, M.notesTooLong],
      [{ proj_preferences: [{ project: p[0], rank: 1, notes: 5 }] }, M.notesNotString],
      [{ proj_preferences: [], is_draft: 'no' }, M.isDraftNotBoolean],
      [
        {
          proj_preferences: [
            { project: p[0], rank: 1 },
            { project: p[1], rank: 1 },
          ],
        },
        M.rankUsedTwice,
      ],
      [
        {
          proj_preferences: [
            { project: p[0], rank: 1 },
            { project: p[0], rank: 2 },
          ],
        },
        M.projectRankedTwice,
      ],
      [{ proj_preferences: [{ project: w.draft.id, rank: 1 }] }, M.projectNotAvailable(w.draft.id)],
      [{ proj_preferences: [{ project: 'nope', rank: 1 }] }, M.projectNotAvailable('nope')],
      [
        { proj_preferences: p.slice(0, 8).map((project, i) => ({ project, rank: (i % 7) + 1 })) },
        M.rankUsedTwice,
      ],
    ];
    for (const [body, message] of cases) {
      const response = await post(t, url, body, w.member.headers);
      expect(response.statusCode, message).toBe(400);
      expect(response.json(), message).toEqual({ Error: message });
    }
    for (const raw of ['null', '[]', '{"proj_preferences":']) {
      const response = await postRaw(t, url, raw, w.member.headers);
      expect(response.statusCode, raw).toBe(400);
      expect(response.json(), raw).toHaveProperty('Error');
    }
    expect((await enrolmentRow(t, w.subcourse.id, w.member.id)).preferences).toEqual([]);
  });

  it('403 for other accounts and students of another course, 404 for unknown subcourses, 400 when closed', async () => {
    const w = await preferenceWorld(t);
    const body = { proj_preferences: picks(w, [[0, 1]]) };
    for (const caller of [w.admin, w.tutor, w.client]) {
      const response = await post(t, submitUrl(w.subcourse.id), body, caller.headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ Error: 'This route is for student accounts' });
    }
    const outsider = await post(t, submitUrl(w.subcourse.id), body, w.outsider.headers);
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json()).toEqual({ Error: M.notEnrolled });
    const unknown = await post(t, submitUrl('nope'), body, w.member.headers);
    expect(unknown.statusCode).toBe(404);

    await setSubcourse(t, w.subcourse.id, { isActive: false });
    const inactive = await post(t, submitUrl(w.subcourse.id), body, w.member.headers);
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json()).toEqual({ Error: 'Subcourse is not active' });
    await setSubcourse(t, w.subcourse.id, { isArchived: true });
    const archived = await post(t, submitUrl(w.subcourse.id), body, w.member.headers);
    expect(archived.statusCode).toBe(400);
    expect(archived.json()).toEqual({ Error: M.subcourseArchived });
    expect((await enrolmentRow(t, w.subcourse.id, w.member.id)).preferences).toEqual([]);
  });

  it('201 replaces the ranking, without a release, stored by rank', async () => {
    const w = await preferenceWorld(t);
    await setSubcourse(t, w.subcourse.id, { preferenceRelease: false });
    const first = await post(
      t,
      submitUrl(w.subcourse.id),
      {
        proj_preferences: picks(w, [
          [2, 3],
          [0, 1],
        ]),
        is_draft: true,
      },
      w.member.headers,
    );
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ message: 'Preferences saved successfully!' });
    expect((await enrolmentRow(t, w.subcourse.id, w.member.id)).preferences).toEqual([
      { project: w.projects[0]!.id, notes: 'n1', rank: 1 },
      { project: w.projects[2]!.id, notes: 'n3', rank: 3 },
    ]);
    const second = await post(
      t,
      submitUrl(w.subcourse.id),
      { proj_preferences: [{ project: w.projects[5]!.id, rank: 7 }] },
      w.member.headers,
    );
    expect(second.statusCode).toBe(201);
    expect((await enrolmentRow(t, w.subcourse.id, w.member.id)).preferences).toEqual([
      { project: w.projects[5]!.id, notes: '', rank: 7 },
    ]);
    // The lead's own ranking is a separate record.
    expect((await enrolmentRow(t, w.subcourse.id, w.lead.id)).preferences).toEqual([]);
    const emptied = await post(
      t,
      submitUrl(w.subcourse.id),
      { proj_preferences: [] },
      w.member.headers,
    );
    expect(emptied.statusCode).toBe(201);
    expect((await enrolmentRow(t, w.subcourse.id, w.member.id)).preferences).toEqual([]);
  });
});

describe('GET /api/student/preference/{subcourseId}/{studentId}', () => {
  it('the student, group-mates and staff read it sorted by rank; others are refused', async () => {
    const w = await preferenceWorld(t);
    const url = `/api/student/preference/${w.subcourse.id}/${w.member.id}`;
    // Read before the write too: a cached answer must not outlive the submit.
    expect((await get(t, url, w.member.headers)).json()).toEqual([]);
    await post(
      t,
      submitUrl(w.subcourse.id),
      {
        proj_preferences: picks(w, [
          [4, 2],
          [1, 1],
        ]),
      },
      w.member.headers,
    );
    expect((await get(t, url)).statusCode).toBe(401);
    for (const reader of [w.member, w.lead, w.admin, w.tutor]) {
      const response = await get(t, url, reader.headers);
      expect(response.statusCode).toBe(200);
      const body =
        response.json<{ project: { id: string; name: string }; notes: string; rank: number }[]>();
      expect(body.map((entry) => [entry.project.id, entry.notes, entry.rank])).toEqual([
        [w.projects[1]!.id, 'n1', 1],
        [w.projects[4]!.id, 'n2', 2],
      ]);
      expect(Object.keys(body[0]!.project).sort()).toEqual(
        ['areas', 'capacity', 'category', 'color', 'id', 'name', 'proj_no', 'status'].sort(),
      );
    }
    for (const reader of [w.classmate, w.otherTutorial]) {
      const response = await get(t, url, reader.headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ Error: M.notGroupMember });
    }
    const client = await get(t, url, w.client.headers);
    expect(client.statusCode).toBe(403);
    for (const reader of [w.outsider, w.otherClient, w.otherAdmin]) {
      expect((await get(t, url, reader.headers)).statusCode).toBe(404);
    }
    const empty = await get(
      t,
      `/api/student/preference/${w.subcourse.id}/${w.lead.id}`,
      w.lead.headers,
    );
    expect(empty.json()).toEqual([]);
    const notEnrolled = await get(
      t,
      `/api/student/preference/${w.subcourse.id}/${w.outsider.id}`,
      w.admin.headers,
    );
    expect(notEnrolled.statusCode).toBe(404);
  });
});

describe('GET /api/student/tutorial/{studentId}/{subcourseId}', () => {
  it('a bare string or null for the student and staff; 403/404 for everyone else', async () => {
    const w = await preferenceWorld(t);
    const url = (studentId: string) => `/api/student/tutorial/${studentId}/${w.subcourse.id}`;
    expect((await get(t, url(w.member.id))).statusCode).toBe(401);
    for (const reader of [w.member, w.admin, w.tutor]) {
      const response = await get(t, url(w.member.id), reader.headers);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('"H12A"');
      expect(response.headers['content-type']).toContain('application/json');
    }
    const other = await get(t, url(w.otherTutorial.id), w.tutor.headers);
    expect(other.body).toBe('"W10B"');
    for (const reader of [w.lead, w.classmate, w.client]) {
      const response = await get(t, url(w.member.id), reader.headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ Error: MESSAGES.onlyCourseStaff });
    }
    for (const reader of [w.outsider, w.otherClient, w.otherAdmin]) {
      expect((await get(t, url(w.member.id), reader.headers)).statusCode).toBe(404);
    }
    const missing = await get(t, url(w.outsider.id), w.admin.headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ Error: 'Student not found' });

    await t.db
      .update(enrolments)
      .set({ tutorial: null })
      .where(
        and(eq(enrolments.subcourseId, w.subcourse.id), eq(enrolments.studentId, w.member.id)),
      );
    const none = await get(t, url(w.member.id), w.member.headers);
    expect(none.statusCode).toBe(200);
    expect(none.body).toBe('null');
  });
});
