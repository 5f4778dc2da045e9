import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  PEER_MESSAGES as M,
  PEER_SUBJECTS,
  SUBCOURSE_MESSAGES,
} from '@capstone/contracts';
import { setSubcourse } from '../change-requests/change-request-fixtures';
import { expectError } from '../helpers/expect-error';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  call,
  closeByClock,
  createdRound,
  DAY,
  expectHiddenLadder,
  HOUR,
  mailMark,
  mailsSince,
  peerWorld,
  roundRow,
  roundUrl,
  scheduledRound,
  setRoundTimes,
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

const remind = (id: string, headers = w.admin.headers) =>
  call(t, 'POST', roundUrl(id, '/remind'), headers);

describe('POST /api/peer-rounds/{roundId}/remind', () => {
  it('walks the ladder: 401, 404, 403, archived, not open yet, closed', async () => {
    const round = await createdRound(t, w);
    await expectHiddenLadder(t, w, {
      method: 'POST',
      url: roundUrl(round.id, '/remind'),
      unknownUrl: roundUrl('missing', '/remind'),
      notFound: M.roundNotFound,
    });
    expectError(await remind(round.id, w.a1.headers), 403, MESSAGES.onlyCourseStaff);
    expectError(await remind(round.id, w.tutor.headers), 403, MESSAGES.onlyCourseAdmins);
    await setSubcourse(t, w.subcourse.id, { isArchived: true });
    expectError(await remind(round.id), 400, SUBCOURSE_MESSAGES.archived);
    await setSubcourse(t, w.subcourse.id, { isArchived: false });
    expectError(await remind((await scheduledRound(t, w)).id), 400, M.notOpenYet);
    await closeByClock(t, round.id);
    expectError(await remind(round.id), 400, M.closed);
  });

  it('emails each non-submitter once, with the round, the offering, the closing time and the link', async () => {
    const round = await createdRound(t, w, { name: 'Week 6 check' });
    await submitted(t, round.id, w.a1.headers, submissionBody([w.a1, w.a2]));
    await submitted(t, round.id, w.c2.headers, submissionBody([w.c2, w.c1]));
    const from = await mailMark(t);
    const response = await remind(round.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: M.remindersSent, sent: 4 });
    const mails = await mailsSince(t, from, PEER_SUBJECTS.reminder);
    expect(mails.map((m) => m.to).sort()).toEqual(
      [w.a2.email, w.b1.email, w.b2.email, w.c1.email].sort(),
    );
    const toAri = mails.find((m) => m.to === w.a2.email)!;
    expect(toAri.text).toContain('Hi Ari Alpha,');
    expect(toAri.text).toContain('"Week 6 check"');
    expect(toAri.text).toContain(`${w.subcourse.code} (${w.subcourse.name})`);
    expect(toAri.text).toContain('(Australia/Sydney)');
    expect(toAri.text).toContain(`http://localhost:5000/peer/${round.id}`);
    // A reminder never names the other students who are behind.
    for (const other of [w.b1, w.b2, w.c1]) expect(toAri.text).not.toContain(other.name);
    expect((await roundRow(t, round.id))!.remindedAt).not.toBeNull();
    const staffView = (await call(t, 'GET', roundUrl(round.id), w.admin.headers)).json();
    expect(staffView.reminded_at).toBe((await roundRow(t, round.id))!.remindedAt!.toISOString());
  });

  it('refuses a second call within 24 hours, whoever makes it, and allows one after', async () => {
    const round = await createdRound(t, w);
    expect((await remind(round.id)).json().sent).toBe(6);
    const from = await mailMark(t);
    expectError(await remind(round.id), 400, M.remindedRecently);
    expect(await mailsSince(t, from, PEER_SUBJECTS.reminder)).toEqual([]);

    await setRoundTimes(t, round.id, { remindedAt: new Date(Date.now() - DAY - HOUR) });
    const again = await remind(round.id);
    expect(again.json()).toEqual({ message: M.remindersSent, sent: 6 });
    expect(await mailsSince(t, from, PEER_SUBJECTS.reminder)).toHaveLength(6);
  });

  it('answers sent 0 and starts no window when everyone has submitted', async () => {
    const round = await createdRound(t, w);
    for (const [rater, mate] of [
      [w.a1, w.a2],
      [w.a2, w.a1],
      [w.b1, w.b2],
      [w.b2, w.b1],
      [w.c1, w.c2],
      [w.c2, w.c1],
    ] as const) {
      await submitted(t, round.id, rater.headers, submissionBody([rater, mate]));
    }
    const from = await mailMark(t);
    expect((await remind(round.id)).json()).toEqual({ message: M.remindersSent, sent: 0 });
    expect((await remind(round.id)).json()).toEqual({ message: M.remindersSent, sent: 0 });
    expect((await roundRow(t, round.id))!.remindedAt).toBeNull();
    expect(await mailsSince(t, from, PEER_SUBJECTS.reminder)).toEqual([]);
  });

  it('lets only one of two calls at once send', async () => {
    const round = await createdRound(t, w);
    const from = await mailMark(t);
    const responses = await Promise.all([remind(round.id), remind(round.id)]);
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 400]);
    expectError(
      responses.find((r) => r.statusCode === 400)!,
      400,
      M.remindedRecently,
    );
    expect(responses.find((r) => r.statusCode === 200)!.json().sent).toBe(6);
    expect(await mailsSince(t, from, PEER_SUBJECTS.reminder)).toHaveLength(6);
  });
});
