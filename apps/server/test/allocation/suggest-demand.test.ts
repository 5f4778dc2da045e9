import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AutoAllocation, ProjectDemand } from '@capstone/contracts';
import { createGroup } from '../helpers/course-factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  getAs,
  groupOf,
  project,
  projectInStatus,
  setRanking,
  suggestWorld,
  walkLadder,
} from './suggest-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const url = (id: string) => `/api/admin/${id}/allocate/project/demand`;

describe('GET /api/admin/{subcourseId}/allocate/project/demand', () => {
  it('walks the ladder: 401, 404, 403, 400 for a closed subcourse, then 200 for staff', async () => {
    const w = await suggestWorld(t);
    await walkLadder(t, w, url);
  });

  it('counts the groups with members that ranked each available project, at each rank', async () => {
    const w = await suggestWorld(t);
    const a = await project(t, w, { name: 'A', capacity: 2 });
    const b = await project(t, w, { name: 'B', capacity: 1 });
    const c = await project(t, w, { name: 'C', capacity: 0 });
    const gone = await projectInStatus(t, w, 'unavailable', { subcourseId: w.subcourse.id });
    const g1 = await groupOf(t, w.subcourse.id, 'G1', { ranking: [a, b, gone, c] });
    const g2 = await groupOf(t, w.subcourse.id, 'G2', { members: 3, ranking: [a, c] });
    const g3 = await groupOf(t, w.subcourse.id, 'G3', { ranking: [b, a] });
    const silent = await groupOf(t, w.subcourse.id, 'Silent');
    // No members: its ranking counts nowhere and it has no entry.
    const empty = await createGroup(t.db, w.subcourse.id, {
      name: 'Empty',
      projPreferences: [{ project: a.id, notes: '', rank: 1 }],
    });

    const response = await getAs(t, url(w.subcourse.id), w.tutor.headers);
    expect(response.statusCode).toBe(200);
    const body = response.json<ProjectDemand>();
    const zero = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0, '6': 0, '7': 0 };
    expect(body.projects).toEqual([
      {
        id: a.id,
        name: 'A',
        proj_no: a.projNo,
        capacity: 2,
        ranked_by: 3,
        ranks: { ...zero, '1': 2, '2': 1 },
      },
      {
        id: b.id,
        name: 'B',
        proj_no: b.projNo,
        capacity: 1,
        ranked_by: 2,
        ranks: { ...zero, '1': 1, '2': 1 },
      },
      {
        id: c.id,
        name: 'C',
        proj_no: c.projNo,
        capacity: 0,
        ranked_by: 2,
        ranks: { ...zero, '2': 1, '4': 1 },
      },
    ]);
    expect(body.rankings).toEqual({
      [g1.id]: [
        { project: a.id, rank: 1 },
        { project: b.id, rank: 2 },
        { project: c.id, rank: 4 },
      ],
      [g2.id]: [
        { project: a.id, rank: 1 },
        { project: c.id, rank: 2 },
      ],
      [g3.id]: [
        { project: b.id, rank: 1 },
        { project: a.id, rank: 2 },
      ],
      [silent.id]: [],
    });
    expect(response.body).not.toContain(empty.id);
    expect(response.body).not.toContain(gone.id);
  });

  it('is served from the response cache only while the data it read is unchanged', async () => {
    const w = await suggestWorld(t);
    const a = await project(t, w, { name: 'A' });
    const b = await project(t, w, { name: 'B' });
    const g = await groupOf(t, w.subcourse.id, 'G', { ranking: [a] });
    const autoUrl = `/api/admin/${w.subcourse.id}/allocate/project/auto`;
    const read = async (path: string) => (await getAs(t, path, w.admin.headers)).body;

    const before = await read(autoUrl);
    expect(JSON.parse(before)).toEqual({ [a.id]: [{ id: g.id, name: 'G' }], [b.id]: [] });
    expect(await read(autoUrl)).toBe(before);
    const demandBefore = JSON.parse(await read(url(w.subcourse.id))) as ProjectDemand;
    expect(demandBefore.rankings[g.id]).toEqual([{ project: a.id, rank: 1 }]);

    await setRanking(t, g.id, [b]);
    expect(JSON.parse(await read(autoUrl))).toEqual<AutoAllocation>({
      [a.id]: [],
      [b.id]: [{ id: g.id, name: 'G' }],
    });
    const demandAfter = JSON.parse(await read(url(w.subcourse.id))) as ProjectDemand;
    expect(demandAfter.rankings[g.id]).toEqual([{ project: b.id, rank: 1 }]);
  });
});
