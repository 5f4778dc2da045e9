import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  PEER_MESSAGES as M,
  SUBCOURSE_MESSAGES,
  type PeerResults,
} from '@capstone/contracts';
import { eventsOf, theOneNew } from '../audit/audit-fixtures';
import { setSubcourse } from '../change-requests/change-request-fixtures';
import { expectError } from '../helpers/expect-error';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  call,
  createdRound,
  expectHiddenLadder,
  marksOf,
  peerWorld,
  roundUrl,
  scheduledRound,
  type PeerWorld,
} from './peer-fixtures';

let t: TestApp;
let w: PeerWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await peerWorld(t);
});
afterAll(() => t.close());

const setMarks = (id: string, body: unknown, headers = w.admin.headers) =>
  call(t, 'PUT', roundUrl(id, '/marks'), headers, body);

describe('PUT /api/peer-rounds/{roundId}/marks', () => {
  it('walks the ladder: 401, 404, 403, archived, not open yet, then the body', async () => {
    const round = await createdRound(t, w);
    const valid = { marks: [{ group: w.alpha.id, mark: 70 }] };
    await expectHiddenLadder(t, w, {
      method: 'PUT',
      url: roundUrl(round.id, '/marks'),
      unknownUrl: roundUrl('missing', '/marks'),
      notFound: M.roundNotFound,
      payload: valid,
    });
    expectError(await setMarks(round.id, valid, w.a1.headers), 403, MESSAGES.onlyCourseStaff);
    expectError(await setMarks(round.id, valid, w.tutor.headers), 403, MESSAGES.onlyCourseAdmins);
    await setSubcourse(t, w.subcourse.id, { isArchived: true });
    expectError(await setMarks(round.id, {}), 400, SUBCOURSE_MESSAGES.archived);
    await setSubcourse(t, w.subcourse.id, { isArchived: false });
    expectError(await setMarks((await scheduledRound(t, w)).id, {}), 400, M.notOpenYet);

    const cases: [unknown, string][] = [
      [{}, M.marksList],
      [{ marks: { group: w.alpha.id } }, M.marksList],
      [{ marks: [null] }, M.markGroup(0)],
      [{ marks: [{ mark: 50 }] }, M.markGroup(0)],
      [{ marks: [{ group: w.empty.id, mark: 50 }] }, M.markGroup(0)],
      [{ marks: [{ group: w.otherGroup.id, mark: 50 }] }, M.markGroup(0)],
      [
        {
          marks: [
            { group: w.alpha.id, mark: 50 },
            { group: 'nope', mark: 50 },
          ],
        },
        M.markGroup(1),
      ],
      [{ marks: [{ group: w.alpha.id }] }, M.markRange(0)],
      [{ marks: [{ group: w.alpha.id, mark: '80' }] }, M.markRange(0)],
      [{ marks: [{ group: w.alpha.id, mark: -0.01 }] }, M.markRange(0)],
      [{ marks: [{ group: w.alpha.id, mark: 100.5 }] }, M.markRange(0)],
      [
        {
          marks: [
            { group: w.alpha.id, mark: 50 },
            { group: w.bravo.id, mark: 101 },
          ],
        },
        M.markRange(1),
      ],
    ];
    for (const [body, message] of cases) {
      expectError(await setMarks(round.id, body), 400, message);
    }
    // The first entries of a refused list were not written either.
    expect(await marksOf(t, round.id)).toEqual({});
  });

  it('sets marks rounded half up, keeps the groups not listed, and answers every group', async () => {
    const round = await createdRound(t, w, { name: 'Marked' });
    const before = (await eventsOf(t.db, 'peer.marks_update')).length;
    const response = await setMarks(round.id, {
      marks: [
        { group: w.charlie.id, mark: 72.345 },
        { group: w.alpha.id, mark: 80.005 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([
      { group: { id: w.alpha.id, name: 'Alpha' }, mark: 80.01 },
      { group: { id: w.bravo.id, name: 'Bravo' }, mark: null },
      { group: { id: w.charlie.id, name: 'Charlie' }, mark: 72.35 },
    ]);
    const event = await theOneNew(t.db, 'peer.marks_update', before);
    expect(event.summary).toMatchObject({
      round_id: round.id,
      round_name: 'Marked',
      set: 2,
      cleared: 0,
    });

    const cleared = await setMarks(round.id, {
      marks: [
        { group: w.bravo.id, mark: 0 },
        { group: w.alpha.id, mark: null },
      ],
    });
    expect(cleared.json()).toEqual([
      { group: { id: w.alpha.id, name: 'Alpha' }, mark: null },
      { group: { id: w.bravo.id, name: 'Bravo' }, mark: 0 },
      { group: { id: w.charlie.id, name: 'Charlie' }, mark: 72.35 },
    ]);
    expect(await marksOf(t, round.id)).toEqual({ [w.bravo.id]: 0, [w.charlie.id]: 72.35 });
  });

  it('may still change after the release, and the adjusted marks follow', async () => {
    const round = await createdRound(t, w);
    await call(t, 'PUT', roundUrl(round.id, '/close'), w.admin.headers);
    await call(t, 'PUT', roundUrl(round.id, '/release'), w.admin.headers);
    const set = await setMarks(round.id, { marks: [{ group: w.bravo.id, mark: 64 }] });
    expect(set.statusCode).toBe(200);
    const results = (
      await call(t, 'GET', roundUrl(round.id, '/results'), w.admin.headers)
    ).json<PeerResults>();
    const bravo = results.groups.find((g) => g.id === w.bravo.id)!;
    // Nobody submitted: every factor is 1.00, so the adjusted mark is the group's mark.
    expect(bravo.mark).toBe(64);
    expect(bravo.members.map((m) => m.adjusted_mark)).toEqual([64, 64]);
    expect(results.groups.find((g) => g.id === w.alpha.id)!.members[0]!.adjusted_mark).toBeNull();
  });
});
