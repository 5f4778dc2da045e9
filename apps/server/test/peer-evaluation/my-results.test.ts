import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PEER_DIMENSIONS, PEER_MESSAGES as M } from '@capstone/contracts';
import { peerComments } from '../../src/db/schema';
import { expectError } from '../helpers/expect-error';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  call,
  createdRound,
  expectHiddenLadder,
  peerWorld,
  roundUrl,
  scheduledRound,
  type PeerWorld,
} from './peer-fixtures';
import { workedExample, type WorkedExample } from './worked-example';

let t: TestApp;
let x: WorkedExample;
let w: PeerWorld;
beforeAll(async () => {
  t = await createTestApp();
  x = await workedExample(t);
  w = await peerWorld(t);
});
afterAll(() => t.close());

const mine = (id: string, headers: Record<string, string>) =>
  call(t, 'GET', roundUrl(id, '/my-results'), headers);

describe('GET /api/peer-rounds/{roundId}/my-results: the ladder', () => {
  it('answers 401 and 404, then "not released" before release, then who is in the round', async () => {
    const open = await createdRound(t, w);
    await expectHiddenLadder(t, w, {
      method: 'GET',
      url: roundUrl(open.id, '/my-results'),
      unknownUrl: roundUrl('missing', '/my-results'),
      notFound: M.roundNotFound,
    });
    expectError(await mine(open.id, w.a1.headers), 400, M.notReleased);
    expectError(await mine((await scheduledRound(t, w)).id, w.a1.headers), 400, M.notReleased);
    expectError(await mine(x.round.id, x.people.Dev.headers), 400, M.notReleased);

    await call(t, 'PUT', roundUrl(open.id, '/close'), w.admin.headers);
    await call(t, 'PUT', roundUrl(open.id, '/release'), w.admin.headers);
    for (const who of [w.admin, w.tutor, w.loner]) {
      expectError(await mine(open.id, who.headers), 403, M.notInRound);
    }
  });
});

describe('GET /api/peer-rounds/{roundId}/my-results: the summary', () => {
  beforeAll(async () => {
    // Ben's comment to Dev is hidden before the release.
    const [bens] = await t.db
      .select({ id: peerComments.id })
      .from(peerComments)
      .where(and(eq(peerComments.roundId, x.round.id), eq(peerComments.authorId, x.people.Ben.id)));
    const hidden = await call(
      t,
      'PUT',
      roundUrl(x.round.id, `/comments/${bens!.id}/hide`),
      x.admin.headers,
      { reason: 'Names a file of another team.' },
    );
    expect(hidden.statusCode).toBe(200);
    const released = await call(t, 'PUT', roundUrl(x.round.id, '/release'), x.admin.headers);
    expect(released.statusCode).toBe(200);
  });

  it('gives Dev their factor, marks, per-dimension averages and the comments not hidden', async () => {
    const response = await mine(x.round.id, x.people.Dev.headers);
    expect(response.statusCode, response.body).toBe(200);
    const [k0, k1, k2, k3, k4] = DEFAULT_PEER_DIMENSIONS;
    // Worked out by hand from the scores of worked-example.ts (spread over the dimensions).
    const expected = [
      [k0!, 3, 4.17],
      [k1!, 3, 3.92],
      [k2!, 2.67, 3.83],
      [k3!, 2.33, 3.75],
      [k4!, 2, 3.25],
    ] as const;
    expect(response.json()).toEqual({
      round: expect.objectContaining({
        id: x.round.id,
        status: 'released',
        group: { id: x.team.id, name: 'Team' },
        submitted: true,
      }),
      factor: 0.7,
      mark: 80,
      adjusted_mark: 68,
      dimensions: expected.map(([d, peers, team]) => ({
        key: d.key,
        title: d.title,
        self: 5,
        peers,
        team,
      })),
      comments: ['Always kind.', 'Missed two meetings.'],
    });
  });

  it('never holds another student’s id, name, zID or email, nor the hidden comment', async () => {
    const { Ana, Ben, Cai, Dev } = x.people;
    for (const [me, others] of [
      [Dev, [Ana, Ben, Cai, x.eve, x.fay]],
      [Ana, [Ben, Cai, Dev, x.eve, x.fay]],
    ] as const) {
      const body = (await mine(x.round.id, me.headers)).body;
      for (const other of others) {
        for (const value of [other.id, other.name, other.zid, other.email]) {
          expect(body).not.toContain(value);
        }
      }
      expect(body).not.toContain('Code reviews were late.');
      expect(body).not.toContain('Names a file of another team.');
    }
    expect((await mine(x.round.id, Ana.headers)).json().comments).toEqual(['Thanks for leading.']);
  });

  it('keeps the averages null under 3 raters, and self null for a non-submitter', async () => {
    const response = await mine(x.round.id, x.eve.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      round: { group: { id: x.pair.id, name: '=Pair, "B"' }, submitted: false },
      factor: 1,
      mark: null,
      adjusted_mark: null,
      comments: [],
    });
    for (const d of response.json().dimensions) {
      expect(d).toMatchObject({ self: null, peers: null, team: null });
    }
  });
});
