import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  PEER_MESSAGES as M,
  PEER_SUBJECTS,
  SUBCOURSE_MESSAGES,
} from '@capstone/contracts';
import { eventsOf, theOneNew } from '../audit/audit-fixtures';
import { setSubcourse } from '../change-requests/change-request-fixtures';
import { expectError } from '../helpers/expect-error';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  call,
  createdRound,
  expectHiddenLadder,
  mailMark,
  mailsSince,
  peerWorld,
  roundRow,
  roundUrl,
  scheduledRound,
  submissionBody,
  submitted,
  type PeerWorld,
} from './peer-fixtures';

let t: TestApp;
let w: PeerWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await peerWorld(t);
});
afterAll(() => t.close());

const close = (id: string, headers = w.admin.headers) =>
  call(t, 'PUT', roundUrl(id, '/close'), headers);
const release = (id: string, headers = w.admin.headers) =>
  call(t, 'PUT', roundUrl(id, '/release'), headers);

describe('PUT /api/peer-rounds/{roundId}/close', () => {
  it('walks the ladder: 401, 404, 403, archived, not open yet', async () => {
    const round = await createdRound(t, w);
    await expectHiddenLadder(t, w, {
      method: 'PUT',
      url: roundUrl(round.id, '/close'),
      unknownUrl: roundUrl('missing', '/close'),
      notFound: M.roundNotFound,
    });
    expectError(await close(round.id, w.a1.headers), 403, MESSAGES.onlyCourseStaff);
    expectError(await close(round.id, w.tutor.headers), 403, MESSAGES.onlyCourseAdmins);
    await setSubcourse(t, w.subcourse.id, { isArchived: true });
    expectError(await close(round.id), 400, SUBCOURSE_MESSAGES.archived);
    await setSubcourse(t, w.subcourse.id, { isArchived: false });
    expectError(await close((await scheduledRound(t, w)).id), 400, M.notOpenYet);
    expect((await roundRow(t, round.id))!.closedAt).toBeNull();
  });

  it('closes an open round now: submissions end at once, a second close is refused', async () => {
    const round = await createdRound(t, w, { name: 'Closing early' });
    const before = (await eventsOf(t.db, 'peer.round_close')).length;
    const response = await close(round.id);
    expect(response.statusCode, response.body).toBe(200);
    const closedAt = (await roundRow(t, round.id))!.closedAt!;
    expect(response.json()).toMatchObject({
      id: round.id,
      status: 'closed',
      closed_at: closedAt.toISOString(),
      groups_count: 3,
    });
    expect(closedAt.getTime()).toBeLessThan(new Date(round.closes_at).getTime());
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
    expectError(await close(round.id), 400, M.alreadyClosed);
    const event = await theOneNew(t.db, 'peer.round_close', before);
    expect(event).toMatchObject({
      actorId: w.admin.id,
      subcourseId: w.subcourse.id,
      summary: { round_id: round.id, round_name: 'Closing early' },
    });
  });
});

describe('PUT /api/peer-rounds/{roundId}/release', () => {
  it('walks the ladder: 401, 404, 403, archived, not open yet, still open', async () => {
    const round = await createdRound(t, w);
    await expectHiddenLadder(t, w, {
      method: 'PUT',
      url: roundUrl(round.id, '/release'),
      unknownUrl: roundUrl('missing', '/release'),
      notFound: M.roundNotFound,
    });
    expectError(await release(round.id, w.b1.headers), 403, MESSAGES.onlyCourseStaff);
    expectError(await release(round.id, w.tutor.headers), 403, MESSAGES.onlyCourseAdmins);
    await setSubcourse(t, w.subcourse.id, { isArchived: true });
    expectError(await release(round.id), 400, SUBCOURSE_MESSAGES.archived);
    await setSubcourse(t, w.subcourse.id, { isArchived: false });
    expectError(await release((await scheduledRound(t, w)).id), 400, M.notOpenYet);
    expectError(await release(round.id), 400, M.stillOpen);
  });

  it('releases a closed round once, for good, and emails every student in the round', async () => {
    const round = await createdRound(t, w, { name: 'Final review' });
    await submitted(t, round.id, w.a1.headers, submissionBody([w.a1, w.a2]));
    expect((await close(round.id)).statusCode).toBe(200);
    const before = (await eventsOf(t.db, 'peer.round_release')).length;
    const from = await mailMark(t);

    const response = await release(round.id);
    expect(response.statusCode, response.body).toBe(200);
    const releasedAt = (await roundRow(t, round.id))!.releasedAt!;
    expect(response.json()).toEqual({
      message: M.released,
      released_at: releasedAt.toISOString(),
    });
    const view = (await call(t, 'GET', roundUrl(round.id), w.admin.headers)).json();
    expect(view).toMatchObject({ status: 'released', released_at: releasedAt.toISOString() });

    const mails = await mailsSince(t, from, PEER_SUBJECTS.released);
    expect(mails.map((m) => m.to).sort()).toEqual(
      [w.a1, w.a2, w.b1, w.b2, w.c1, w.c2].map((s) => s.email).sort(),
    );
    for (const mail of mails) {
      expect(mail.text).toContain('"Final review"');
      expect(mail.text).toContain(`http://localhost:5000/peer/${round.id}/results`);
      expect(mail.text).not.toMatch(/factor|mark/i);
    }
    const event = await theOneNew(t.db, 'peer.round_release', before);
    expect(event.summary).toEqual({
      round_id: round.id,
      round_name: 'Final review',
      students: 6,
    });

    expectError(await release(round.id), 400, M.alreadyReleased);
    expectError(await close(round.id), 400, M.alreadyClosed);
    expect(await mailsSince(t, from, PEER_SUBJECTS.released)).toHaveLength(6);
  });
});
