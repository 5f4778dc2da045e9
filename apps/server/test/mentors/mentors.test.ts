import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AFTER_PUBLISH_MESSAGES as M } from '@capstone/contracts';
import { projects, staff, staffMemberships, subcourses } from '../../src/db/schema';
import { listMentorQuotas } from '../../src/modules/mentors/mentors.repo';
import { boardWorld, projectRow, type BoardWorld } from '../allocation/board-fixtures';
import { publish } from '../allocation-locks/published-world';
import { get, put } from '../clients/client-fixtures';
import { expectError } from '../helpers/expect-error';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const base = (w: BoardWorld, id = w.subcourse.id) => `/api/admin/${id}`;
const quotaUrl = (w: BoardWorld, staffId: string, id = w.subcourse.id) =>
  `${base(w, id)}/mentors/${staffId}`;
const mentorUrl = (w: BoardWorld, projectId: string, id = w.subcourse.id) =>
  `${base(w, id)}/projects/${projectId}/mentor`;
const minUrl = (w: BoardWorld, projectId: string, id = w.subcourse.id) =>
  `${base(w, id)}/projects/${projectId}/min-groups`;
/** A write with no body at all. */
const bare = (url: string, headers: Headers) => t.app.inject({ method: 'PUT', url, headers });

/** The board world with its staff named apart: Dana (course admin), Bea and Cy (tutors). */
async function mentorWorld() {
  const w = await boardWorld(t);
  const names: [string, string][] = [
    [w.admin.id, 'Dana Admin'],
    [w.tutor.id, 'Bea Tutor'],
    [w.otherTutor.id, 'Cy Tutor'],
  ];
  for (const [id, name] of names) await t.db.update(staff).set({ name }).where(eq(staff.id, id));
  return w;
}

async function setState(w: BoardWorld, values: { isActive?: boolean; isArchived?: boolean }) {
  await t.db.update(subcourses).set(values).where(eq(subcourses.id, w.subcourse.id));
}

async function quotaOf(w: BoardWorld, staffId: string) {
  const [row] = await t.db
    .select({ quota: staffMemberships.mentorQuota })
    .from(staffMemberships)
    .where(
      and(eq(staffMemberships.subcourseId, w.subcourse.id), eq(staffMemberships.staffId, staffId)),
    );
  return row?.quota;
}

/** The subcourse-scoped ladder every route shares: 401, 404 for S, 403 by role. */
async function subcourseLadder(
  w: BoardWorld,
  url: (id?: string) => string,
  method: 'GET' | 'PUT',
  readers: 'staff' | 'admins',
) {
  const call = (headers: Headers, id?: string) => t.app.inject({ method, url: url(id), headers });
  expectError(await call({}), 401, 'Missing Authorization Header');
  expectError(await call(w.admin.headers, 'nope'), 404, M.subcourseNotFound);
  expectError(await call(w.admin.headers, w.otherSub.id), 404, M.subcourseNotFound);
  for (const caller of [w.otherAdmin, w.outsider]) {
    expectError(await call(caller.headers), 404, M.subcourseNotFound);
  }
  if (readers === 'admins') expectError(await call(w.tutor.headers), 403, M.onlyAdmins);
  for (const caller of [w.a1, w.client]) {
    expectError(await call(caller.headers), 403, M.onlyStaff);
  }
}

describe('GET /api/admin/{subcourseId}/mentors', () => {
  it('walks the failure ladder, then lists no one before any setting', async () => {
    const w = await mentorWorld();
    await subcourseLadder(w, (id) => `${base(w, id)}/mentors`, 'GET', 'staff');
    for (const caller of [w.admin, w.tutor]) {
      const response = await get(t, `${base(w)}/mentors`, caller.headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    }
  });
});

describe('PUT /api/admin/{subcourseId}/mentors/{staffId}', () => {
  it('walks the failure ladder', async () => {
    const w = await mentorWorld();
    await subcourseLadder(w, (id) => quotaUrl(w, w.tutor.id, id), 'PUT', 'admins');
    for (const id of ['nope', w.otherAdmin.id, w.a1.id]) {
      expectError(await bare(quotaUrl(w, id), w.admin.headers), 404, M.staffNotFound);
    }
    expectError(await bare(quotaUrl(w, w.tutor.id), w.admin.headers), 400, M.quotaRequired);
    const bodies: [unknown, string][] = [
      [{}, M.quotaRequired],
      [{ quota: -1 }, M.quotaRule],
      [{ quota: 1001 }, M.quotaRule],
      [{ quota: 1.5 }, M.quotaRule],
      [{ quota: '3' }, M.quotaRule],
    ];
    for (const [body, message] of bodies) {
      expectError(await put(t, quotaUrl(w, w.tutor.id), body, w.admin.headers), 400, message);
    }
    await setState(w, { isArchived: true });
    expectError(
      await put(t, quotaUrl(w, w.tutor.id), { quota: 2 }, w.admin.headers),
      400,
      M.subcourseArchived,
    );
    expect(await quotaOf(w, w.tutor.id)).toBeNull();
  });

  it('sets and clears a quota, also before the offering is activated', async () => {
    const w = await mentorWorld();
    await setState(w, { isActive: false });
    const response = await put(t, quotaUrl(w, w.tutor.id), { quota: 0 }, w.admin.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      mentor: { id: w.tutor.id, name: 'Bea Tutor' },
      quota: 0,
      projects: [],
      load: 0,
    });
    expect(await quotaOf(w, w.tutor.id)).toBe(0);
    // A course admin may set their own quota too.
    const own = await put(t, quotaUrl(w, w.admin.id), { quota: 1000 }, w.admin.headers);
    expect(own.json()).toMatchObject({ mentor: { id: w.admin.id }, quota: 1000 });
    const listed = await get(t, `${base(w)}/mentors`, w.tutor.headers);
    expect(listed.json().map((m: { mentor: { name: string } }) => m.mentor.name)).toEqual([
      'Bea Tutor',
      'Dana Admin',
    ]);

    const cleared = await put(t, quotaUrl(w, w.tutor.id), { quota: null }, w.admin.headers);
    expect(cleared.json()).toMatchObject({ quota: null, projects: [] });
    expect(await quotaOf(w, w.tutor.id)).toBeNull();
    // No quota and no project: no longer a mentor.
    const after = await get(t, `${base(w)}/mentors`, w.admin.headers);
    expect(after.json().map((m: { mentor: { id: string } }) => m.mentor.id)).toEqual([w.admin.id]);
  });
});

describe('PUT /api/admin/{subcourseId}/projects/{projectId}/mentor', () => {
  it('walks the failure ladder', async () => {
    const w = await mentorWorld();
    await subcourseLadder(w, (id) => mentorUrl(w, w.apollo.id, id), 'PUT', 'admins');
    for (const id of ['nope', w.otherProject.id, w.draft.id]) {
      expectError(await bare(mentorUrl(w, id), w.admin.headers), 404, M.projectNotInSubcourse);
    }
    expectError(await bare(mentorUrl(w, w.apollo.id), w.admin.headers), 400, M.mentorRequired);
    const bodies: [unknown, string][] = [
      [{}, M.mentorRequired],
      [{ mentor: 5 }, M.mentorNotStaff],
      [{ mentor: '' }, M.mentorNotStaff],
    ];
    for (const [body, message] of bodies) {
      expectError(await put(t, mentorUrl(w, w.apollo.id), body, w.admin.headers), 400, message);
    }
    for (const id of ['nope', w.otherAdmin.id, w.a1.id]) {
      expectError(
        await put(t, mentorUrl(w, w.apollo.id), { mentor: id }, w.admin.headers),
        400,
        M.mentorNotStaff,
      );
    }
    await setState(w, { isArchived: true });
    expectError(
      await put(t, mentorUrl(w, w.apollo.id), { mentor: w.tutor.id }, w.admin.headers),
      400,
      M.subcourseArchived,
    );
    expect((await projectRow(t, w.apollo.id)).mentorId).toBeNull();
  });

  it('gives a project a mentor, replaces it, and removes it', async () => {
    const w = await mentorWorld();
    const set = await put(t, mentorUrl(w, w.apollo.id), { mentor: w.tutor.id }, w.admin.headers);
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({
      project: { id: w.apollo.id, name: 'Apollo' },
      mentor: { id: w.tutor.id, name: 'Bea Tutor' },
      min_groups: 0,
    });
    expect((await projectRow(t, w.apollo.id)).mentorId).toBe(w.tutor.id);
    const replaced = await put(
      t,
      mentorUrl(w, w.apollo.id),
      { mentor: w.otherTutor.id },
      w.admin.headers,
    );
    expect(replaced.json().mentor).toEqual({ id: w.otherTutor.id, name: 'Cy Tutor' });
    const removed = await put(t, mentorUrl(w, w.apollo.id), { mentor: null }, w.admin.headers);
    expect(removed.json().mentor).toBeNull();
    expect((await projectRow(t, w.apollo.id)).mentorId).toBeNull();
  });
});

describe('PUT /api/admin/{subcourseId}/projects/{projectId}/min-groups', () => {
  it('walks the failure ladder', async () => {
    const w = await mentorWorld();
    await subcourseLadder(w, (id) => minUrl(w, w.borealis.id, id), 'PUT', 'admins');
    for (const id of ['nope', w.otherProject.id, w.draft.id]) {
      expectError(await bare(minUrl(w, id), w.admin.headers), 404, M.projectNotInSubcourse);
    }
    expectError(await bare(minUrl(w, w.borealis.id), w.admin.headers), 400, M.minGroupsRule);
    for (const body of [{}, { min_groups: -1 }, { min_groups: 1.5 }, { min_groups: '1' }]) {
      expectError(
        await put(t, minUrl(w, w.borealis.id), body, w.admin.headers),
        400,
        M.minGroupsRule,
      );
    }
    // Borealis takes 2 groups.
    expectError(
      await put(t, minUrl(w, w.borealis.id), { min_groups: 3 }, w.admin.headers),
      400,
      M.minGroupsRule,
    );
    await setState(w, { isArchived: true });
    expectError(
      await put(t, minUrl(w, w.borealis.id), { min_groups: 1 }, w.admin.headers),
      400,
      M.subcourseArchived,
    );
    expect((await projectRow(t, w.borealis.id)).minGroups).toBe(0);
  });

  it('sets a minimum up to the capacity, before activation too', async () => {
    const w = await mentorWorld();
    await setState(w, { isActive: false });
    await put(t, mentorUrl(w, w.borealis.id), { mentor: w.tutor.id }, w.admin.headers);
    const response = await put(t, minUrl(w, w.borealis.id), { min_groups: 2 }, w.admin.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      project: { id: w.borealis.id, name: 'Borealis' },
      mentor: { id: w.tutor.id, name: 'Bea Tutor' },
      min_groups: 2,
    });
    expect((await projectRow(t, w.borealis.id)).minGroups).toBe(2);
    const none = await put(t, minUrl(w, w.apollo.id), { min_groups: 0 }, w.admin.headers);
    expect(none.json()).toEqual({
      project: { id: w.apollo.id, name: 'Apollo' },
      mentor: null,
      min_groups: 0,
    });
  });
});

describe('mentors, their projects and their load', () => {
  it('lists mentors by name with their projects by number and the groups of the latest version', async () => {
    const w = await mentorWorld();
    const headers = w.admin.headers;
    await put(t, mentorUrl(w, w.borealis.id), { mentor: w.tutor.id }, headers);
    await put(t, mentorUrl(w, w.apollo.id), { mentor: w.tutor.id }, headers);
    await put(t, quotaUrl(w, w.tutor.id), { quota: 3 }, headers);
    await put(t, quotaUrl(w, w.otherTutor.id), { quota: 5 }, headers);
    await put(t, minUrl(w, w.borealis.id), { min_groups: 1 }, headers);

    const expected = (load: number) => [
      {
        mentor: { id: w.tutor.id, name: 'Bea Tutor' },
        quota: 3,
        projects: [
          { id: w.apollo.id, name: 'Apollo' },
          { id: w.borealis.id, name: 'Borealis' },
        ],
        load,
      },
      { mentor: { id: w.otherTutor.id, name: 'Cy Tutor' }, quota: 5, projects: [], load: 0 },
    ];
    // Before any version the load is 0.
    expect((await get(t, `${base(w)}/mentors`, w.tutor.headers)).json()).toEqual(expected(0));

    const first = await publish(t, w, {
      [w.apollo.id]: [w.alpha.id],
      [w.borealis.id]: [w.bravo.id, w.charlie.id],
    });
    expect(first.version).toBe(1);
    expect((await get(t, `${base(w)}/mentors`, w.tutor.headers)).json()).toEqual(expected(3));
    // The latest version counts: Charlie leaves Borealis.
    await publish(t, w, { [w.apollo.id]: [w.alpha.id], [w.borealis.id]: [w.bravo.id] });
    expect((await get(t, `${base(w)}/mentors`, w.admin.headers)).json()).toEqual(expected(2));
    const one = await put(t, quotaUrl(w, w.tutor.id), { quota: 2 }, headers);
    expect(one.json()).toEqual({ ...expected(2)[0], quota: 2 });

    expect(await listMentorQuotas(t.db, w.subcourse.id)).toEqual([
      { staffId: w.tutor.id, name: 'Bea Tutor', quota: 2 },
      { staffId: w.otherTutor.id, name: 'Cy Tutor', quota: 5 },
    ]);

    // Staff of S see the settings on the project itself; its client does not.
    const asStaff = await get(t, `/api/project/profile/${w.borealis.id}`, w.otherTutor.headers);
    expect(asStaff.json()).toMatchObject({
      mentor: { id: w.tutor.id, name: 'Bea Tutor' },
      min_groups: 1,
    });
    const asClient = await get(t, `/api/project/profile/${w.borealis.id}`, w.client.headers);
    expect(asClient.json()).not.toHaveProperty('mentor');
    expect(asClient.json()).not.toHaveProperty('min_groups');
  });

  it('leaves out mentors who are no longer staff of S', async () => {
    const w = await mentorWorld();
    await put(t, mentorUrl(w, w.apollo.id), { mentor: w.otherTutor.id }, w.admin.headers);
    await t.db
      .delete(staffMemberships)
      .where(
        and(
          eq(staffMemberships.subcourseId, w.subcourse.id),
          eq(staffMemberships.staffId, w.otherTutor.id),
        ),
      );
    expect((await get(t, `${base(w)}/mentors`, w.admin.headers)).json()).toEqual([]);
    const [row] = await t.db.select().from(projects).where(eq(projects.id, w.apollo.id));
    expect(row!.mentorId).toBe(w.otherTutor.id);
  });
});
