import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AFTER_PUBLISH_MESSAGES as AP,
  ALLOCATION_MESSAGES as M,
  MESSAGES,
  type AllocationReport,
} from '@capstone/contracts';
import { changeRequests, enrolments, groupLocks, groups, projects } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { until } from '../helpers/wait';
import {
  autoUrl,
  changeRequest,
  lock,
  mentorOf,
  placements,
  publish,
  ref,
  reportUrl,
  setProject,
  setQuota,
  suggestion,
  withdraw,
} from './proposal-fixtures';
import { getAs, groupOf, project, setSubcourse, suggestWorld } from './suggest-fixtures';

let t: TestApp;
// The response cache stays on, as in production: every answer below must already be fresh.
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FROM = '?from=published';

async function expectError(
  url: string,
  headers: Record<string, string>,
  status: number,
  message: string,
) {
  const response = await getAs(t, url, headers);
  expect({ url, status: response.statusCode, body: response.json() }).toEqual({
    url,
    status,
    body: { Error: message },
  });
}

/** Removes every member of a group, as leaving it does. */
const empty = (groupId: string) =>
  t.db.update(enrolments).set({ groupId: null }).where(eq(enrolments.groupId, groupId));

const emptySummary = {
  moved: 0,
  unplaced: 0,
  emptied: 0,
  withdrawn: 0,
  over_capacity: 0,
  mentor_quota: 0,
  requested: 0,
  new: 0,
  chain: 0,
};

describe('GET …/allocate/project/auto?from=published: the failure ladder', () => {
  it('answers 401, 404, 403, then 400 for the query, archived, not active and no version', async () => {
    const w = await suggestWorld(t);
    const p1 = await project(t, w, { name: 'P1' });
    const g = await groupOf(t, w.subcourse.id, 'T1-APPLE', { ranking: [p1] });
    for (const url of [autoUrl, reportUrl]) {
      const id = w.subcourse.id;
      await expectError(url(id, FROM), {}, 401, MESSAGES.missingAuth);
      await expectError(url('no-such-subcourse', FROM), w.admin.headers, 404, M.subcourseNotFound);
      for (const stranger of [w.outsider, w.otherClient, w.otherAdmin]) {
        await expectError(url(id, FROM), stranger.headers, 404, M.subcourseNotFound);
      }
      for (const member of [w.student, w.client]) {
        await expectError(url(id, FROM), member.headers, 403, MESSAGES.onlyCourseStaff);
      }
      // The query is judged only once the caller may see S and is staff of it.
      await expectError(url(id, '?from=draft'), w.outsider.headers, 404, M.subcourseNotFound);
      await expectError(url(id, '?from=draft'), w.student.headers, 403, MESSAGES.onlyCourseStaff);
      for (const query of ['?from=draft', '?from=', '?from=PUBLISHED', '?from=published&from=x']) {
        await expectError(url(id, query), w.admin.headers, 400, AP.fromRule);
      }
      await expectError(url(id, `${FROM}&policy=best`), w.admin.headers, 400, M.policyRule);
      await expectError(url(id, `${FROM}&seed=-1`), w.tutor.headers, 400, M.seedRule);
      await expectError(
        url(id, `${FROM}&allow_unranked=yes`),
        w.admin.headers,
        400,
        M.allowUnrankedRule,
      );
      // The state of S comes before the missing version, archived before not active.
      await setSubcourse(t, id, { isArchived: true, isActive: false });
      await expectError(url(id, FROM), w.admin.headers, 400, AP.subcourseArchived);
      await setSubcourse(t, id, { isArchived: false });
      await expectError(url(id, FROM), w.tutor.headers, 400, AP.subcourseNotActive);
      await setSubcourse(t, id, { isActive: true });
      for (const caller of [w.admin, w.tutor]) {
        await expectError(url(id, FROM), caller.headers, 400, AP.noVersion);
      }
      // Without `from` the same offering has a suggestion.
      expect((await getAs(t, url(id), w.admin.headers)).statusCode).toBe(200);
    }

    expect(await publish(t, w, { [p1.id]: [g.id] })).toBe(1);
    for (const caller of [w.admin, w.tutor]) {
      const map = await getAs(t, autoUrl(w.subcourse.id, FROM), caller.headers);
      expect(map.json()).toEqual({ [p1.id]: [{ id: g.id, name: 'T1-APPLE' }] });
    }
    const { report } = await suggestion(t, w, FROM);
    expect(report).toMatchObject({
      from: 'published',
      base_version: 1,
      moves: [],
      chains: [],
      summary: emptySummary,
      requests: [],
      locked: [],
      warnings: [],
      mentors: [],
      min_groups_missed: [],
    });
  });
});

describe('GET …/allocate/project/auto?from=published: the proposal', () => {
  it('moves a withdrawn project’s group and the chain that makes room, with current names', async () => {
    const w = await suggestWorld(t);
    const p1 = await project(t, w, { name: 'P1' });
    const p2 = await project(t, w, { name: 'P2 draft name' });
    const p3 = await project(t, w, { name: 'P3' });
    const p4 = await project(t, w, { name: 'P4' });
    const apple = await groupOf(t, w.subcourse.id, 'T1-APPLE', { ranking: [p1, p4] });
    const banana = await groupOf(t, w.subcourse.id, 'Banana (old name)', { ranking: [p2, p1] });
    const cherry = await groupOf(t, w.subcourse.id, 'T1-CHERRY', { ranking: [p3] });
    const version = await publish(t, w, {
      [p1.id]: [apple.id],
      [p2.id]: [banana.id],
      [p3.id]: [cherry.id],
    });
    expect(version).toBe(1);
    // Unchanged from the base: nothing moves.
    expect((await suggestion(t, w, FROM)).report.moves).toEqual([]);

    await withdraw(t, w, p2.id);
    await setProject(t, p2.id, { name: 'P2' });
    await t.db.update(groups).set({ name: 'T1-BANANA' }).where(eq(groups.id, banana.id));
    const B = { id: banana.id, name: 'T1-BANANA' };
    const A = ref(apple);
    const P1 = ref(p1);
    const P2 = { id: p2.id, name: 'P2' };
    const P4 = ref(p4);

    const { map, report } = await suggestion(t, w, FROM);
    expect(Object.keys(map)).toEqual([p1.id, p3.id, p4.id]);
    expect(map).toEqual({ [p1.id]: [B], [p3.id]: [ref(cherry)], [p4.id]: [A] });
    expect(report.moves).toEqual([
      {
        group: B,
        from: P2,
        to: P1,
        from_rank: 1,
        to_rank: 2,
        kind: 'withdrawn',
        chain: 1,
        reason: "T1-BANANA's project P2 was withdrawn, so it moves to P1 (its 2nd choice).",
      },
      {
        group: A,
        from: P1,
        to: P4,
        from_rank: 1,
        to_rank: 2,
        kind: 'chain',
        chain: 1,
        reason:
          'T1-APPLE moves from P1 to P4 (its 2nd choice) to make room for T1-BANANA, whose project P2 was withdrawn.',
      },
    ]);
    expect(report.chains).toEqual([
      {
        number: 1,
        trigger: B,
        groups: [B, A],
        summary:
          'P2 was withdrawn: T1-BANANA moves to P1 (its 2nd choice), and T1-APPLE moves from P1 to P4 (its 2nd choice) to make room.',
      },
    ]);
    expect(report.summary).toEqual({ ...emptySummary, moved: 2, withdrawn: 1, chain: 1 });
    expect(report).toMatchObject({
      from: 'published',
      base_version: 1,
      policy: 'balanced',
      seed: 0,
      allow_unranked: false,
      requests: [],
      locked: [],
      warnings: [],
      mentors: [],
      min_groups_missed: [],
    });
    // The rest of the report describes the proposal itself.
    expect(report.quality).toMatchObject({
      groups_total: 3,
      allocated: 3,
      unallocated: 0,
      worst_rank: 2,
      groups_at_worst_rank: 2,
      projects_empty: 0,
    });
    expect(report.unallocated_reason).toBeNull();
    const explanation = Object.fromEntries(report.groups.map((g) => [g.name, g.explanation]));
    expect(explanation).toEqual({
      'T1-APPLE':
        'Got its 2nd choice; its 1st choice (P1) was filled by groups that ranked it 2nd.',
      'T1-BANANA': 'Got its 2nd choice.',
      'T1-CHERRY': 'Got its 1st choice.',
    });

    // The same stored state and query give the same answer, apart from the engine's time.
    const again = (await suggestion(t, w, FROM)).report;
    expect({ ...again, runtime_ms: 0 }).toEqual({ ...report, runtime_ms: 0 });
  });

  it('leaves a displaced group without a project unless unranked projects are allowed', async () => {
    const w = await suggestWorld(t);
    const p1 = await project(t, w, { name: 'P1' });
    const p2 = await project(t, w, { name: 'P2' });
    const p3 = await project(t, w, { name: 'P3' });
    const banana = await groupOf(t, w.subcourse.id, 'T1-BANANA', { ranking: [p2] });
    const apple = await groupOf(t, w.subcourse.id, 'T1-APPLE', { ranking: [p1] });
    await publish(t, w, { [p1.id]: [apple.id], [p2.id]: [banana.id] });
    await withdraw(t, w, p2.id);

    const strict = (await suggestion(t, w, FROM)).report;
    expect(strict.moves).toEqual([
      expect.objectContaining({
        group: ref(banana),
        to: null,
        kind: 'withdrawn',
        reason:
          "T1-BANANA's project P2 was withdrawn and no place it can take could be freed, so it has no project in this proposal.",
      }),
    ]);
    expect(strict.summary).toEqual({ ...emptySummary, moved: 1, unplaced: 1, withdrawn: 1 });
    expect(strict.quality).toMatchObject({ groups_total: 2, allocated: 1, unallocated: 1 });
    expect(strict.unallocated_reason?.groups).toEqual([ref(banana)]);

    const { map, report } = await suggestion(t, w, `${FROM}&allow_unranked=true`);
    expect(map[p3.id]).toEqual([ref(banana)]);
    expect(report.moves?.[0]?.reason).toBe(
      "T1-BANANA's project P2 was withdrawn, so it moves to P3 (a project it did not rank).",
    );
    expect(report.summary).toEqual({ ...emptySummary, moved: 1, withdrawn: 1 });
    expect(report.groups.find((g) => g.id === banana.id)).toMatchObject({
      project: ref(p3),
      rank: null,
      unranked: true,
    });
    expect(report.allow_unranked).toBe(true);
  });

  it('moves the groups a lowered capacity and a lowered mentor quota push out', async () => {
    const w = await suggestWorld(t);
    const p3 = await project(t, w, { name: 'P3', capacity: 2 });
    const p4 = await project(t, w, { name: 'P4' });
    const p5 = await project(t, w, { name: 'P5' });
    const p6 = await project(t, w, { name: 'P6' });
    const p7 = await project(t, w, { name: 'P7' });
    const a = await groupOf(t, w.subcourse.id, 'G-A', { ranking: [p3, p4] });
    const b = await groupOf(t, w.subcourse.id, 'G-B', { ranking: [p3] });
    const c = await groupOf(t, w.subcourse.id, 'G-C', { ranking: [p5, p7] });
    const d = await groupOf(t, w.subcourse.id, 'G-D', { ranking: [p6] });
    await publish(t, w, { [p3.id]: [a.id, b.id], [p5.id]: [c.id], [p6.id]: [d.id] });

    await setProject(t, p3.id, { capacity: 1 });
    const mentor = await mentorOf(t, w, 'Dr Mentor', 1, [p5.id, p6.id]);
    const { map, report } = await suggestion(t, w, FROM);
    expect(map).toEqual({
      [p3.id]: [ref(b)],
      [p4.id]: [ref(a)],
      [p5.id]: [],
      [p6.id]: [ref(d)],
      [p7.id]: [ref(c)],
    });
    expect(report.moves?.map((m) => [m.group.name, m.kind, m.chain, m.reason])).toEqual([
      ['G-A', 'over_capacity', 1, 'P3 now takes 1 group, so G-A moves to P4 (its 2nd choice).'],
      [
        'G-C',
        'mentor_quota',
        2,
        "Dr Mentor's quota is now 1 group, so G-C moves from P5 to P7 (its 2nd choice).",
      ],
    ]);
    expect(report.chains?.map((c) => c.summary)).toEqual([
      'P3 now takes 1 group: G-A moves to P4 (its 2nd choice).',
      "Dr Mentor's quota is now 1 group: G-C moves from P5 to P7 (its 2nd choice).",
    ]);
    expect(report.summary).toEqual({
      ...emptySummary,
      moved: 2,
      over_capacity: 1,
      mentor_quota: 1,
    });
    expect(report.mentors).toEqual([{ mentor, quota: 1, load: 1 }]);
    // A minimum that the proposal misses, though the group that ranked it must stay.
    await setProject(t, p5.id, { minGroups: 1 });
    const withMinimum = (await suggestion(t, w, FROM)).report;
    expect(withMinimum.min_groups_missed).toEqual([
      {
        project: ref(p5),
        min_groups: 1,
        groups_allocated: 0,
        message: "P5 has 0 groups, fewer than its minimum of 1: its mentor's quota is used up.",
      },
    ]);
  });

  it('keeps locked groups, follows approved requests only, places new groups, frees emptied places', async () => {
    const w = await suggestWorld(t);
    const p1 = await project(t, w, { name: 'P1' });
    const p5 = await project(t, w, { name: 'P5' });
    const p6 = await project(t, w, { name: 'P6', capacity: 2 });
    const p8 = await project(t, w, { name: 'P8' });
    const p9 = await project(t, w, { name: 'P9' });
    const apple = await groupOf(t, w.subcourse.id, 'T1-APPLE', { ranking: [p1, p5] });
    const cherry = await groupOf(t, w.subcourse.id, 'T1-CHERRY', { ranking: [p6, p8] });
    const gone = await groupOf(t, w.subcourse.id, 'T1-EMPTY', { ranking: [p6] });
    const locked = await groupOf(t, w.subcourse.id, 'T2-LOCKED', { ranking: [p5] });
    const ghost = await groupOf(t, w.subcourse.id, 'T2-GHOST', { ranking: [p1] });
    await publish(t, w, {
      [p1.id]: [apple.id],
      [p5.id]: [locked.id],
      [p6.id]: [cherry.id, gone.id],
      [p9.id]: [ghost.id],
    });
    const date = await groupOf(t, w.subcourse.id, 'T1-DATE', { ranking: [p6] });
    await lock(t, w, locked.id, p5.id);
    await lock(t, w, ghost.id, p9.id);
    await empty(ghost.id);
    await empty(gone.id);
    const appleRequest = await changeRequest(t, w, { groupId: apple.id, from: p1.id, to: p5.id });
    const cherryRequest = await changeRequest(t, w, { groupId: cherry.id, from: p6.id, to: p8.id });
    // Only approved requests count: a declined and an open one change nothing.
    await changeRequest(t, w, { groupId: apple.id, from: p1.id, to: p8.id, status: 'declined' });
    await changeRequest(t, w, { groupId: date.id, from: p6.id, to: p1.id, status: 'open' });

    const { map, report } = await suggestion(t, w, FROM);
    expect(map).toEqual({
      [p1.id]: [ref(apple)],
      [p5.id]: [ref(locked)],
      [p6.id]: [ref(date)],
      [p8.id]: [ref(cherry)],
      [p9.id]: [ref(ghost)],
    });
    expect(report.moves?.map((m) => [m.group.name, m.kind, m.chain, m.reason])).toEqual([
      [
        'T1-CHERRY',
        'requested',
        1,
        'T1-CHERRY moves from P6 to P8 (its 2nd choice), as its approved change request asked.',
      ],
      ['T1-DATE', 'new', 2, 'T1-DATE had no project, so it moves to P6 (its 1st choice).'],
      ['T1-EMPTY', 'emptied', 3, 'T1-EMPTY has no members any more, so its place on P6 is free.'],
    ]);
    expect(report.summary).toEqual({
      ...emptySummary,
      moved: 3,
      emptied: 1,
      requested: 1,
      new: 1,
    });
    expect(report.requests).toEqual([
      {
        id: appleRequest,
        group: ref(apple),
        project: ref(p5),
        fulfilled: false,
        note: 'No place on P5 could be freed for T1-APPLE without moving a locked group.',
      },
      { id: cherryRequest, group: ref(cherry), project: ref(p8), fulfilled: true, note: null },
    ]);
    expect(report.locked).toEqual([ghost.id, locked.id]);
    expect(report.warnings).toEqual([
      'T2-GHOST has no members any more but is locked, so it keeps its place on P9.',
    ]);
    // The emptied group is gone from the proposal's groups; the emptied locked one keeps its place.
    expect(report.quality).toMatchObject({ groups_total: 5, allocated: 5 });
    const explained = Object.fromEntries(report.groups.map((g) => [g.name, g.explanation]));
    expect(Object.keys(explained).sort()).toEqual([
      'T1-APPLE',
      'T1-CHERRY',
      'T1-DATE',
      'T2-GHOST',
      'T2-LOCKED',
    ]);
    expect(explained['T2-GHOST']).toBe('Placed on P9 by staff (a project it did not rank).');
    expect(explained['T2-LOCKED']).toBe('Placed on P5 by staff (its 1st choice).');

    // Locked groups alone over a lowered capacity: kept, and said.
    await setProject(t, p5.id, { capacity: 0 });
    const over = (await suggestion(t, w, FROM)).report;
    expect(over.allocation[p5.id]).toEqual([ref(locked)]);
    expect(over.moves?.map((m) => m.group.id)).not.toContain(locked.id);
    expect(over.warnings).toContain(
      'Locked groups alone exceed the capacity of P5 (1 locked group for 0 places), so no other group is placed there.',
    );
    expect(over.requests?.[0]?.note).toBe('P5 takes no groups now.');
  });
});

describe('GET …/allocate/project/auto without from: locks, quotas and minimums', () => {
  it('keeps mentors within quota, fills minimums first, keeps locked groups, and says so', async () => {
    const w = await suggestWorld(t);
    const p1 = await project(t, w, { name: 'P1', capacity: 3 });
    const p2 = await project(t, w, { name: 'P2' });
    const p3 = await project(t, w, { name: 'P3' });
    const a = await groupOf(t, w.subcourse.id, 'A', { ranking: [p1, p2] });
    const b = await groupOf(t, w.subcourse.id, 'B', { ranking: [p1] });
    const c = await groupOf(t, w.subcourse.id, 'C', { ranking: [p1] });

    const plain = await suggestion(t, w);
    expect(plain.map).toEqual({ [p1.id]: [ref(a), ref(b), ref(c)], [p2.id]: [], [p3.id]: [] });
    expect(plain.report).toMatchObject({ locked: [], mentors: [], min_groups_missed: [] });
    expect(plain.report.from).toBeUndefined();
    expect(plain.report.moves).toBeUndefined();

    const mentor = await mentorOf(t, w, 'Dr Mentor', 2, [p1.id]);
    await setProject(t, p2.id, { minGroups: 1 });
    await setProject(t, p3.id, { minGroups: 1 });
    const limited = await suggestion(t, w);
    expect(limited.map).toEqual({ [p1.id]: [ref(b), ref(c)], [p2.id]: [ref(a)], [p3.id]: [] });
    expect(limited.report.mentors).toEqual([{ mentor, quota: 2, load: 2 }]);
    expect(limited.report.min_groups_missed).toEqual([
      {
        project: ref(p3),
        min_groups: 1,
        groups_allocated: 0,
        message:
          'P3 has 0 groups, fewer than its minimum of 1: no group that could be placed there ranked it.',
      },
    ]);
    expect(limited.report.groups.find((g) => g.id === a.id)?.explanation).toBe(
      "Got its 2nd choice; its 1st choice (P1) had a free place, but its mentor's quota was used up.",
    );
    // No quota and no minimum: the plain suggestion again, the mentor still reported.
    await setQuota(t, w, null);
    await setProject(t, p2.id, { minGroups: 0 });
    await setProject(t, p3.id, { minGroups: 0 });
    const unlimited = await suggestion(t, w);
    expect(unlimited.map).toEqual(plain.map);
    expect(unlimited.report.mentors).toEqual([{ mentor, quota: null, load: 3 }]);

    // A locked group stays on its published project, even one it did not rank.
    await publish(t, w, { [p3.id]: [b.id], [p1.id]: [c.id], [p2.id]: [a.id] });
    await lock(t, w, b.id, p3.id);
    await setQuota(t, w, 1);
    await setProject(t, p2.id, { minGroups: 1 });
    const locked = await suggestion(t, w);
    expect(locked.map).toEqual({ [p1.id]: [ref(c)], [p2.id]: [ref(a)], [p3.id]: [ref(b)] });
    expect(locked.report.locked).toEqual([b.id]);
    expect(locked.report.min_groups_missed).toEqual([]);
    expect(locked.report.groups.find((g) => g.id === b.id)?.explanation).toBe(
      'Placed on P3 by staff (a project it did not rank).',
    );
    expect(locked.report.from).toBeUndefined();
    // Without quotas or minimums the lock holds too (the plain engine's locked pairs).
    await setQuota(t, w, null);
    await setProject(t, p2.id, { minGroups: 0 });
    const plainLocked = await suggestion(t, w);
    expect(placements(plainLocked.map).get(b.id)).toBe(p3.id);
    expect(plainLocked.map[p1.id]).toEqual([ref(a), ref(c)]);
  });
});

describe('suggestions and the response cache', () => {
  it('never outlive a change of locks, requests, quotas or minimums', async () => {
    const w = await suggestWorld(t);
    const p1 = await project(t, w, { name: 'P1' });
    const p2 = await project(t, w, { name: 'P2' });
    const apple = await groupOf(t, w.subcourse.id, 'T1-APPLE', { ranking: [p1, p2] });
    await publish(t, w, { [p1.id]: [apple.id] });
    const url = reportUrl(w.subcourse.id, FROM);
    const read = async () => (await getAs(t, url, w.admin.headers)).json<AllocationReport>();

    // Sending the publish's mails writes to the database too: let them go before caching. On
    // PostgreSQL a write's notification arrives a moment later and empties the cache once more,
    // so read until an answer comes from the cache; what follows is then the cache's doing.
    await t.app.outbox.drain();
    let first = await read();
    await until(async () => {
      const hits = t.app.responseCache.stats.hits;
      const again = await read();
      if (t.app.responseCache.stats.hits === hits) {
        first = again;
        return false;
      }
      expect(again).toEqual(first);
      return true;
    }, 'an answer from the response cache');
    expect(first).toMatchObject({ locked: [], requests: [], mentors: [] });

    await lock(t, w, apple.id, p1.id);
    expect((await read()).locked).toEqual([apple.id]);

    const mentor = await mentorOf(t, w, 'Dr Mentor', 0, [p1.id]);
    expect((await read()).mentors).toEqual([{ mentor, quota: 0, load: 1 }]);
    expect((await read()).warnings).toEqual([
      "Locked groups alone exceed Dr Mentor's quota (1 locked group for a quota of 0), so no other group is placed on their projects.",
    ]);

    await setProject(t, p2.id, { minGroups: 1 });
    expect((await read()).min_groups_missed.map((m) => m.project.id)).toEqual([p2.id]);

    await t.db.delete(groupLocks).where(eq(groupLocks.groupId, apple.id));
    await setQuota(t, w, null);
    const requestId = await changeRequest(t, w, {
      groupId: apple.id,
      from: p1.id,
      to: p2.id,
      status: 'open',
    });
    const open = await read();
    expect(open.requests).toEqual([]);
    expect(open.allocation[p1.id]).toEqual([ref(apple)]);
    await t.db
      .update(changeRequests)
      .set({ status: 'approved' })
      .where(eq(changeRequests.id, requestId));
    const approved = await read();
    expect(approved.requests).toEqual([
      { id: requestId, group: ref(apple), project: ref(p2), fulfilled: true, note: null },
    ]);
    expect(approved.allocation[p2.id]).toEqual([ref(apple)]);
    // A project's status is stored state too: withdrawing takes its key away.
    await t.db.update(projects).set({ status: 'unavailable' }).where(eq(projects.id, p2.id));
    expect(Object.keys((await read()).allocation)).toEqual([p1.id]);
  });
});
