import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALLOCATION_MESSAGES as M } from '@capstone/contracts';
import { groupLocks, projects, staff } from '../../src/db/schema';
import { expectError } from '../helpers/expect-error';
import { subcourseClientIds, subcourseProjectIds } from '../helpers/project-factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { logsOf, mailedSince, projectRow } from '../allocation/board-fixtures';
import {
  insertRequest,
  lockedGroups,
  publish,
  readVersion,
  ref,
  requestRow,
  setMentor,
  versionWorld,
  type VersionWorld,
} from './version-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const firstBoard = (w: VersionWorld) => ({
  [w.apollo.id]: [w.alpha.id],
  [w.borealis.id]: [w.bravo.id, w.charlie.id],
});

describe('mentor quotas and minimums at publish', () => {
  it("a mentor's projects over the quota refuse a publish unless overridden, and the override logs the mentor", async () => {
    const w = await versionWorld(t);
    await t.db.update(staff).set({ name: 'Mentor Mia' }).where(eq(staff.id, w.tutor.id));
    await setMentor(t, w.subcourse.id, w.tutor.id, 2, [w.apollo.id, w.borealis.id]);
    await t.db.update(projects).set({ minGroups: 2 }).where(eq(projects.id, w.cygnus.id));

    expectError(await publish(t, w, firstBoard(w)), 400, M.capacity);
    expect(await logsOf(t, w.subcourse.id)).toEqual([]);

    // Within the quota, and with Cygnus below its minimum: the minimum never blocks.
    const within = {
      [w.apollo.id]: [w.alpha.id],
      [w.borealis.id]: [w.bravo.id],
      [w.cygnus.id]: [w.charlie.id],
    };
    expect((await publish(t, w, within)).json()).toMatchObject({ version: 1 });
    const v1 = await readVersion(t, w, 1);
    const mia = { id: w.tutor.id, name: 'Mentor Mia' };
    expect(v1.projects).toEqual([
      { ...ref(w.apollo), capacity: 1, mentor: mia, min_groups: 0 },
      { ...ref(w.borealis), capacity: 2, mentor: mia, min_groups: 0 },
      { ...ref(w.cygnus), capacity: 2, mentor: null, min_groups: 2 },
    ]);

    expect((await publish(t, w, firstBoard(w), { override: true })).json()).toMatchObject({
      version: 2,
    });
    const overridden = (await logsOf(t, w.subcourse.id)).find((l) => l.override)!;
    expect(overridden.overCapacity).toEqual([{ container: w.tutor.id, count: 3, capacity: 2 }]);

    // A project over its own capacity and its mentor over the quota are both logged.
    await publish(
      t,
      w,
      { [w.apollo.id]: [w.alpha.id, w.bravo.id, w.charlie.id] },
      { override: true },
    );
    const logs = (await logsOf(t, w.subcourse.id)).filter((l) => l.override);
    const last = logs.find((l) => l.overCapacity.length === 2)!;
    expect(last.overCapacity).toEqual(
      expect.arrayContaining([
        { container: w.apollo.id, count: 3, capacity: 1 },
        { container: w.tutor.id, count: 3, capacity: 2 },
      ]),
    );

    // Renaming the mentor later leaves the stored versions as they were.
    await t.db.update(staff).set({ name: 'Renamed' }).where(eq(staff.id, w.tutor.id));
    expect((await readVersion(t, w, 1)).projects[0]!.mentor).toEqual(mia);
  });

  it('a mentor with no quota has no limit', async () => {
    const w = await versionWorld(t);
    await setMentor(t, w.subcourse.id, w.tutor.id, null, [w.apollo.id, w.borealis.id]);
    expect((await publish(t, w, firstBoard(w))).json()).toMatchObject({ version: 1 });
    // A quota of 0 refuses any group on the mentor's projects.
    await setMentor(t, w.subcourse.id, w.tutor.id, 0, [w.apollo.id]);
    expectError(
      await publish(t, w, {
        [w.cygnus.id]: [w.bravo.id, w.charlie.id],
        [w.apollo.id]: [w.alpha.id],
      }),
      400,
      M.capacity,
    );
  });
});

describe('withdrawn projects at publish', () => {
  async function withdraw(projectId: string, by: string) {
    await t.db
      .update(projects)
      .set({
        status: 'unavailable',
        withdrawnAt: new Date(),
        withdrawnBy: by,
        withdrawnReason: 'The client has left.',
      })
      .where(eq(projects.id, projectId));
  }

  it('cannot take groups, and leaves the subcourse once a publish moved its groups away', async () => {
    const w = await versionWorld(t);
    await publish(t, w, {
      [w.apollo.id]: [w.alpha.id],
      [w.borealis.id]: [w.bravo.id],
      [w.cygnus.id]: [w.charlie.id],
    });
    await withdraw(w.cygnus.id, w.admin.id);
    expectError(
      await publish(t, w, {
        [w.apollo.id]: [w.alpha.id],
        [w.borealis.id]: [w.bravo.id],
        [w.cygnus.id]: [w.charlie.id],
      }),
      400,
      M.notBelong('Project', w.cygnus.id),
    );
    // Nothing changed: the project is still in S while Charlie is on it.
    expect((await projectRow(t, w.cygnus.id)).subcourseId).toBe(w.subcourse.id);
    expect(await subcourseProjectIds(t, w.subcourse.id)).toContain(w.cygnus.id);

    // Mails of earlier publishes may still be on their way; the mark counts them all.

    await t.app.outbox.drain();

    const from = t.mailer.sent.length;
    const response = await publish(t, w, firstBoard(w));
    expect(response.json()).toEqual({ message: M.allocated, version: 2 });
    const cygnus = await projectRow(t, w.cygnus.id);
    expect(cygnus).toMatchObject({ subcourseId: null, status: 'unavailable', isAllocated: false });
    expect(await subcourseProjectIds(t, w.subcourse.id)).not.toContain(w.cygnus.id);
    // Its client had no other project in S; the client of Apollo and Borealis stays.
    const clientIds = await subcourseClientIds(t, w.subcourse.id);
    expect(clientIds).not.toContain(w.cygnusClient.id);
    expect(clientIds).toContain(w.client.id);

    const v2 = await readVersion(t, w, 2);
    expect(v2.projects.map((p) => p.id)).toEqual([w.apollo.id, w.borealis.id]);
    expect(Object.keys(v2.allocation)).toEqual([w.apollo.id, w.borealis.id]);
    expect(v2.changes).toEqual([
      { group: ref(w.charlie), from: ref(w.cygnus), to: ref(w.borealis) },
    ]);
    // The withdrawn project's client hears that it has no groups now.
    expect(await mailedSince(t, from, 'Project Allocation Published')).toEqual(
      [w.c1, w.client, w.coClient, w.cygnusClient].map((p) => p.email).sort(),
    );
    // Version 1 still shows it.
    expect((await readVersion(t, w, 1)).allocation[w.cygnus.id]).toEqual([ref(w.charlie)]);
  });

  it('a withdrawn project with no groups leaves at the next publish; a draft does not move it', async () => {
    const w = await versionWorld(t);
    await withdraw(w.cygnus.id, w.admin.id);
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/allocate/${w.subcourse.id}/project`,
      headers: { 'content-type': 'application/json', ...w.admin.headers },
      payload: JSON.stringify({ is_draft: true, l_allocations: [], r_allocations: [] }),
    });
    expect((await projectRow(t, w.cygnus.id)).subcourseId).toBe(w.subcourse.id);
    await publish(t, w, firstBoard(w));
    expect((await projectRow(t, w.cygnus.id)).subcourseId).toBeNull();
    // Projects that were not withdrawn stay, with or without groups.
    expect((await projectRow(t, w.apollo.id)).subcourseId).toBe(w.subcourse.id);
    expect(await subcourseProjectIds(t, w.subcourse.id)).toEqual(
      [w.apollo.id, w.borealis.id].sort(),
    );
  });
});

describe('locks and change requests at publish', () => {
  it('a publish that moves a locked group removes its lock; other locks stay', async () => {
    const w = await versionWorld(t);
    await publish(t, w, firstBoard(w));
    await t.db.insert(groupLocks).values([
      {
        subcourseId: w.subcourse.id,
        groupId: w.alpha.id,
        projectId: w.apollo.id,
        lockedBy: w.admin.id,
      },
      {
        subcourseId: w.subcourse.id,
        groupId: w.bravo.id,
        projectId: w.borealis.id,
        lockedBy: w.admin.id,
      },
    ]);
    // A course admin may publish any board: locks bind suggestions only.
    const response = await publish(t, w, {
      [w.cygnus.id]: [w.alpha.id],
      [w.borealis.id]: [w.bravo.id, w.charlie.id],
    });
    expect(response.json()).toMatchObject({ version: 2 });
    expect(await lockedGroups(t, w.subcourse.id)).toEqual([w.bravo.id]);
  });

  it('approved requests a publish fulfils become applied; pending requests it makes moot are cancelled; others stay', async () => {
    const w = await versionWorld(t);
    await publish(t, w, firstBoard(w));
    const approvedNamed = await insertRequest(t, {
      subcourseId: w.subcourse.id,
      groupId: w.alpha.id,
      requestedBy: w.a1.id,
      fromProjectId: w.apollo.id,
      projectId: w.cygnus.id,
      status: 'approved',
    });
    const approvedAny = await insertRequest(t, {
      subcourseId: w.subcourse.id,
      groupId: w.bravo.id,
      requestedBy: w.b1.id,
      fromProjectId: w.borealis.id,
      projectId: null,
      status: 'approved',
    });
    const openStill = await insertRequest(t, {
      subcourseId: w.subcourse.id,
      groupId: w.charlie.id,
      requestedBy: w.c1.id,
      fromProjectId: w.borealis.id,
      projectId: w.apollo.id,
      status: 'open',
    });
    const declined = await insertRequest(t, {
      subcourseId: w.subcourse.id,
      groupId: w.charlie.id,
      requestedBy: w.c1.id,
      fromProjectId: w.borealis.id,
      projectId: w.cygnus.id,
      status: 'declined',
    });

    // Alpha to Cygnus (named: fulfilled), Bravo to Cygnus (any: fulfilled), Charlie stays.
    const v2 = await publish(t, w, {
      [w.cygnus.id]: [w.alpha.id, w.bravo.id],
      [w.borealis.id]: [w.charlie.id],
    });
    expect(v2.json()).toMatchObject({ version: 2 });
    expect(await requestRow(t, approvedNamed.id)).toMatchObject({
      status: 'applied',
      appliedInVersion: 2,
    });
    expect(await requestRow(t, approvedAny.id)).toMatchObject({
      status: 'applied',
      appliedInVersion: 2,
    });
    expect(await requestRow(t, openStill.id)).toMatchObject({
      status: 'open',
      appliedInVersion: null,
    });
    expect(await requestRow(t, declined.id)).toMatchObject({ status: 'declined' });

    // Version 3: Charlie moves, but not where it asked: its open request is cancelled. Alpha
    // asks for Apollo (approved) and is moved to Borealis instead: cancelled too. Bravo's new
    // approved request is untouched because Bravo stays.
    const alphaToApollo = await insertRequest(t, {
      subcourseId: w.subcourse.id,
      groupId: w.alpha.id,
      requestedBy: w.a1.id,
      fromProjectId: w.cygnus.id,
      projectId: w.apollo.id,
      status: 'approved',
    });
    const bravoAny = await insertRequest(t, {
      subcourseId: w.subcourse.id,
      groupId: w.bravo.id,
      requestedBy: w.b1.id,
      fromProjectId: w.cygnus.id,
      projectId: null,
      status: 'approved',
    });
    const v3 = await publish(t, w, {
      [w.borealis.id]: [w.alpha.id],
      [w.cygnus.id]: [w.bravo.id, w.charlie.id],
    });
    expect(v3.json()).toMatchObject({ version: 3 });
    expect(await requestRow(t, openStill.id)).toMatchObject({
      status: 'cancelled',
      appliedInVersion: null,
    });
    expect(await requestRow(t, alphaToApollo.id)).toMatchObject({ status: 'cancelled' });
    expect(await requestRow(t, bravoAny.id)).toMatchObject({ status: 'approved' });
    // A finished request never changes again.
    expect(await requestRow(t, approvedNamed.id)).toMatchObject({
      status: 'applied',
      appliedInVersion: 2,
    });

    // An "any" request is not fulfilled by losing the project: it is cancelled.
    await publish(
      t,
      w,
      { [w.borealis.id]: [w.alpha.id], [w.cygnus.id]: [w.charlie.id] },
      { override: true },
      [w.bravo.id],
    );
    expect(await requestRow(t, bravoAny.id)).toMatchObject({ status: 'cancelled' });
  });

  it('an approved request whose group moved to the requested project is applied even with a lock on it', async () => {
    const w = await versionWorld(t);
    await publish(t, w, firstBoard(w));
    await t.db.insert(groupLocks).values({
      subcourseId: w.subcourse.id,
      groupId: w.charlie.id,
      projectId: w.borealis.id,
    });
    const request = await insertRequest(t, {
      subcourseId: w.subcourse.id,
      groupId: w.charlie.id,
      requestedBy: w.c1.id,
      fromProjectId: w.borealis.id,
      projectId: w.cygnus.id,
      status: 'approved',
    });
    await publish(t, w, {
      [w.apollo.id]: [w.alpha.id],
      [w.borealis.id]: [w.bravo.id],
      [w.cygnus.id]: [w.charlie.id],
    });
    expect(await requestRow(t, request.id)).toMatchObject({
      status: 'applied',
      appliedInVersion: 2,
    });
    const locks = await t.db
      .select()
      .from(groupLocks)
      .where(and(eq(groupLocks.subcourseId, w.subcourse.id), eq(groupLocks.groupId, w.charlie.id)));
    expect(locks).toEqual([]);
  });
});
