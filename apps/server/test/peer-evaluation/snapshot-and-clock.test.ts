import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEER_MESSAGES as M } from '@capstone/contracts';
import { expectError } from '../helpers/expect-error';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  call,
  closeByClock,
  createdRound,
  peerWorld,
  roundRow,
  roundsUrl,
  roundUrl,
  scheduledRound,
  setRoundTimes,
  snapshotOf,
  submissionBody,
  type PeerWorld,
} from './peer-fixtures';

let t: TestApp;
let w: PeerWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await peerWorld(t);
});
afterAll(() => t.close());

const join = (who: { headers: Record<string, string> }, groupId: string) =>
  call(t, 'PUT', '/api/group/join', who.headers, {
    subcourse_id: w.subcourse.id,
    group_id: groupId,
  });
const leave = (who: { headers: Record<string, string> }, groupId: string) =>
  call(t, 'PUT', '/api/group/leave', who.headers, {
    subcourse_id: w.subcourse.id,
    group_id: groupId,
  });

describe('the snapshot', () => {
  it('is fixed once the round opens: a later join is not in the round, a leaver stays', async () => {
    const round = await createdRound(t, w);
    const before = await snapshotOf(t, round.id);

    expect((await join(w.loner, w.alpha.id)).statusCode).toBe(200);
    expectError(
      await call(t, 'GET', roundUrl(round.id, '/submission'), w.loner.headers),
      403,
      M.notInRound,
    );
    expectError(
      await call(
        t,
        'PUT',
        roundUrl(round.id, '/submission'),
        w.loner.headers,
        submissionBody([w.loner, w.a1, w.a2]),
      ),
      403,
      M.notInRound,
    );
    // Ava's form still has only Ari to rate: the newcomer cannot be rated either.
    const form = (await call(t, 'GET', roundUrl(round.id, '/submission'), w.a1.headers)).json();
    expect(form.to_rate.map((p: { id: string }) => p.id)).toEqual([w.a1.id, w.a2.id]);
    const withNewcomer = await call(
      t,
      'PUT',
      roundUrl(round.id, '/submission'),
      w.a1.headers,
      submissionBody([w.a1, w.a2, w.loner]),
    );
    expectError(withNewcomer, 400, M.ratingStudentNotInGroup(2));

    expect((await leave(w.a2, w.alpha.id)).statusCode).toBe(200);
    const leaver = await call(t, 'GET', roundUrl(round.id, '/submission'), w.a2.headers);
    expect(leaver.statusCode).toBe(200);
    expect(leaver.json().group).toEqual({ id: w.alpha.id, name: 'Alpha' });
    expect(await snapshotOf(t, round.id)).toEqual(before);

    // Back as they were, for the tests below.
    expect((await leave(w.loner, w.alpha.id)).statusCode).toBe(200);
    expect((await join(w.a2, w.alpha.id)).statusCode).toBe(200);
  });

  it('of a scheduled round is taken by the first request after its opening time', async () => {
    const round = await scheduledRound(t, w);
    // Before opening, membership may change: Lou joins Bravo.
    expect((await join(w.loner, w.bravo.id)).statusCode).toBe(200);
    await setRoundTimes(t, round.id, { opensAt: new Date(Date.now() - 60_000) });
    expect((await roundRow(t, round.id))!.snapshotAt).toBeNull();

    // Any read of any round of S will do: here the list of S, by a student.
    const list = await call(t, 'GET', roundsUrl(w.subcourse.id), w.loner.headers);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((r: { id: string }) => r.id)).toContain(round.id);
    expect((await roundRow(t, round.id))!.snapshotAt).not.toBeNull();
    expect(await snapshotOf(t, round.id)).toContain(`${w.bravo.id}:${w.loner.id}`);
    expect(await snapshotOf(t, round.id)).toHaveLength(7);
    expect((await leave(w.loner, w.bravo.id)).statusCode).toBe(200);
  });

  it("is taken once however many requests race to take it, also through another round's route", async () => {
    const other = await createdRound(t, w);
    const round = await scheduledRound(t, w);
    await setRoundTimes(t, round.id, { opensAt: new Date(Date.now() - 60_000) });
    const responses = await Promise.all([
      call(t, 'GET', roundUrl(other.id), w.admin.headers),
      call(t, 'GET', roundUrl(other.id), w.tutor.headers),
      call(t, 'GET', roundsUrl(w.subcourse.id), w.a1.headers),
      call(t, 'GET', roundUrl(other.id, '/submission'), w.b1.headers),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await snapshotOf(t, round.id)).toEqual(await snapshotOf(t, other.id));
    expect(await snapshotOf(t, round.id)).toHaveLength(6);
  });
});

describe('closing by the clock', () => {
  it('closes the round at `closes_at`: status closed, closed_at = closes_at, saves refused', async () => {
    const round = await createdRound(t, w);
    await closeByClock(t, round.id);
    const row = (await roundRow(t, round.id))!;
    const response = await call(t, 'GET', roundUrl(round.id), w.admin.headers);
    expect(response.json()).toMatchObject({
      status: 'closed',
      closed_at: row.closesAt.toISOString(),
    });
    expect(row.closedAt).toBeNull();
    expectError(
      await call(
        t,
        'PUT',
        roundUrl(round.id, '/submission'),
        w.a1.headers,
        submissionBody([w.a1, w.a2]),
      ),
      400,
      M.closed,
    );
    expectError(
      await call(t, 'PUT', roundUrl(round.id, '/close'), w.admin.headers),
      400,
      M.alreadyClosed,
    );
    // The submission form stays readable after the close.
    expect((await call(t, 'GET', roundUrl(round.id, '/submission'), w.a1.headers)).statusCode).toBe(
      200,
    );
  });
});
