import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PREFERENCE_MESSAGES as M } from '@capstone/contracts';
import { enrolments, projects } from '../../src/db/schema';
import { get } from '../clients/client-fixtures';
import { enrol } from '../helpers/course-factories';
import { signedIn } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { preferenceWorld, type PreferenceWorld } from './preference-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function setEnrolment(
  w: PreferenceWorld,
  studentId: string,
  values: Partial<typeof enrolments.$inferInsert>,
) {
  await t.db
    .update(enrolments)
    .set(values)
    .where(and(eq(enrolments.subcourseId, w.subcourse.id), eq(enrolments.studentId, studentId)));
}

const ranks = (w: PreferenceWorld, list: [number, number][]) =>
  list.map(([index, rank]) => ({ project: w.projects[index]!.id, notes: 'private', rank }));

describe('GET /api/group/preference/auto/{subcourseId}/{groupId}', () => {
  it('pools the members’ rankings: 8 − rank points, available only, ties by proj_no, top 7', async () => {
    const w = await preferenceWorld(t);
    const url = `/api/group/preference/auto/${w.subcourse.id}/${w.group.id}`;
    expect((await get(t, url)).json()).toEqual({ Error: MESSAGES.missingAuth });
    // Nobody ranked anything yet.
    expect((await get(t, url, w.lead.headers)).json()).toEqual([]);

    await setEnrolment(w, w.lead.id, {
      preferences: ranks(w, [
        [0, 1],
        [1, 2],
        [2, 3],
        [3, 4],
        [4, 5],
        [5, 6],
        [8, 7],
      ]),
    });
    await setEnrolment(w, w.member.id, {
      preferences: ranks(w, [
        [8, 1],
        [7, 2],
        [6, 3],
        [5, 4],
      ]),
    });
    // A classmate outside the group does not count.
    await setEnrolment(w, w.classmate.id, { preferences: ranks(w, [[3, 1]]) });
    // Project 2 (index 1) is withdrawn: it cannot be suggested.
    await t.db
      .update(projects)
      .set({ status: 'unavailable' })
      .where(eq(projects.id, w.projects[1]!.id));
    // Points: P9 1+7=8, P1 7, P6 2+4=6, P8 6, P3 5, P7 5, P4 4, P5 3.
    const response = await get(t, url, w.member.headers);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ project: { name: string; proj_no: number }; rank: number }[]>();
    expect(body.map((entry) => [entry.project.name, entry.rank])).toEqual([
      ['Project 9', 1],
      ['Project 1', 2],
      ['Project 6', 3],
      ['Project 8', 4],
      ['Project 3', 5],
      ['Project 7', 6],
      ['Project 4', 7],
    ]);
    expect(body[0]).not.toHaveProperty('notes');
  });

  it('is for the group’s members only', async () => {
    const w = await preferenceWorld(t);
    const url = `/api/group/preference/auto/${w.subcourse.id}/${w.group.id}`;
    for (const reader of [w.classmate, w.otherTutorial, w.admin, w.tutor, w.client]) {
      const response = await get(t, url, reader.headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ Error: M.notGroupMember });
    }
    for (const reader of [w.outsider, w.otherClient, w.otherAdmin]) {
      expect((await get(t, url, reader.headers)).statusCode).toBe(404);
    }
    // A group named under another subcourse is unknown there.
    const wrong = await get(
      t,
      `/api/group/preference/auto/${w.otherSub.id}/${w.group.id}`,
      w.lead.headers,
    );
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({ Error: M.groupNotFound });
  });
});

describe('GET /api/group/wishlist/{groupId}/{subcourseId}', () => {
  it('one entry per member; members see available projects, staff every listed one', async () => {
    const w = await preferenceWorld(t);
    const url = `/api/group/wishlist/${w.group.id}/${w.subcourse.id}`;
    expect((await get(t, url)).statusCode).toBe(401);
    await setEnrolment(w, w.lead.id, { wishlist: [w.projects[2]!.id, w.projects[0]!.id] });
    await setEnrolment(w, w.member.id, { wishlist: [w.draft.id] });
    await setEnrolment(w, w.classmate.id, { wishlist: [w.projects[5]!.id] });
    const third = await signedIn(t, 'student');
    await enrol(t.db, w.subcourse.id, third.id, { groupId: w.group.id });

    const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
    const expected = (staff: boolean) =>
      [
        { id: w.lead.id, wishlist: ['Project 3', 'Project 1'] },
        { id: w.member.id, wishlist: staff ? [w.draft.name] : [] },
        { id: third.id, wishlist: [] },
      ].sort(byId);
    for (const [reader, staff] of [
      [w.lead, false],
      [third, false],
      [w.admin, true],
      [w.tutor, true],
    ] as const) {
      const response = await get(t, url, reader.headers);
      expect(response.statusCode).toBe(200);
      const body = response.json<{ id: string; name: string; wishlist: { name: string }[] }[]>();
      expect(body.every((entry) => entry.name.length > 0)).toBe(true);
      expect(
        body
          .map((entry) => ({ id: entry.id, wishlist: entry.wishlist.map((card) => card.name) }))
          .sort(byId),
      ).toEqual(expected(staff));
    }
    for (const reader of [w.classmate, w.otherTutorial, w.client]) {
      const response = await get(t, url, reader.headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ Error: M.notGroupMember });
    }
    for (const reader of [w.outsider, w.otherClient, w.otherAdmin]) {
      expect((await get(t, url, reader.headers)).statusCode).toBe(404);
    }
    const wrong = await get(
      t,
      `/api/group/wishlist/${w.group.id}/${w.otherSub.id}`,
      w.admin.headers,
    );
    expect(wrong.statusCode).toBe(404);
  });
});
