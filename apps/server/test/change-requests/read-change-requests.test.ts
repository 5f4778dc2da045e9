import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AFTER_PUBLISH_MESSAGES as M, changeRequests } from '@capstone/contracts';
import { expectError } from '../helpers/expect-error';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  asked,
  cancel,
  decide,
  publishFirst,
  readAdmin,
  readGroup,
  requestWorld,
  setSubcourse,
  type RequestWorld,
} from './change-request-fixtures';

let t: TestApp;
let w: RequestWorld;
/** Requests in the order they were made: Alpha's cancelled one, Bravo's, Alpha's open one. */
let made: { id: string }[];
beforeAll(async () => {
  t = await createTestApp();
  w = await requestWorld(t);
  await publishFirst(t, w);
  const first = await asked(
    t,
    w.alpha.id,
    { project: w.cosmos.id, reason: 'First try.' },
    w.a1.headers,
  );
  expect((await cancel(t, w.alpha.id, first.id, w.a1.headers)).statusCode).toBe(200);
  const bravo = await asked(t, w.bravo.id, { reason: 'Bravo wants out.' }, w.b1.headers);
  const declined = await decide(
    t,
    w.subcourse.id,
    bravo.id,
    { decision: 'decline', message: 'No room anywhere.' },
    w.admin.headers,
  );
  expect(declined.statusCode, declined.body).toBe(200);
  const second = await asked(t, w.alpha.id, { reason: 'Second try.' }, w.a1.headers);
  made = [first, bravo, second];
});
afterAll(() => t.close());

describe('GET /api/group/{groupId}/change-requests', () => {
  it('401 without a token', async () => {
    expectError(await readGroup(t, w.alpha.id, {}), 401, 'Missing Authorization Header');
  });

  it('404 for an unknown group, another offering’s group, and callers who cannot see it', async () => {
    expectError(await readGroup(t, 'nope', w.a1.headers), 404, M.groupNotFound);
    expectError(await readGroup(t, w.otherGroup.id, w.a1.headers), 404, M.groupNotFound);
    expectError(await readGroup(t, w.otherGroup.id, w.admin.headers), 404, M.groupNotFound);
    for (const who of [w.otherAdmin, w.outsider, w.client, w.coClient]) {
      expectError(await readGroup(t, w.alpha.id, who.headers), 404, M.groupNotFound);
    }
  });

  it('403 for students of S who are not in the group', async () => {
    expectError(await readGroup(t, w.alpha.id, w.b1.headers), 403, M.notMember);
    expectError(await readGroup(t, w.alpha.id, w.loner.headers), 403, M.notMember);
  });

  it("every member and every staff member of S reads the group's requests, newest first", async () => {
    for (const who of [w.a1, w.a2, w.admin, w.tutor, w.otherTutor]) {
      const response = await readGroup(t, w.alpha.id, who.headers);
      expect(response.statusCode).toBe(200);
      const list = response.json();
      expect(changeRequests.parse(list)).toEqual(list);
      expect(list.map((r: { id: string }) => r.id)).toEqual([made[2]!.id, made[0]!.id]);
      expect(list.map((r: { status: string }) => r.status)).toEqual(['open', 'cancelled']);
    }
    const bravo = (await readGroup(t, w.bravo.id, w.b1.headers)).json();
    expect(bravo).toEqual([
      expect.objectContaining({
        id: made[1]!.id,
        status: 'declined',
        decided_by: { id: w.admin.id, name: 'Dana Admin' },
        message: 'No room anywhere.',
        decided_at: expect.stringMatching(/Z$/),
      }),
    ]);
  });

  it('an empty list for a group that never asked', async () => {
    const response = await readGroup(t, w.charlie.id, w.c1.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });
});

describe('GET /api/admin/{subcourseId}/change-requests', () => {
  it('401 without a token', async () => {
    expectError(await readAdmin(t, w.subcourse.id, {}), 401, 'Missing Authorization Header');
  });

  it('404 for an unknown subcourse or one the caller has no relation to', async () => {
    expectError(await readAdmin(t, 'nope', w.admin.headers), 404, M.subcourseNotFound);
    expectError(await readAdmin(t, w.otherSub.id, w.admin.headers), 404, M.subcourseNotFound);
    for (const who of [w.otherAdmin, w.outsider]) {
      expectError(await readAdmin(t, w.subcourse.id, who.headers), 404, M.subcourseNotFound);
    }
  });

  it('403 for students and clients, even with a bad status', async () => {
    for (const who of [w.a1, w.loner, w.client]) {
      expectError(await readAdmin(t, w.subcourse.id, who.headers), 403, M.onlyStaff);
      expectError(
        await readAdmin(t, w.subcourse.id, who.headers, '?status=nope'),
        403,
        M.onlyStaff,
      );
    }
  });

  it('400 for a status that is not one of the list', async () => {
    for (const status of ['nope', 'OPEN', '', 'pending']) {
      expectError(
        await readAdmin(t, w.subcourse.id, w.tutor.headers, `?status=${status}`),
        400,
        M.statusRule,
      );
    }
    expect(M.statusRule).toBe(
      'status must be one of open, approved, declined, cancelled, applied, all',
    );
  });

  it('staff of S, tutors included, list every request oldest first, or those of one status', async () => {
    for (const who of [w.admin, w.tutor, w.otherTutor]) {
      for (const query of ['', '?status=all']) {
        const response = await readAdmin(t, w.subcourse.id, who.headers, query);
        expect(response.statusCode).toBe(200);
        const list = response.json();
        expect(changeRequests.parse(list)).toEqual(list);
        expect(list.map((r: { id: string }) => r.id)).toEqual(made.map((r) => r.id));
      }
    }
    const ids = async (status: string) =>
      (await readAdmin(t, w.subcourse.id, w.admin.headers, `?status=${status}`))
        .json()
        .map((r: { id: string }) => r.id);
    expect(await ids('open')).toEqual([made[2]!.id]);
    expect(await ids('cancelled')).toEqual([made[0]!.id]);
    expect(await ids('declined')).toEqual([made[1]!.id]);
    expect(await ids('approved')).toEqual([]);
    expect(await ids('applied')).toEqual([]);
  });

  it('stays readable once S is archived, and shows current names', async () => {
    await setSubcourse(t, w.subcourse.id, { isArchived: true });
    const response = await readAdmin(t, w.subcourse.id, w.admin.headers, '?status=open');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({
        group: { id: w.alpha.id, name: 'Alpha' },
        requested_by: { id: w.a1.id, name: 'Ava Lead' },
        from_project: { id: w.apollo.id, name: 'Apollo' },
        project: null,
        reason: 'Second try.',
      }),
    ]);
    await setSubcourse(t, w.subcourse.id, { isArchived: false });
  });
});
