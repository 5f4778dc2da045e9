import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AFTER_PUBLISH_MESSAGES as M } from '@capstone/contracts';
import { groupLocks, subcourses } from '../../src/db/schema';
import { listLocks } from '../../src/modules/allocation-locks/allocation-locks.repo';
import { boardWorld, type BoardWorld } from '../allocation/board-fixtures';
import { get, put } from '../clients/client-fixtures';
import { expectError } from '../helpers/expect-error';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { publish, publishedWorld } from './published-world';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const url = (subcourseId: string) => `/api/admin/${subcourseId}/allocation/locked`;
const read = (w: BoardWorld, headers: Headers = w.admin.headers, id = w.subcourse.id) =>
  get(t, url(id), headers);
const lock = (w: BoardWorld, body: unknown, headers: Headers = w.admin.headers) =>
  put(t, url(w.subcourse.id), body, headers);
/** A lock change with no body at all. */
const bare = (headers: Headers, id: string) =>
  t.app.inject({ method: 'PUT', url: url(id), headers });

async function lockRows(subcourseId: string) {
  const rows = await t.db.select().from(groupLocks).where(eq(groupLocks.subcourseId, subcourseId));
  return rows.sort((a, b) => a.groupId.localeCompare(b.groupId));
}

describe('GET /api/admin/{subcourseId}/allocation/locked', () => {
  it('walks the failure ladder, then answers staff of S', async () => {
    const w = await publishedWorld(t);
    expectError(await read(w, {}), 401, 'Missing Authorization Header');
    expectError(await read(w, w.admin.headers, 'nope'), 404, M.subcourseNotFound);
    expectError(await read(w, w.admin.headers, w.otherSub.id), 404, M.subcourseNotFound);
    for (const caller of [w.otherAdmin, w.outsider]) {
      expectError(await read(w, caller.headers), 404, M.subcourseNotFound);
    }
    for (const caller of [w.a1, w.client]) {
      expectError(await read(w, caller.headers), 403, M.onlyStaff);
    }
    for (const caller of [w.admin, w.tutor]) {
      const response = await read(w, caller.headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ locked: [] });
    }
  });
});

describe('PUT /api/admin/{subcourseId}/allocation/locked: the failure ladder', () => {
  it('401, 404 and 403 before the body is read', async () => {
    const w = await publishedWorld(t);
    expectError(await lock(w, { locked: [] }, {}), 401, 'Missing Authorization Header');
    expectError(await bare(w.admin.headers, 'nope'), 404, M.subcourseNotFound);
    for (const caller of [w.otherAdmin, w.outsider]) {
      expectError(await bare(caller.headers, w.subcourse.id), 404, M.subcourseNotFound);
    }
    expectError(await bare(w.tutor.headers, w.subcourse.id), 403, M.onlyAdmins);
    for (const caller of [w.a1, w.client]) {
      expectError(await bare(caller.headers, w.subcourse.id), 403, M.onlyStaff);
    }
  });

  it('400 for a body that is not a list of ids', async () => {
    const w = await publishedWorld(t);
    expectError(await bare(w.admin.headers, w.subcourse.id), 400, M.lockedRule);
    for (const body of [{}, { locked: 'x' }, { locked: [5] }, { locked: [''] }, { locked: null }]) {
      expectError(await lock(w, body), 400, M.lockedRule);
    }
  });

  it('400 while the offering is archived or not active, archived first; reads still answer', async () => {
    const w = await publishedWorld(t);
    await t.db.update(subcourses).set({ isActive: false }).where(eq(subcourses.id, w.subcourse.id));
    expectError(await lock(w, { locked: [w.alpha.id] }), 400, M.subcourseNotActive);
    await t.db
      .update(subcourses)
      .set({ isArchived: true })
      .where(eq(subcourses.id, w.subcourse.id));
    expectError(await lock(w, { locked: [w.alpha.id] }), 400, M.subcourseArchived);
    expect((await read(w)).json()).toEqual({ locked: [] });
    expect(await lockRows(w.subcourse.id)).toEqual([]);
  });

  it('400 for groups of another offering, unknown ids and groups with no published project', async () => {
    const w = await publishedWorld(t);
    expectError(
      await lock(w, { locked: [w.alpha.id, w.otherGroup.id] }),
      400,
      M.groupNotBelong(w.otherGroup.id),
    );
    expectError(await lock(w, { locked: ['ghost'] }), 400, M.groupNotBelong('ghost'));
    expectError(
      await lock(w, { locked: [w.alpha.id, w.empty.id] }),
      400,
      M.nothingToLock(w.empty.name),
    );
    expect(await lockRows(w.subcourse.id)).toEqual([]);
  });

  it('400 for every group before any allocation is published', async () => {
    const w = await boardWorld(t);
    expectError(await lock(w, { locked: [w.alpha.id] }), 400, M.nothingToLock('Alpha'));
    expect(await lockRows(w.subcourse.id)).toEqual([]);
  });
});

describe('PUT /api/admin/{subcourseId}/allocation/locked: success', () => {
  it('stores the whole set with each group’s published project, by group name, and replaces it', async () => {
    const w = await publishedWorld(t);
    // A lock of another offering, which no change in S may touch.
    await publish(
      t,
      { ...w, subcourse: w.otherSub, admin: w.otherAdmin },
      {
        [w.otherProject.id]: [w.otherGroup.id],
      },
    );
    const foreign = await put(
      t,
      url(w.otherSub.id),
      { locked: [w.otherGroup.id] },
      w.otherAdmin.headers,
    );
    expect(foreign.json()).toEqual({ locked: [w.otherGroup.id] });

    const response = await lock(w, { locked: [w.charlie.id, w.alpha.id, w.charlie.id] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ locked: [w.alpha.id, w.charlie.id] });
    const rows = await lockRows(w.subcourse.id);
    expect(rows.map((r) => [r.groupId, r.projectId, r.lockedBy]).sort()).toEqual(
      [
        [w.alpha.id, w.apollo.id, w.admin.id],
        [w.charlie.id, w.borealis.id, w.admin.id],
      ].sort(),
    );
    expect((await read(w, w.tutor.headers)).json()).toEqual({
      locked: [w.alpha.id, w.charlie.id],
    });
    expect(await listLocks(t.db, w.subcourse.id)).toEqual([
      { groupId: w.alpha.id, groupName: 'Alpha', projectId: w.apollo.id },
      { groupId: w.charlie.id, groupName: 'Charlie', projectId: w.borealis.id },
    ]);

    // A refused change keeps the set as it was.
    expectError(await lock(w, { locked: [w.bravo.id, 'ghost'] }), 400, M.groupNotBelong('ghost'));
    expect((await read(w)).json()).toEqual({ locked: [w.alpha.id, w.charlie.id] });

    // The set sent is the whole set: Alpha stays, Charlie goes, Bravo comes.
    const replaced = await lock(w, { locked: [w.bravo.id, w.alpha.id] });
    expect(replaced.json()).toEqual({ locked: [w.alpha.id, w.bravo.id] });
    expect((await lockRows(w.subcourse.id)).map((r) => r.groupId).sort()).toEqual(
      [w.alpha.id, w.bravo.id].sort(),
    );

    const cleared = await lock(w, { locked: [] });
    expect(cleared.json()).toEqual({ locked: [] });
    expect(await lockRows(w.subcourse.id)).toEqual([]);
    expect((await lockRows(w.otherSub.id)).map((r) => r.groupId)).toEqual([w.otherGroup.id]);
  });
});
