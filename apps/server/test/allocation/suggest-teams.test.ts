import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamSuggestion } from '@capstone/contracts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  getAs,
  groupOf,
  project,
  setSubcourse,
  studentOf,
  suggestWorld,
  walkLadder,
} from './suggest-fixtures';

let t: TestApp;
// Cache off: the determinism check must compute twice.
beforeAll(async () => {
  t = await createTestApp({ responseCacheMb: 0 });
});
afterAll(() => t.close());

const url = (id: string) => `/api/admin/${id}/allocate/student/auto`;

describe('GET /api/admin/{subcourseId}/allocate/student/auto', () => {
  it('walks the ladder: 401, 404, 403 for students, clients and tutors, 400 when closed', async () => {
    const w = await suggestWorld(t);
    await walkLadder(t, w, url, { adminOnly: true });
  });

  it('fills existing groups of each tutorial up to max_group_size, keeping their members', async () => {
    const w = await suggestWorld(t);
    const sub = w.subcourse.id;
    const liked = await project(t, w, { name: 'Liked' });
    // H12A: 2 + 3 + 0 places taken of 4, one full group and one already over the limit.
    const a = await groupOf(t, sub, 'H12A-A', { members: 2 });
    const b = await groupOf(t, sub, 'H12A-B', { members: 3 });
    const c = await groupOf(t, sub, 'H12A-C', { members: 0 });
    const full = await groupOf(t, sub, 'H12A-Full', { members: 4 });
    const over = await groupOf(t, sub, 'H12A-Over', { members: 5 });
    // W15B: one place-taker, so five newcomers have only three places.
    const west = await groupOf(t, sub, 'W15B-W', { members: 1, tutorial: 'W15B' });
    const freeH = [{ id: w.student.id, name: 'Ada Lovelace' }];
    for (let i = 1; i <= 6; i++) {
      freeH.push(
        await studentOf(t, sub, { name: `Free H ${i}`, wishlist: i % 2 ? [liked.id] : [] }),
      );
    }
    const freeW = [];
    for (let i = 1; i <= 5; i++) {
      freeW.push(await studentOf(t, sub, { name: `Free W ${i}`, tutorial: 'W15B' }));
    }
    // A tutorial without groups: nowhere to go.
    const lonely = await studentOf(t, sub, { name: 'Lonely', tutorial: 'T09C' });

    const response = await getAs(t, url(sub), w.admin.headers);
    expect(response.statusCode).toBe(200);
    const body = response.json<TeamSuggestion>();
    const groups = [a, b, c, full, over, west];
    expect(Object.keys(body).sort()).toEqual(groups.map((g) => g.id).sort());

    const tutorialOf = new Map<string, string>();
    for (const s of freeH) tutorialOf.set(s.id, 'H12A');
    for (const s of freeW) tutorialOf.set(s.id, 'W15B');
    const everyone = Object.values(body).flat();
    expect(new Set(everyone.map((s) => s.id)).size).toBe(everyone.length);
    for (const group of groups) {
      const list = body[group.id]!;
      // Existing members first, all kept.
      expect(new Set(list.slice(0, group.memberIds.length).map((s) => s.id))).toEqual(
        new Set(group.memberIds),
      );
      const additions = list.slice(group.memberIds.length);
      if (group.memberIds.length >= 4) expect(additions).toEqual([]);
      else expect(list.length).toBeLessThanOrEqual(4);
      const tutorial = group === west ? 'W15B' : 'H12A';
      for (const s of additions) expect(tutorialOf.get(s.id)).toBe(tutorial);
    }
    expect(body[over.id]).toHaveLength(5);
    // H12A has exactly seven places for its seven students; W15B three for five.
    const placed = new Set(everyone.map((s) => s.id));
    for (const s of freeH) expect(placed.has(s.id)).toBe(true);
    expect(freeW.filter((s) => placed.has(s.id))).toHaveLength(3);
    expect(body[west.id]).toHaveLength(4);
    expect(placed.has(lonely.id)).toBe(false);
    expect(body[c.id]!.length).toBeGreaterThan(0);
    expect(body[w.student.id]).toBeUndefined();
    expect(everyone.find((s) => s.id === w.student.id)).toEqual({
      id: w.student.id,
      name: 'Ada Lovelace',
    });

    // Nothing was saved, and the same data gives the same suggestion.
    const again = await getAs(t, url(sub), w.admin.headers);
    expect(again.body).toBe(response.body);
  });

  it('follows the subcourse max_group_size and lists every group, even with no one to place', async () => {
    const w = await suggestWorld(t);
    const sub = w.subcourse.id;
    await setSubcourse(t, sub, { maxGroupSize: 2 });
    const solo = await groupOf(t, sub, 'Solo', { members: 1 });
    const empty = await groupOf(t, sub, 'Empty', { members: 0 });
    const newcomers = [w.student.id];
    for (let i = 1; i <= 3; i++) newcomers.push((await studentOf(t, sub, { name: `N${i}` })).id);
    const body = (await getAs(t, url(sub), w.admin.headers)).json<TeamSuggestion>();
    expect(body[solo.id]).toHaveLength(2);
    expect(body[empty.id]).toHaveLength(2);
    const placed = Object.values(body)
      .flat()
      .map((s) => s.id);
    expect(newcomers.filter((id) => placed.includes(id))).toHaveLength(3);

    const quiet = await suggestWorld(t);
    const lone = await groupOf(t, quiet.subcourse.id, 'Lone', { members: 2 });
    await setSubcourse(t, quiet.subcourse.id, { maxGroupSize: 2 });
    const answer = await getAs(t, url(quiet.subcourse.id), quiet.admin.headers);
    expect(answer.json()).toEqual({
      [lone.id]: lone.memberIds.map((id, i) => ({ id, name: `Lone member ${i + 1}` })),
    });
  });
});
