import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEER_MESSAGES as M, SUBCOURSE_MESSAGES } from '@capstone/contracts';
import { setSubcourse } from '../change-requests/change-request-fixtures';
import { expectError } from '../helpers/expect-error';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  call,
  createdRound,
  DAY,
  expectHiddenLadder,
  peerWorld,
  roundsUrl,
  roundUrl,
  scheduledRound,
  submissionBody,
  submitted,
  type PeerWorld,
} from './peer-fixtures';

let t: TestApp;
let w: PeerWorld;
let open: { id: string };
let later: { id: string };
let earlier: { id: string };
beforeAll(async () => {
  t = await createTestApp();
  w = await peerWorld(t);
  // Created out of order: the list sorts by opening time, then name.
  later = await scheduledRound(t, w, { name: 'Later' });
  open = await createdRound(t, w, { name: 'Beta' });
  earlier = await createdRound(t, w, {
    name: 'Alpha',
    opens_at: new Date(Date.now() - 2 * DAY).toISOString(),
  });
  await submitted(t, open.id, w.a1.headers, submissionBody([w.a1, w.a2]));
});
afterAll(() => t.close());

describe('GET /api/subcourse/{subcourseId}/peer-rounds', () => {
  it('answers 401, then 404 to anyone outside S, clients of the course included', async () => {
    await expectHiddenLadder(t, w, {
      method: 'GET',
      url: roundsUrl(w.subcourse.id),
      unknownUrl: roundsUrl('nope'),
      notFound: SUBCOURSE_MESSAGES.notFound,
    });
  });

  it('gives staff every round of S, by opening time then name, with snapshot counts', async () => {
    for (const who of [w.admin, w.tutor]) {
      const response = await call(t, 'GET', roundsUrl(w.subcourse.id), who.headers);
      expect(response.statusCode).toBe(200);
      const rounds = response.json();
      expect(rounds.map((r: { id: string }) => r.id)).toEqual([earlier.id, open.id, later.id]);
      expect(rounds[1]).toMatchObject({
        status: 'open',
        groups_count: 3,
        students_count: 6,
        submitted_count: 1,
        reminded_at: null,
      });
      expect(rounds[2]).toMatchObject({ status: 'scheduled', groups_count: 0 });
    }
  });

  it('gives a student only the rounds they are in, with their group and whether they submitted', async () => {
    const mine = (await call(t, 'GET', roundsUrl(w.subcourse.id), w.a1.headers)).json();
    expect(mine.map((r: { id: string }) => r.id)).toEqual([earlier.id, open.id]);
    expect(mine[1]).toMatchObject({ group: { id: w.alpha.id, name: 'Alpha' }, submitted: true });
    expect(mine[0]).toMatchObject({ submitted: false });
    expect(mine[1]).not.toHaveProperty('submitted_count');
    const loner = await call(t, 'GET', roundsUrl(w.subcourse.id), w.loner.headers);
    expect(loner.statusCode).toBe(200);
    expect(loner.json()).toEqual([]);
  });

  it('stays readable on an archived S', async () => {
    await setSubcourse(t, w.subcourse.id, { isArchived: true });
    const response = await call(t, 'GET', roundsUrl(w.subcourse.id), w.admin.headers);
    await setSubcourse(t, w.subcourse.id, { isArchived: false });
    expect(response.statusCode).toBe(200);
  });
});

describe('GET /api/peer-rounds/{roundId}', () => {
  it('answers 401, then 404 to strangers and for unknown or malformed ids', async () => {
    await expectHiddenLadder(t, w, {
      method: 'GET',
      url: roundUrl(open.id),
      unknownUrl: roundUrl('not-a-round'),
      notFound: M.roundNotFound,
    });
    expectError(await call(t, 'GET', roundUrl('%20'), w.admin.headers), 404, M.roundNotFound);
    expectError(
      await call(t, 'GET', roundUrl('r'.repeat(500)), w.admin.headers),
      404,
      M.roundNotFound,
    );
  });

  it("shows a course admin every group's progress, by tutorial then name, never ratings", async () => {
    const response = await call(t, 'GET', roundUrl(open.id), w.admin.headers);
    expect(response.statusCode).toBe(200);
    const round = response.json();
    expect(round).toMatchObject({ id: open.id, status: 'open', submitted_count: 1 });
    expect(round.groups).toEqual([
      {
        id: w.alpha.id,
        name: 'Alpha',
        tutorial: 'H12A',
        members: [
          { id: w.a2.id, name: 'Ari Alpha', submitted: false },
          { id: w.a1.id, name: 'Ava Alpha', submitted: true },
        ],
      },
      {
        id: w.bravo.id,
        name: 'Bravo',
        tutorial: 'H12A',
        members: [
          { id: w.b2.id, name: 'Bea Bravo', submitted: false },
          { id: w.b1.id, name: 'Ben Bravo', submitted: false },
        ],
      },
      {
        id: w.charlie.id,
        name: 'Charlie',
        tutorial: 'W15B',
        members: [
          { id: w.c1.id, name: 'Cal Charlie', submitted: false },
          { id: w.c2.id, name: 'Cody Charlie', submitted: false },
        ],
      },
    ]);
    expect(response.body).not.toContain('scores');
  });

  it('shows a tutor only the groups of their tutorials', async () => {
    const h12a = (await call(t, 'GET', roundUrl(open.id), w.tutor.headers)).json();
    expect(h12a.groups.map((g: { id: string }) => g.id)).toEqual([w.alpha.id, w.bravo.id]);
    const w15b = (await call(t, 'GET', roundUrl(open.id), w.otherTutor.headers)).json();
    expect(w15b.groups.map((g: { id: string }) => g.id)).toEqual([w.charlie.id]);
  });

  it('shows no groups while scheduled', async () => {
    const round = (await call(t, 'GET', roundUrl(later.id), w.admin.headers)).json();
    expect(round).toMatchObject({ status: 'scheduled', groups: [], students_count: 0 });
  });

  it('shows a student in the round their own view only', async () => {
    const response = await call(t, 'GET', roundUrl(open.id), w.b1.headers);
    expect(response.statusCode).toBe(200);
    const round = response.json();
    expect(round).toMatchObject({
      id: open.id,
      group: { id: w.bravo.id, name: 'Bravo' },
      submitted: false,
    });
    expect(round).not.toHaveProperty('groups');
    expect(round).not.toHaveProperty('submitted_count');
  });

  it('tells a student of S outside the round, and every student while scheduled, they are not part of it', async () => {
    expectError(await call(t, 'GET', roundUrl(open.id), w.loner.headers), 403, M.notInRound);
    expectError(await call(t, 'GET', roundUrl(later.id), w.a1.headers), 403, M.notInRound);
  });
});
