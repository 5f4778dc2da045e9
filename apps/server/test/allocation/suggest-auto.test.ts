import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALLOCATION_MESSAGES as M,
  type AllocationReport,
  type AutoAllocation,
} from '@capstone/contracts';
import { toAllocationInput } from '../../src/modules/allocation/auto-allocate.service';
import { availableProject } from '../clients/client-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createGroup } from '../helpers/course-factories';
import {
  getAs,
  groupOf,
  project,
  projectInStatus,
  suggestWorld,
  walkLadder,
  type SuggestWorld,
} from './suggest-fixtures';

let t: TestApp;
// Cache off: every request here runs the engine, so "same answer twice" is not the cache's.
beforeAll(async () => {
  t = await createTestApp({ responseCacheMb: 0 });
});
afterAll(() => t.close());

const autoUrl = (id: string, query = '') => `/api/admin/${id}/allocate/project/auto${query}`;
const reportUrl = (id: string, query = '') =>
  `/api/admin/${id}/allocate/project/auto/report${query}`;

async function auto(w: SuggestWorld, query = '', headers = w.admin.headers) {
  const response = await getAs(t, autoUrl(w.subcourse.id, query), headers);
  expect(response.statusCode).toBe(200);
  return response.json<AutoAllocation>();
}
async function report(w: SuggestWorld, query = '') {
  const response = await getAs(t, reportUrl(w.subcourse.id, query), w.admin.headers);
  expect(response.statusCode).toBe(200);
  return response.json<AllocationReport>();
}

/** Group id → project id of an allocation map. */
const placements = (allocation: AutoAllocation) =>
  new Map(
    Object.entries(allocation).flatMap(([projectId, list]) =>
      list.map((group) => [group.id, projectId] as const),
    ),
  );

/**
 * Twelve groups over six projects (2 + 4 × 3 = 14 places). Nine groups rank one of the two
 * one-place projects P1/P2 first, the other second and one of P3–P6 third; three rank only P1
 * and P2, so exactly one group (11 of 12 at most) cannot be placed on a project it ranked.
 */
async function contestedWorld() {
  const w = await suggestWorld(t);
  const ps = [];
  for (let i = 0; i < 6; i++) {
    ps.push(
      await project(t, w, {
        name: `Project ${i + 1}`,
        capacity: i < 2 ? 1 : 3,
        reqSkills: i % 2 === 0 ? 'React TypeScript web' : 'Python machine learning',
      }),
    );
  }
  const groups = [];
  const ranked = new Map<string, string[]>();
  for (let g = 0; g < 12; g++) {
    const ranking =
      g < 9 ? [ps[g % 2]!, ps[(g + 1) % 2]!, ps[2 + (g % 4)]!] : [ps[g % 2]!, ps[(g + 1) % 2]!];
    const group = await groupOf(t, w.subcourse.id, `G${g + 1}`, {
      members: 1 + (g % 3),
      ranking,
      notes: g % 2 === 0 ? 'We love React and web apps' : 'We enjoy Python and data',
    });
    groups.push(group);
    ranked.set(
      group.id,
      ranking.map((p) => p.id),
    );
  }
  return { w, ps, groups, ranked };
}

describe('GET /api/admin/{subcourseId}/allocate/project/auto', () => {
  it('walks the ladder: 401, 404, 403, 400 for a closed subcourse, then 200 for staff', async () => {
    const w = await suggestWorld(t);
    await walkLadder(t, w, (id) => autoUrl(id));
    await walkLadder(t, w, (id) => reportUrl(id));
  });

  it('answers 400 with the query messages', async () => {
    const w = await suggestWorld(t);
    const cases: [string, string][] = [
      ['?policy=best', M.policyRule],
      ['?policy=', M.policyRule],
      ['?seed=-1', M.seedRule],
      ['?seed=1.5', M.seedRule],
      ['?seed=abc', M.seedRule],
      ['?allow_unranked=yes', M.allowUnrankedRule],
      ['?allow_unranked=1', M.allowUnrankedRule],
    ];
    for (const [query, message] of cases) {
      for (const url of [autoUrl(w.subcourse.id, query), reportUrl(w.subcourse.id, query)]) {
        const response = await getAs(t, url, w.admin.headers);
        expect({ url, status: response.statusCode, body: response.json() }).toEqual({
          url,
          status: 400,
          body: { Error: message },
        });
      }
    }
    for (const query of ['?policy=legacy&seed=42&allow_unranked=true', '?policy=min-sum']) {
      expect((await getAs(t, autoUrl(w.subcourse.id, query), w.admin.headers)).statusCode).toBe(
        200,
      );
    }
  });

  it('has one key per available project of S and no other, and leaves out empty groups', async () => {
    const w = await suggestWorld(t);
    const open = await project(t, w, { name: 'Open', capacity: 2 });
    const closed = await project(t, w, { name: 'No places', capacity: 0 });
    // Even pointing at S, a project that is not available is no key.
    const inS = { subcourseId: w.subcourse.id };
    const draft = await projectInStatus(t, w, 'draft', inS);
    const submitted = await projectInStatus(t, w, 'submitted', inS);
    const unavailable = await projectInStatus(t, w, 'unavailable', inS);
    const foreign = await availableProject(t.db, w.otherCourse.id, w.otherSub.id, w.client.id, {
      capacity: 5,
    });
    const ranking = [closed, draft, submitted, unavailable, foreign, open];
    const placed = await groupOf(t, w.subcourse.id, 'H12A-1', { ranking });
    const empty = await createGroup(t.db, w.subcourse.id, {
      name: 'H12A-empty',
      projPreferences: [{ project: open.id, notes: '', rank: 1 }],
    });

    const allocation = await auto(w);
    expect(Object.keys(allocation).sort()).toEqual([open.id, closed.id].sort());
    expect(allocation[closed.id]).toEqual([]);
    expect(allocation[open.id]).toEqual([{ id: placed.id, name: 'H12A-1' }]);
    expect(JSON.stringify(allocation)).not.toContain(empty.id);
    // Tutors get the same suggestion.
    expect(await auto(w, '', w.tutor.headers)).toEqual(allocation);

    const body = await report(w);
    expect(body.quality.groups_total).toBe(1);
    expect(body.groups).toEqual([
      {
        id: placed.id,
        name: 'H12A-1',
        project: { id: open.id, name: 'Open' },
        rank: 6,
        unranked: false,
        explanation: expect.stringContaining('Got its 6th choice'),
      },
    ]);
  });

  it('places groups on projects they ranked only, within capacity, unless allow_unranked', async () => {
    const { w, ps, ranked } = await contestedWorld();
    const capacity = new Map(ps.map((p) => [p.id, p.capacity]));
    for (const policy of ['balanced', 'min-sum', 'greedy', 'generous', 'legacy']) {
      const allocation = await auto(w, `?policy=${policy}`);
      for (const [projectId, list] of Object.entries(allocation)) {
        expect(list.length).toBeLessThanOrEqual(capacity.get(projectId)!);
      }
      for (const [groupId, projectId] of placements(allocation)) {
        expect(ranked.get(groupId)).toContain(projectId);
      }
    }
    // One of the three groups that ranked only P1 and P2 is left out unless unranked is allowed.
    const strict = placements(await auto(w));
    expect(strict.size).toBe(11);
    const loose = await auto(w, '?allow_unranked=true');
    const loosePlaced = placements(loose);
    expect(loosePlaced.size).toBe(12);
    for (const [projectId, list] of Object.entries(loose)) {
      expect(list.length).toBeLessThanOrEqual(capacity.get(projectId)!);
    }
    const outside = [...loosePlaced].filter(([g, p]) => !ranked.get(g)!.includes(p));
    expect(outside).toHaveLength(1);
    const body = await report(w, '?allow_unranked=true');
    const entry = body.groups.find((g) => g.id === outside[0]![0])!;
    expect(entry).toMatchObject({ rank: null, unranked: true });
    expect(body.quality.rank_histogram.unranked).toBe(1);
  });

  it('is deterministic: the same query twice gives the same answer; each seed is stable', async () => {
    const w = await suggestWorld(t);
    const a = await project(t, w, { name: 'A' });
    const b = await project(t, w, { name: 'B' });
    // Four interchangeable groups for two places: only the seeded tie-break decides.
    for (let g = 1; g <= 4; g++) await groupOf(t, w.subcourse.id, `T${g}`, { ranking: [a, b] });
    const answers = new Set<string>();
    for (let seed = 0; seed < 12; seed++) {
      const first = await auto(w, `?seed=${seed}`);
      const second = await auto(w, `?seed=${seed}`);
      expect(second).toEqual(first);
      expect(JSON.stringify(second)).toBe(JSON.stringify(first));
      answers.add(JSON.stringify(first));
    }
    expect(answers.size).toBeGreaterThan(1);
    expect(await auto(w)).toEqual(await auto(w, '?seed=0&policy=balanced&allow_unranked=false'));
  });

  it('gives the engine one canonical input whatever order the rows come in', () => {
    const pref = (project: string, rank: number) => ({ project, rank, notes: `pitch ${project}` });
    const groups = [
      {
        id: 'g2',
        name: 'B',
        projPreferences: [pref('p2', 2), pref('p1', 1)],
        topicPreferences: [],
      },
      { id: 'g1', name: 'A', projPreferences: [pref('p1', 1)], topicPreferences: ['AI'] },
    ];
    const project = (id: string, capacity: number) => ({
      id,
      name: id,
      projNo: Number(id.slice(1)),
      capacity,
      reqSkills: 'React',
      background: '',
      scope: '',
      areas: [],
    });
    const projects = [project('p2', 1), project('p3', 0), project('p1', 2)];
    const input = toAllocationInput(groups, projects);
    expect(toAllocationInput([...groups].reverse(), [...projects].reverse())).toEqual(input);
    expect(input.groups.map((g) => g.id)).toEqual(['g1', 'g2']);
    expect(input.groups[1]!.preferences.map((p) => p.rank)).toEqual([1, 2]);
    // A project without places is not an input.
    expect(input.projects.map((p) => p.id)).toEqual(['p1', 'p2']);
  });
});

describe('GET /api/admin/{subcourseId}/allocate/project/auto/report', () => {
  it('reports exactly the allocation of the plain route, with matching quality', async () => {
    const { w, groups } = await contestedWorld();
    const silent = await groupOf(t, w.subcourse.id, 'G-silent', { members: 2 });
    for (const query of ['', '?policy=greedy&seed=3', '?allow_unranked=true', '?policy=legacy']) {
      const allocation = await auto(w, query);
      const body = await report(w, query);
      expect(body.allocation).toEqual(allocation);
      expect(Object.keys(body.allocation)).toEqual(Object.keys(allocation));

      const placed = placements(allocation);
      const q = body.quality;
      expect(q.groups_total).toBe(groups.length + 1);
      expect(q.groups_submitted).toBe(groups.length);
      expect(q.groups_not_submitted).toBe(1);
      expect(q.allocated).toBe(placed.size);
      expect(q.unallocated).toBe(q.groups_total - placed.size);
      const histogram = Object.values(q.rank_histogram).reduce((a, b) => a + b, 0);
      expect(histogram).toBe(q.groups_total);
      expect(q.rank_histogram.unallocated).toBe(q.unallocated);
      expect(q.projects_empty).toBe(Object.values(allocation).filter((l) => l.length === 0).length);
      expect(q.max_allocatable).toBe(11);

      expect(body.groups).toHaveLength(q.groups_total);
      for (const entry of body.groups) {
        expect(entry.project?.id ?? null).toBe(placed.get(entry.id) ?? null);
      }
      const ranks = body.groups.flatMap((g) => (g.rank === null ? [] : [g.rank]));
      expect(q.worst_rank).toBe(Math.max(...ranks));
      expect(q.groups_at_worst_rank).toBe(ranks.filter((r) => r === q.worst_rank).length);
      expect(q.top7).toBe(Math.round((10000 * ranks.length) / q.groups_total) / 100);
      expect(q.top1).toBe(
        Math.round((10000 * ranks.filter((r) => r === 1).length) / q.groups_total) / 100,
      );
      expect(body).toMatchObject({
        policy: new URLSearchParams(query).get('policy') ?? 'balanced',
        seed: Number(new URLSearchParams(query).get('seed') ?? 0),
        allow_unranked: query.includes('allow_unranked=true'),
      });
      expect(typeof body.runtime_ms).toBe('number');
    }

    const body = await report(w);
    const silentEntry = body.groups.find((g) => g.id === silent.id)!;
    expect(silentEntry).toEqual({
      id: silent.id,
      name: 'G-silent',
      project: null,
      rank: null,
      unranked: false,
      explanation: 'Has not submitted preferences.',
    });
    expect(body.unallocated_reason?.not_submitted).toEqual([{ id: silent.id, name: 'G-silent' }]);
    const placedWithUnranked = (await report(w, '?allow_unranked=true')).groups.find(
      (g) => g.id === silent.id,
    )!;
    expect(placedWithUnranked.project).not.toBeNull();
    expect(placedWithUnranked.explanation).toMatch(/^Has not submitted preferences; placed on /);
  });

  it('explains why groups are left out when they ranked only the same small project', async () => {
    const w = await suggestWorld(t);
    const small = await project(t, w, { name: 'Small', capacity: 1 });
    const roomy = await project(t, w, { name: 'Roomy', capacity: 5 });
    const crowd = [];
    for (let g = 1; g <= 3; g++) {
      crowd.push(await groupOf(t, w.subcourse.id, `Crowd ${g}`, { ranking: [small] }));
    }
    const happy = await groupOf(t, w.subcourse.id, 'Happy', { ranking: [roomy, small] });

    const body = await report(w);
    expect(body.quality).toMatchObject({ groups_total: 4, allocated: 2, max_allocatable: 2 });
    expect(body.allocation[roomy.id]).toEqual([{ id: happy.id, name: 'Happy' }]);
    expect(body.allocation[small.id]).toHaveLength(1);
    const winner = body.allocation[small.id]![0]!;
    const losers = crowd.filter((g) => g.id !== winner.id).map((g) => ({ id: g.id, name: g.name }));
    const reason = body.unallocated_reason!;
    expect(reason).not.toBeNull();
    expect(reason.groups).toEqual(losers);
    expect(reason.projects).toEqual([
      { id: small.id, name: 'Small', capacity: 1, groups_allocated: 1 },
    ]);
    expect(reason.not_submitted).toEqual([]);
    expect(reason.message).toContain('These 3 groups');
    expect(reason.message).toContain('Small');
    for (const loser of losers) expect(reason.message).toContain(loser.name);
    const explained = body.groups.find((g) => g.id === losers[0]!.id)!;
    expect(explained).toMatchObject({ project: null, rank: null, unranked: false });
    expect(explained.explanation).toContain('Could not be placed');
    expect(explained.explanation).toContain('Small');

    // Unranked places for the two left out: everyone is placed and there is no reason to give.
    const everyone = await report(w, '?allow_unranked=true');
    expect(everyone.quality.allocated).toBe(4);
    expect(everyone.unallocated_reason).toBeNull();
  });
});
