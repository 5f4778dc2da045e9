import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PEER_MESSAGES as M, type PeerResults } from '@capstone/contracts';
import { expectError } from '../helpers/expect-error';
import { signedIn } from '../helpers/factories';
import { addStaff } from '../helpers/course-factories';
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
import { PAIR_TOTALS, spread, workedExample, type WorkedExample } from './worked-example';

let t: TestApp;
let x: WorkedExample;
let w: PeerWorld;
beforeAll(async () => {
  t = await createTestApp();
  x = await workedExample(t);
  w = await peerWorld(t);
});
afterAll(() => t.close());

const results = (id: string, headers: Record<string, string>) =>
  call(t, 'GET', roundUrl(id, '/results'), headers);

describe('GET /api/peer-rounds/{roundId}/results: the ladder', () => {
  it('answers 401, 404 to strangers, 403 to students, then the state', async () => {
    const open = await createdRound(t, w);
    await expectHiddenLadder(t, w, {
      method: 'GET',
      url: roundUrl(open.id, '/results'),
      unknownUrl: roundUrl('missing', '/results'),
      notFound: M.roundNotFound,
    });
    expectError(await results(open.id, w.a1.headers), 403, MESSAGES.onlyCourseStaff);
    expectError(await results(open.id, w.admin.headers), 400, M.stillOpen);
    expectError(await results(open.id, w.tutor.headers), 400, M.stillOpen);
    const scheduled = await scheduledRound(t, w);
    expectError(await results(scheduled.id, w.admin.headers), 400, M.notOpenYet);
  });
});

describe('GET /api/peer-rounds/{roundId}/results: the worked example of §23.5', () => {
  it('gives the factors, received and self means and adjusted marks of the spec', async () => {
    const response = await results(x.round.id, x.admin.headers);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<PeerResults>();
    expect(body.round).toMatchObject({ id: x.round.id, status: 'closed', submitted_count: 4 });
    expect(body.groups.map((g) => g.id)).toEqual([x.team.id, x.pair.id]);
    const team = body.groups[0]!;
    expect(team).toMatchObject({ id: x.team.id, name: 'Team', tutorial: 'T01', mark: 80 });
    const { Ana, Ben, Cai, Dev } = x.people;
    // The numbers of the table in api.md §23.5, as written there.
    expect(team.members).toEqual([
      {
        id: Ana.id,
        name: 'Ana Ashe',
        zid: Ana.zid,
        submitted: true,
        submitted_at: expect.stringMatching(/Z$/),
        raters: 3,
        self: 4.4,
        received: 4.6,
        factor_raw: 1.1848,
        factor: 1.1,
        adjusted_mark: 84,
      },
      expect.objectContaining({
        id: Ben.id,
        self: 4,
        received: 3.87,
        factor_raw: 1.0321,
        factor: 1,
        adjusted_mark: 80,
      }),
      expect.objectContaining({
        id: Cai.id,
        self: 3.6,
        received: 4.07,
        factor_raw: 1.0826,
        factor: 1.08,
        adjusted_mark: 83.2,
      }),
      expect.objectContaining({
        id: Dev.id,
        self: 5,
        received: 2.6,
        factor_raw: 0.7005,
        factor: 0.7,
        adjusted_mark: 68,
      }),
    ]);
    expect(team.flags).toEqual([
      {
        code: 'overconfident',
        student: { id: Dev.id, name: 'Dev Dunn' },
        target: null,
        evidence:
          'Dev Dunn rated themself 5.00; teammates rated them 2.60 on average (2.40 lower).',
      },
    ]);
  });

  it('lists every saved rating, self-ratings included, by rater name then target name', async () => {
    const team = (await results(x.round.id, x.admin.headers)).json<PeerResults>().groups[0]!;
    const names = Object.keys(PAIR_TOTALS);
    expect(team.ratings).toEqual(
      names.flatMap((rater) =>
        names.map((target) => ({
          rater: x.people[rater as keyof typeof x.people].id,
          target: x.people[target as keyof typeof x.people].id,
          scores: spread(PAIR_TOTALS[rater]![target]!),
        })),
      ),
    );
  });

  it('flags the pair that never submitted, with factor 1.00 and no mark', async () => {
    const pair = (await results(x.round.id, x.admin.headers)).json<PeerResults>().groups[1]!;
    expect(pair).toMatchObject({ name: '=Pair, "B"', tutorial: 'T02', mark: null, ratings: [] });
    expect(
      pair.members.map((m) => [m.name, m.submitted, m.raters, m.factor, m.adjusted_mark]),
    ).toEqual([
      ['Eve;=cmd', false, 0, 1, null],
      ['Fay Fox', false, 0, 1, null],
    ]);
    expect(pair.flags.map((f) => [f.code, f.student?.name, f.evidence])).toEqual([
      [
        'not_submitted',
        'Eve;=cmd',
        'Eve;=cmd did not submit; their ratings were treated as neutral.',
      ],
      [
        'not_submitted',
        'Fay Fox',
        'Fay Fox did not submit; their ratings were treated as neutral.',
      ],
      [
        'insufficient_raters',
        'Eve;=cmd',
        'Eve;=cmd was rated by 0 of 1 teammates; at least 2 are needed, so the factor is 1.00.',
      ],
      [
        'insufficient_raters',
        'Fay Fox',
        'Fay Fox was rated by 0 of 1 teammates; at least 2 are needed, so the factor is 1.00.',
      ],
    ]);
  });

  it('is the same on every read, and after the release', async () => {
    const first = (await results(x.round.id, x.admin.headers)).body;
    expect((await results(x.round.id, x.admin.headers)).body).toBe(first);
    const released = await call(t, 'PUT', roundUrl(x.round.id, '/release'), x.admin.headers);
    expect(released.statusCode).toBe(200);
    const after = (await results(x.round.id, x.admin.headers)).json<PeerResults>();
    expect(after.round.status).toBe('released');
    expect(after.groups).toEqual(JSON.parse(first).groups);
  });

  it('shows a tutor only the groups of their tutorials, and none to a tutor of other tutorials', async () => {
    const mine = (await results(x.round.id, x.tutor.headers)).json<PeerResults>();
    expect(mine.groups.map((g) => g.id)).toEqual([x.team.id]);
    const stranger = await signedIn(t, 'staff', { role: 'tutor' });
    await addStaff(t.db, x.subcourse.id, stranger.id, 'tutor', ['T09']);
    const none = await results(x.round.id, stranger.headers);
    expect(none.statusCode).toBe(200);
    expect(none.json<PeerResults>().groups).toEqual([]);
  });
});
