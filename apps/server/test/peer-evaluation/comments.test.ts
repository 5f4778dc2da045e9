import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  PEER_MESSAGES as M,
  SUBCOURSE_MESSAGES,
  type PeerComment,
} from '@capstone/contracts';
import { peerComments } from '../../src/db/schema';
import { eventsOf, theOneNew } from '../audit/audit-fixtures';
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
  submissionBody,
  submitted,
  type PeerWorld,
} from './peer-fixtures';

let t: TestApp;
let w: PeerWorld;
let round: { id: string };
beforeAll(async () => {
  t = await createTestApp();
  w = await peerWorld(t);
  round = await createdRound(t, w, { name: 'Moderated' });
  const say = (to: { id: string }, text: string) => ({ comments: { [to.id]: text } });
  await submitted(t, round.id, w.a1.headers, {
    ...submissionBody([w.a1, w.a2], 4, say(w.a2, 'Ari did the backend.')),
    staff_comment: 'I did most of the work.',
  });
  await submitted(
    t,
    round.id,
    w.a2.headers,
    submissionBody([w.a2, w.a1], 4, say(w.a1, 'Thanks Ava.')),
  );
  await submitted(t, round.id, w.b1.headers, submissionBody([w.b1, w.b2], 3, say(w.b2, 'Quiet.')));
  await submitted(t, round.id, w.c1.headers, {
    ...submissionBody([w.c1, w.c2], 5, say(w.c2, 'Brilliant.')),
    staff_comment: 'Cody is unwell.',
  });
  const closed = await call(t, 'PUT', roundUrl(round.id, '/close'), w.admin.headers);
  expect(closed.statusCode).toBe(200);
});
afterAll(() => t.close());

const list = (headers: Record<string, string>, id = round.id) =>
  call(t, 'GET', roundUrl(id, '/comments'), headers);
const hide = (commentId: string, body: unknown, headers = w.admin.headers, id = round.id) =>
  call(t, 'PUT', roundUrl(id, `/comments/${commentId}/hide`), headers, body);
const show = (commentId: string, headers = w.admin.headers, id = round.id) =>
  call(t, 'PUT', roundUrl(id, `/comments/${commentId}/show`), headers);
const commentBy = async (authorId: string, kind: 'peer' | 'staff') => {
  const [row] = await t.db
    .select()
    .from(peerComments)
    .where(
      and(
        eq(peerComments.roundId, round.id),
        eq(peerComments.authorId, authorId),
        eq(peerComments.kind, kind),
      ),
    );
  return row!;
};

describe('GET /api/peer-rounds/{roundId}/comments', () => {
  it('walks the ladder: 401, 404, 403 for students, then the state', async () => {
    await expectHiddenLadder(t, w, {
      method: 'GET',
      url: roundUrl(round.id, '/comments'),
      unknownUrl: roundUrl('missing', '/comments'),
      notFound: M.roundNotFound,
    });
    expectError(await list(w.a1.headers), 403, MESSAGES.onlyCourseStaff);
    const open = await createdRound(t, w);
    expectError(await list(w.admin.headers, open.id), 400, M.stillOpen);
    const scheduled = await scheduledRound(t, w);
    expectError(await list(w.tutor.headers, scheduled.id), 400, M.notOpenYet);
  });

  it('lists every comment by group, author, peer before staff, then target', async () => {
    const response = await list(w.admin.headers);
    expect(response.statusCode).toBe(200);
    const comments = response.json<PeerComment[]>();
    const alpha = { id: w.alpha.id, name: 'Alpha' };
    expect(comments).toEqual([
      {
        id: expect.any(String),
        kind: 'peer',
        group: alpha,
        author: { id: w.a2.id, name: 'Ari Alpha' },
        target: { id: w.a1.id, name: 'Ava Alpha' },
        text: 'Thanks Ava.',
        hidden: false,
        hidden_reason: null,
      },
      expect.objectContaining({
        kind: 'peer',
        author: { id: w.a1.id, name: 'Ava Alpha' },
        text: 'Ari did the backend.',
      }),
      expect.objectContaining({
        kind: 'staff',
        group: alpha,
        target: null,
        text: 'I did most of the work.',
      }),
      expect.objectContaining({
        kind: 'peer',
        group: { id: w.bravo.id, name: 'Bravo' },
        text: 'Quiet.',
      }),
      expect.objectContaining({
        kind: 'peer',
        group: { id: w.charlie.id, name: 'Charlie' },
        text: 'Brilliant.',
      }),
      expect.objectContaining({ kind: 'staff', text: 'Cody is unwell.' }),
    ]);
  });

  it('gives a tutor only the comments of their tutorials’ groups', async () => {
    const h12a = (await list(w.tutor.headers)).json<PeerComment[]>();
    expect([...new Set(h12a.map((c) => c.group.id))]).toEqual([w.alpha.id, w.bravo.id]);
    const w15b = (await list(w.otherTutor.headers)).json<PeerComment[]>();
    expect(w15b.map((c) => c.text)).toEqual(['Brilliant.', 'Cody is unwell.']);
  });
});

describe('PUT /api/peer-rounds/{roundId}/comments/{commentId}/hide and /show', () => {
  it('walks the ladder: 401, 404, 403, archived, state, the comment, then the reason', async () => {
    const peer = await commentBy(w.b1.id, 'peer');
    await expectHiddenLadder(t, w, {
      method: 'PUT',
      url: roundUrl(round.id, `/comments/${peer.id}/hide`),
      unknownUrl: roundUrl('missing', `/comments/${peer.id}/hide`),
      notFound: M.roundNotFound,
      payload: { reason: 'Rude' },
    });
    expectError(await hide(peer.id, { reason: 'x' }, w.b2.headers), 403, MESSAGES.onlyCourseStaff);
    expectError(
      await hide(peer.id, { reason: 'x' }, w.tutor.headers),
      403,
      MESSAGES.onlyCourseAdmins,
    );
    expectError(await show(peer.id, w.tutor.headers), 403, MESSAGES.onlyCourseAdmins);
    await setSubcourse(t, w.subcourse.id, { isArchived: true });
    expectError(await hide(peer.id, {}), 400, SUBCOURSE_MESSAGES.archived);
    await setSubcourse(t, w.subcourse.id, { isArchived: false });

    const open = await createdRound(t, w);
    expectError(await hide(peer.id, {}, w.admin.headers, open.id), 400, M.stillOpen);
    const scheduled = await scheduledRound(t, w);
    expectError(await show(peer.id, w.admin.headers, scheduled.id), 400, M.notOpenYet);
    // A comment of another round is not a comment of this one.
    expectError(await hide('no-such-comment', { reason: 'x' }), 404, M.commentNotFound);
    expectError(await show('c'.repeat(900)), 404, M.commentNotFound);
    await call(t, 'PUT', roundUrl(open.id, '/close'), w.admin.headers);
    expectError(
      await hide(peer.id, { reason: 'x' }, w.admin.headers, open.id),
      404,
      M.commentNotFound,
    );

    const staffComment = await commentBy(w.a1.id, 'staff');
    expectError(await hide(staffComment.id, {}), 400, M.staffCommentNeverReleased);
    expectError(await show(staffComment.id), 400, M.staffCommentNeverReleased);
    expectError(await hide(peer.id, {}), 400, M.hideReasonRequired);
    expectError(await hide(peer.id, { reason: '   ' }), 400, M.hideReasonRequired);
    expectError(await hide(peer.id, { reason: 4 }), 400, M.hideReasonRequired);
    expectError(await hide(peer.id, { reason: 'r'.repeat(501) }), 400, M.hideReasonTooLong);
    expect((await commentBy(w.b1.id, 'peer')).hidden).toBe(false);
  });

  it('hides with a reason, hides again with a new one, and shows again', async () => {
    const peer = await commentBy(w.b1.id, 'peer');
    const hides = (await eventsOf(t.db, 'peer.comment_hide')).length;
    const hidden = await hide(peer.id, { reason: '  Not about the work.  ' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toEqual({
      id: peer.id,
      kind: 'peer',
      group: { id: w.bravo.id, name: 'Bravo' },
      author: { id: w.b1.id, name: 'Ben Bravo' },
      target: { id: w.b2.id, name: 'Bea Bravo' },
      text: 'Quiet.',
      hidden: true,
      hidden_reason: 'Not about the work.',
    });
    const row = await commentBy(w.b1.id, 'peer');
    expect(row).toMatchObject({
      hidden: true,
      hiddenBy: w.admin.id,
      hiddenReason: 'Not about the work.',
    });
    const event = await theOneNew(t.db, 'peer.comment_hide', hides);
    expect(event.summary).toEqual({
      round_id: round.id,
      round_name: 'Moderated',
      comment_id: peer.id,
    });

    const again = await hide(peer.id, { reason: 'Unkind.' });
    expect(again.json()).toMatchObject({ hidden: true, hidden_reason: 'Unkind.' });
    const listed = (await list(w.admin.headers)).json<PeerComment[]>();
    expect(listed.find((c) => c.id === peer.id)).toMatchObject({
      hidden: true,
      hidden_reason: 'Unkind.',
    });

    const shows = (await eventsOf(t.db, 'peer.comment_show')).length;
    const shown = await show(peer.id);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ id: peer.id, hidden: false, hidden_reason: null });
    expect(await commentBy(w.b1.id, 'peer')).toMatchObject({
      hidden: false,
      hiddenBy: null,
      hiddenAt: null,
    });
    await theOneNew(t.db, 'peer.comment_show', shows);
  });

  it('is frozen once the results are released', async () => {
    const peer = await commentBy(w.c1.id, 'peer');
    expect((await call(t, 'PUT', roundUrl(round.id, '/release'), w.admin.headers)).statusCode).toBe(
      200,
    );
    expectError(await hide(peer.id, { reason: 'Late' }), 400, M.alreadyReleased);
    expectError(await show(peer.id), 400, M.alreadyReleased);
    // The comments stay readable for staff.
    expect((await list(w.admin.headers)).statusCode).toBe(200);
  });
});
