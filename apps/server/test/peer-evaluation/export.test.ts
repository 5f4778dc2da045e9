import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PEER_MESSAGES as M } from '@capstone/contracts';
import { setSubcourse } from '../change-requests/change-request-fixtures';
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

const exportOf = (id: string, headers: Record<string, string>) =>
  call(t, 'GET', roundUrl(id, '/export'), headers);

describe('GET /api/peer-rounds/{roundId}/export', () => {
  it('walks the ladder: 401, 404, 403 for students and tutors, then the state', async () => {
    const open = await createdRound(t, w);
    await expectHiddenLadder(t, w, {
      method: 'GET',
      url: roundUrl(open.id, '/export'),
      unknownUrl: roundUrl('missing', '/export'),
      notFound: M.roundNotFound,
    });
    expectError(await exportOf(open.id, w.a1.headers), 403, MESSAGES.onlyCourseStaff);
    expectError(await exportOf(open.id, w.tutor.headers), 403, MESSAGES.onlyCourseAdmins);
    expectError(await exportOf(open.id, w.admin.headers), 400, M.stillOpen);
    expectError(
      await exportOf((await scheduledRound(t, w)).id, w.admin.headers),
      400,
      M.notOpenYet,
    );
  });

  it('is the gradebook of §23.9, byte for byte, with its headers', async () => {
    const response = await exportOf(x.round.id, x.admin.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="2025_${x.subcourse.code}_peer_evaluation_${x.round.id}.csv"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const { Ana, Ben, Cai, Dev } = x.people;
    const pair = `"'=Pair, ""B"""`;
    expect(response.body).toBe(
      [
        'Student ZID,Student Name,Tutorial,Group,Submitted,Factor,Group Mark,Adjusted Mark,Flags',
        `${Ana.zid},Ana Ashe,T01,Team,yes,1.10,80.00,84.00,`,
        `${Ben.zid},Ben Boyd,T01,Team,yes,1.00,80.00,80.00,`,
        `${Cai.zid},Cai Chen,T01,Team,yes,1.08,80.00,83.20,`,
        `${Dev.zid},Dev Dunn,T01,Team,yes,0.70,80.00,68.00,overconfident`,
        `${x.eve.zid},'Eve;=cmd,T02,${pair},no,1.00,,,not_submitted;insufficient_raters`,
        `${x.fay.zid},Fay Fox,T02,${pair},no,1.00,,,not_submitted;insufficient_raters`,
      ]
        .map((line) => `${line}\r\n`)
        .join(''),
    );
    expect(response.rawPayload[0]).not.toBe(0xef);
  });

  it('stays available on an archived S, the same bytes on every read', async () => {
    const first = (await exportOf(x.round.id, x.admin.headers)).body;
    await setSubcourse(t, x.subcourse.id, { isArchived: true });
    const archived = await exportOf(x.round.id, x.admin.headers);
    await setSubcourse(t, x.subcourse.id, { isArchived: false });
    expect(archived.statusCode).toBe(200);
    expect(archived.body).toBe(first);
  });
});
