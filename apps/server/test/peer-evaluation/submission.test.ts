import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEER_MESSAGES as M, SUBCOURSE_MESSAGES } from '@capstone/contracts';
import { setSubcourse } from '../change-requests/change-request-fixtures';
import { expectError } from '../helpers/expect-error';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  call,
  closeByClock,
  createdRound,
  expectHiddenLadder,
  flatScores,
  peerWorld,
  roundRow,
  roundUrl,
  savedBy,
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
  round = await createdRound(t, w);
});
afterAll(() => t.close());

const url = (id = round.id) => roundUrl(id, '/submission');
const save = (body: unknown, headers = w.a1.headers, id = round.id) =>
  call(t, 'PUT', url(id), headers, body);
const read = (headers = w.a1.headers, id = round.id) => call(t, 'GET', url(id), headers);

describe('GET /api/peer-rounds/{roundId}/submission', () => {
  it('answers 401, 404 to strangers, and 403 to staff and students outside the round', async () => {
    await expectHiddenLadder(t, w, {
      method: 'GET',
      url: url(),
      unknownUrl: url('missing'),
      notFound: M.roundNotFound,
    });
    for (const who of [w.admin, w.tutor, w.loner]) {
      expectError(await read(who.headers), 403, M.notInRound);
    }
  });

  it('gives the form before the first save: self first, then teammates by name', async () => {
    const response = await read(w.b1.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      round: { id: round.id, status: 'open', group: { id: w.bravo.id, name: 'Bravo' } },
      group: { id: w.bravo.id, name: 'Bravo' },
      to_rate: [
        { id: w.b1.id, name: 'Ben Bravo' },
        { id: w.b2.id, name: 'Bea Bravo' },
      ],
      submitted_at: null,
      ratings: [],
      staff_comment: null,
    });
  });
});

describe('PUT /api/peer-rounds/{roundId}/submission: the ladder', () => {
  it('answers 401 and 404 first', async () => {
    await expectHiddenLadder(t, w, {
      method: 'PUT',
      url: url(),
      unknownUrl: url('missing'),
      notFound: M.roundNotFound,
      payload: submissionBody([w.a1, w.a2]),
    });
  });

  it('then archived S, then the state (for staff too), then who is in the round', async () => {
    await setSubcourse(t, w.subcourse.id, { isArchived: true });
    expectError(await save({}), 400, SUBCOURSE_MESSAGES.archived);
    await setSubcourse(t, w.subcourse.id, { isArchived: false });

    const scheduled = await scheduledRound(t, w);
    expectError(await save({}, w.a1.headers, scheduled.id), 400, M.notOpenYet);
    expectError(await save({}, w.admin.headers, scheduled.id), 400, M.notOpenYet);
    const closed = await createdRound(t, w);
    await closeByClock(t, closed.id);
    expectError(await save({}, w.a1.headers, closed.id), 400, M.closed);

    for (const who of [w.admin, w.tutor, w.loner]) {
      expectError(await save({}, who.headers), 403, M.notInRound);
    }
  });

  it('then the body, in the order of §23.4', async () => {
    const good = (id: string) => ({ student: id, scores: flatScores(4) });
    const cases: [unknown, string][] = [
      [{}, M.ratingsRequired],
      [{ ratings: null }, M.ratingsRequired],
      [{ ratings: { a: 1 } }, M.ratingsList],
      [{ ratings: [{}] }, M.ratingStudentRequired(0)],
      [{ ratings: [good(w.a2.id), { student: 7 }] }, M.ratingStudentRequired(1)],
      [{ ratings: [good(w.b1.id)] }, M.ratingStudentNotInGroup(0)],
      [{ ratings: [good(w.loner.id)] }, M.ratingStudentNotInGroup(0)],
      [{ ratings: [good(w.a2.id), good(w.a2.id)] }, M.ratingStudentRepeated(1)],
      [{ ratings: [{ student: w.a2.id }] }, M.scoresRequired(0)],
      [{ ratings: [{ student: w.a2.id, scores: [4] }] }, M.scoresRequired(0)],
      [
        { ratings: [{ student: w.a2.id, scores: { ...flatScores(4), speed: 4, zeal: 1 } }] },
        M.scoreUnknown(0, 'speed'),
      ],
      [
        { ratings: [{ student: w.a2.id, scores: { ...flatScores(4), interacting: undefined } }] },
        M.scoreRequired(0, 'interacting'),
      ],
      [
        { ratings: [{ student: w.a2.id, scores: { ...flatScores(4), contributing: '4' } }] },
        M.scoreRange(0, 'contributing'),
      ],
      [
        { ratings: [{ student: w.a2.id, scores: { ...flatScores(4), quality: 4.5 } }] },
        M.scoreRange(0, 'quality'),
      ],
      [
        { ratings: [{ student: w.a2.id, scores: { ...flatScores(4), knowledge: 6 } }] },
        M.scoreRange(0, 'knowledge'),
      ],
      [{ ratings: [{ ...good(w.a2.id), comment: 5 }] }, M.commentText(0)],
      [{ ratings: [{ ...good(w.a2.id), comment: 'x'.repeat(1001) }] }, M.commentTooLong(0)],
      [{ ratings: [{ ...good(w.a2.id), comment: 'x'.repeat(100_000) }] }, M.commentTooLong(0)],
      [{ ratings: [{ ...good(w.a1.id), comment: 'Me!' }] }, M.commentOnSelf(0)],
      [{ ratings: [good(w.a1.id)] }, M.ratingMissing('Ari Alpha')],
      [{ ratings: [good(w.a2.id)] }, M.ratingMissing('Ava Alpha')],
      [{ ...submissionBody([w.a1, w.a2]), staff_comment: 3 }, M.staffCommentText],
      [{ ...submissionBody([w.a1, w.a2]), staff_comment: 'y'.repeat(2001) }, M.staffCommentTooLong],
    ];
    for (const [body, message] of cases) {
      expectError(await save(body), 400, message);
    }
    expect((await savedBy(t, round.id, w.a1.id)).submission).toBeUndefined();
  });

  it('refuses self-ratings and comments when the round turns them off', async () => {
    const strict = await createdRound(t, w, { self_rating: false, comments: false });
    const scores = flatScores(3);
    expectError(
      await save({ ratings: [{ student: w.a1.id, scores }] }, w.a1.headers, strict.id),
      400,
      M.ratingSelfOff(0),
    );
    expectError(
      await save(
        { ratings: [{ student: w.a2.id, scores, comment: 'Great' }] },
        w.a1.headers,
        strict.id,
      ),
      400,
      M.commentsOff(0),
    );
    // A blank comment is no comment, and the private comment to staff is always allowed.
    await submitted(t, strict.id, w.a1.headers, {
      ratings: [{ student: w.a2.id, scores, comment: '   ' }],
      staff_comment: 'For staff',
    });
    const saved = await savedBy(t, strict.id, w.a1.id);
    expect(saved.comments.map((c) => [c.kind, c.text])).toEqual([['staff', 'For staff']]);
  });
});

describe('PUT /api/peer-rounds/{roundId}/submission: saving', () => {
  it('stores the whole submission and gives it back in to_rate order', async () => {
    const answer = await submitted(
      t,
      round.id,
      w.a1.headers,
      submissionBody([w.a2, w.a1], 4, {
        comments: { [w.a2.id]: '  Always on time.  ' },
        staff_comment: ' Ari carried the demo. ',
      }),
    );
    expect(answer).toEqual({ message: M.saved, submitted_at: expect.any(String) });
    const saved = await savedBy(t, round.id, w.a1.id);
    expect(saved.submission!.submittedAt.toISOString()).toBe(answer.submitted_at);
    expect(saved.submission!.staffComment).toBe('Ari carried the demo.');
    expect(saved.ratings.map((r) => r.targetId).sort()).toEqual([w.a1.id, w.a2.id].sort());
    expect(saved.comments.map((c) => [c.kind, c.targetId, c.text]).sort()).toEqual(
      [
        ['peer', w.a2.id, 'Always on time.'],
        ['staff', null, 'Ari carried the demo.'],
      ].sort(),
    );

    const form = (await read()).json();
    expect(form).toMatchObject({
      round: { submitted: true },
      submitted_at: answer.submitted_at,
      staff_comment: 'Ari carried the demo.',
      ratings: [
        { student: w.a1.id, scores: flatScores(4), comment: null },
        { student: w.a2.id, scores: flatScores(4), comment: 'Always on time.' },
      ],
    });
  });

  it('replaces it as a whole on a second save; a comment keeps its id while its pair keeps one', async () => {
    const first = await savedBy(t, round.id, w.a1.id);
    const peerBefore = first.comments.find((c) => c.kind === 'peer')!;
    await submitted(
      t,
      round.id,
      w.a1.headers,
      submissionBody([w.a1, w.a2], 2, { comments: { [w.a2.id]: 'Late twice.' } }),
    );
    const second = await savedBy(t, round.id, w.a1.id);
    expect(second.ratings.every((r) => r.scores.contributing === 2)).toBe(true);
    expect(second.comments).toEqual([
      expect.objectContaining({ id: peerBefore.id, kind: 'peer', text: 'Late twice.' }),
    ]);
    expect(second.submission!.staffComment).toBeNull();

    await submitted(t, round.id, w.a1.headers, submissionBody([w.a1, w.a2], 3));
    expect((await savedBy(t, round.id, w.a1.id)).comments).toEqual([]);
  });

  it('orders a save and a close made at the same moment: the save is wholly in or wholly out', async () => {
    for (let attempt = 0; attempt < 4; attempt++) {
      const race = await createdRound(t, w);
      const body = submissionBody([w.b1, w.b2], 5, { comments: { [w.b2.id]: 'Thanks' } });
      const saveNow = () => save(body, w.b1.headers, race.id);
      const closeNow = () => call(t, 'PUT', roundUrl(race.id, '/close'), w.admin.headers);
      // Either request may be sent first; the database orders them.
      const [saved, closed] =
        attempt % 2 === 0
          ? await Promise.all([saveNow(), closeNow()])
          : await Promise.all([closeNow(), saveNow()]).then(([c, s]) => [s, c] as const);
      expect(closed.statusCode).toBe(200);
      const rows = await savedBy(t, race.id, w.b1.id);
      const closedAt = (await roundRow(t, race.id))!.closedAt!;
      if (saved.statusCode === 200) {
        expect(rows.ratings).toHaveLength(2);
        expect(rows.comments).toHaveLength(1);
        expect(rows.submission!.submittedAt.getTime()).toBeLessThanOrEqual(closedAt.getTime());
      } else {
        expectError(saved, 400, M.closed);
        expect(rows).toEqual({ submission: undefined, ratings: [], comments: [] });
      }
    }
  });
});
