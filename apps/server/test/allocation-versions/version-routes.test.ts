import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AFTER_PUBLISH_MESSAGES as M } from '@capstone/contracts';
import { groups, projects, staff, subcourses } from '../../src/db/schema';
import { expectError } from '../helpers/expect-error';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  getJson,
  listVersions,
  publish,
  readVersion,
  ref,
  versionsUrl,
  versionWorld,
  type VersionWorld,
} from './version-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Version 1 of the world: Alpha on Apollo, Bravo and Charlie on Borealis, Cygnus empty. */
const firstBoard = (w: VersionWorld) => ({
  [w.apollo.id]: [w.alpha.id],
  [w.borealis.id]: [w.bravo.id, w.charlie.id],
});

describe('GET /api/admin/{subcourseId}/allocation/versions[/{n}]: the failure ladder', () => {
  it('401 without a token, 404 for an unknown or unrelated subcourse, 403 for students and clients', async () => {
    const w = await versionWorld(t);
    const list = versionsUrl(w.subcourse.id);
    for (const url of [list, `${list}/1`]) {
      expectError(await getJson(t, url, {}), 401, 'Missing Authorization Header');
      expectError(await getJson(t, url, w.outsider.headers), 404, M.subcourseNotFound);
      expectError(await getJson(t, url, w.otherAdmin.headers), 404, M.subcourseNotFound);
      expectError(await getJson(t, url, w.a1.headers), 403, M.onlyStaff);
      expectError(await getJson(t, url, w.loner.headers), 403, M.onlyStaff);
      expectError(await getJson(t, url, w.client.headers), 403, M.onlyStaff);
    }
    for (const url of [versionsUrl('nope'), `${versionsUrl('nope')}/1`]) {
      expectError(await getJson(t, url, w.admin.headers), 404, M.subcourseNotFound);
    }
    // Another offering's subcourse is unknown to this course's staff, whatever the version.
    expectError(
      await getJson(t, `${versionsUrl(w.otherSub.id)}/1`, w.admin.headers),
      404,
      M.subcourseNotFound,
    );
    // An unknown subcourse wins over a bad version number; a student's 403 does too.
    expectError(
      await getJson(t, `${versionsUrl('nope')}/abc`, w.admin.headers),
      404,
      M.subcourseNotFound,
    );
    expectError(await getJson(t, `${list}/abc`, w.a1.headers), 403, M.onlyStaff);
  });

  it('before the first publish: [] and every number is unknown; bad numbers are 404 too', async () => {
    const w = await versionWorld(t);
    const list = versionsUrl(w.subcourse.id);
    for (const viewer of [w.admin, w.tutor, w.otherTutor]) {
      const response = await getJson(t, list, viewer.headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    }
    expect((await publish(t, w, firstBoard(w))).json()).toMatchObject({ version: 1 });
    for (const n of [
      '0',
      '-1',
      '1.5',
      '1.0',
      'abc',
      '1e0',
      '+1',
      '0x1',
      '2',
      '99999999999',
      ' 1',
    ]) {
      expectError(
        await getJson(t, `${list}/${encodeURIComponent(n)}`, w.tutor.headers),
        404,
        M.versionNotFound,
      );
    }
    expect((await getJson(t, `${list}/1`, w.tutor.headers)).statusCode).toBe(200);
  });
});

describe('allocation versions: what each publish records', () => {
  it('version 1 lists every allocated group as a change from no project, with names, counts and the publisher', async () => {
    const w = await versionWorld(t);
    await t.db.update(staff).set({ name: 'Grace Admin' }).where(eq(staff.id, w.admin.id));
    const before = Date.now();
    const response = await publish(t, w, firstBoard(w));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Allocated successfully', version: 1 });

    const rows = await listVersions(t, w);
    expect(rows).toEqual([
      {
        number: 1,
        published_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        published_by: { id: w.admin.id, name: 'Grace Admin' },
        override: false,
        counts: { groups: 3, allocated: 3, unallocated: 0, changed: 3 },
      },
    ]);
    expect(Date.parse(rows[0]!.published_at)).toBeGreaterThanOrEqual(before - 1000);

    const version = await readVersion(t, w, 1);
    expect(version).toEqual({
      ...rows[0],
      projects: [
        { ...ref(w.apollo), capacity: 1, mentor: null, min_groups: 0 },
        { ...ref(w.borealis), capacity: 2, mentor: null, min_groups: 0 },
        { ...ref(w.cygnus), capacity: 2, mentor: null, min_groups: 0 },
      ],
      allocation: {
        [w.apollo.id]: [ref(w.alpha)],
        [w.borealis.id]: [ref(w.bravo), ref(w.charlie)],
        [w.cygnus.id]: [],
      },
      unallocated: [],
      changes: [
        { group: ref(w.alpha), from: null, to: ref(w.apollo) },
        { group: ref(w.bravo), from: null, to: ref(w.borealis) },
        { group: ref(w.charlie), from: null, to: ref(w.borealis) },
      ],
    });
    // Keys follow proj_no.
    expect(Object.keys(version.allocation)).toEqual([w.apollo.id, w.borealis.id, w.cygnus.id]);
  });

  it('numbers run 1, 2, 3; a stored version stays as it was after renames, capacity changes and later publishes', async () => {
    const w = await versionWorld(t);
    await publish(t, w, firstBoard(w));
    const first = await readVersion(t, w, 1);

    // Version 2, overridden: Charlie left without a project.
    const second = await publish(
      t,
      w,
      { [w.apollo.id]: [w.alpha.id], [w.borealis.id]: [w.bravo.id] },
      { override: true },
      [w.charlie.id],
    );
    expect(second.json()).toEqual({ message: 'Allocated successfully', version: 2 });

    await t.db
      .update(projects)
      .set({ name: 'Apollo II', capacity: 3 })
      .where(eq(projects.id, w.apollo.id));
    await t.db.update(groups).set({ name: 'Alpha Prime' }).where(eq(groups.id, w.alpha.id));
    await t.db.update(groups).set({ name: 'Charlie Two' }).where(eq(groups.id, w.charlie.id));
    const third = await publish(t, w, {
      [w.apollo.id]: [w.alpha.id, w.charlie.id],
      [w.borealis.id]: [w.bravo.id],
    });
    expect(third.json()).toEqual({ message: 'Allocated successfully', version: 3 });

    expect((await listVersions(t, w)).map((v) => v.number)).toEqual([1, 2, 3]);
    expect(await readVersion(t, w, 1)).toEqual(first);

    const v2 = await readVersion(t, w, 2);
    expect(v2).toMatchObject({
      override: true,
      counts: { groups: 3, allocated: 2, unallocated: 1, changed: 1 },
      unallocated: [ref(w.charlie)],
      changes: [{ group: ref(w.charlie), from: ref(w.borealis), to: null }],
    });
    expect(v2.projects[0]).toEqual({ ...ref(w.apollo), capacity: 1, mentor: null, min_groups: 0 });

    const v3 = await readVersion(t, w, 3);
    const apollo = { id: w.apollo.id, name: 'Apollo II' };
    expect(v3).toMatchObject({
      override: false,
      counts: { groups: 3, allocated: 3, unallocated: 0, changed: 1 },
      allocation: {
        [w.apollo.id]: [
          { id: w.alpha.id, name: 'Alpha Prime' },
          { id: w.charlie.id, name: 'Charlie Two' },
        ],
        [w.borealis.id]: [ref(w.bravo)],
        [w.cygnus.id]: [],
      },
      changes: [{ group: { id: w.charlie.id, name: 'Charlie Two' }, from: null, to: apollo }],
    });
    expect(v3.projects[0]).toEqual({ ...apollo, capacity: 3, mentor: null, min_groups: 0 });
    // Version 2 still has the old names.
    expect(await readVersion(t, w, 2)).toEqual(v2);
  });

  it('groups, unallocated and changes are sorted by name; an empty group that loses its project is a change but not unallocated', async () => {
    const w = await versionWorld(t);
    await t.db.update(groups).set({ name: 'zulu' }).where(eq(groups.id, w.alpha.id));
    await t.db.update(groups).set({ name: 'G10' }).where(eq(groups.id, w.bravo.id));
    await t.db.update(groups).set({ name: 'G2' }).where(eq(groups.id, w.charlie.id));
    await publish(t, w, {
      [w.cygnus.id]: [w.alpha.id, w.bravo.id],
      [w.borealis.id]: [w.charlie.id, w.empty.id],
    });
    const v1 = await readVersion(t, w, 1);
    expect(v1.allocation[w.cygnus.id]!.map((g) => g.name)).toEqual(['G10', 'zulu']);
    expect(v1.allocation[w.borealis.id]!.map((g) => g.name)).toEqual(['Empty', 'G2']);
    expect(v1.changes.map((c) => c.group.name)).toEqual(['Empty', 'G2', 'G10', 'zulu']);
    expect(v1.counts).toEqual({ groups: 3, allocated: 4, unallocated: 0, changed: 4 });

    await publish(t, w, { [w.cygnus.id]: [w.alpha.id] }, { override: true }, [
      w.bravo.id,
      w.charlie.id,
    ]);
    const v2 = await readVersion(t, w, 2);
    expect(v2.unallocated.map((g) => g.name)).toEqual(['G2', 'G10']);
    expect(v2.changes).toEqual([
      { group: ref(w.empty), from: ref(w.borealis), to: null },
      { group: { id: w.charlie.id, name: 'G2' }, from: ref(w.borealis), to: null },
      { group: { id: w.bravo.id, name: 'G10' }, from: ref(w.cygnus), to: null },
    ]);
    expect(v2.counts).toEqual({ groups: 3, allocated: 1, unallocated: 2, changed: 3 });
  });

  it('drafts create no version; archived and inactive offerings keep their versions readable', async () => {
    const w = await versionWorld(t);
    const draft = await t.app.inject({
      method: 'POST',
      url: `/api/admin/allocate/${w.subcourse.id}/project`,
      headers: { 'content-type': 'application/json', ...w.admin.headers },
      payload: JSON.stringify({ is_draft: true, l_allocations: [], r_allocations: [] }),
    });
    expect(draft.json()).toEqual({ message: 'Draft saved successfully' });
    expect(await listVersions(t, w)).toEqual([]);

    await publish(t, w, firstBoard(w));
    const v1 = await readVersion(t, w, 1);
    await t.db
      .update(subcourses)
      .set({ isActive: false, isArchived: true })
      .where(eq(subcourses.id, w.subcourse.id));
    for (const viewer of [w.admin, w.tutor]) {
      const response = await getJson(t, `${versionsUrl(w.subcourse.id)}/1`, viewer.headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(v1);
    }
    expect((await listVersions(t, w)).map((v) => v.number)).toEqual([1]);
  });
});
