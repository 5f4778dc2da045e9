import { describe, expect, it } from 'vitest';
import { checkSubmission, PEER_MESSAGES as M, type SubmissionContext } from '../../src/index';

const context: SubmissionContext = {
  caller: 'me',
  toRate: [
    { id: 'me', name: 'Mia' },
    { id: 'a', name: 'Ana' },
    { id: 'b', name: 'Ben' },
  ],
  group: new Set(['me', 'a', 'b']),
  dimensionKeys: ['work', 'team'],
  selfRating: true,
  comments: true,
};
const full = { work: 4, team: 3 };
const ratings = [
  { student: 'b', scores: full, comment: '  Great  ' },
  { student: 'me', scores: full },
  { student: 'a', scores: full, comment: '   ' },
];
const messageOf = (body: unknown, ctx: SubmissionContext = context) => {
  const result = checkSubmission(body, ctx);
  return result.ok ? null : result.message;
};

describe('a submission (api.md §23.4)', () => {
  it('keeps the ratings in to_rate order, trims comments and drops blank ones', () => {
    expect(checkSubmission({ ratings, staff_comment: ' Thanks ' }, context)).toEqual({
      ok: true,
      value: {
        ratings: [
          { target: 'me', scores: full, comment: null },
          { target: 'a', scores: full, comment: null },
          { target: 'b', scores: full, comment: 'Great' },
        ],
        staffComment: 'Thanks',
      },
    });
  });

  it('refuses the body before any entry, and each entry in array order', () => {
    expect(messageOf({})).toBe(M.ratingsRequired);
    expect(messageOf({ ratings: {} })).toBe(M.ratingsList);
    expect(messageOf({ ratings: [{ scores: full }] })).toBe(M.ratingStudentRequired(0));
    expect(messageOf({ ratings: [ratings[0], { student: 'stranger', scores: 'x' }] })).toBe(
      M.ratingStudentNotInGroup(1),
    );
    expect(messageOf({ ratings }, { ...context, selfRating: false })).toBe(M.ratingSelfOff(1));
    expect(messageOf({ ratings: [ratings[0], ratings[0]] })).toBe(M.ratingStudentRepeated(1));
    expect(messageOf({ ratings: [{ student: 'a', scores: [4, 3] }] })).toBe(M.scoresRequired(0));
    expect(messageOf({ ratings: [{ student: 'a', scores: { zzz: 9, team: 0 } }] })).toBe(
      M.scoreUnknown(0, 'zzz'),
    );
    expect(messageOf({ ratings: [{ student: 'a', scores: { team: 0 } }] })).toBe(
      M.scoreRequired(0, 'work'),
    );
    for (const bad of ['4', 4.5, 0, 6]) {
      expect(messageOf({ ratings: [{ student: 'a', scores: { work: bad, team: 3 } }] })).toBe(
        M.scoreRange(0, 'work'),
      );
    }
  });

  it('checks comments: text, length, not on the self-rating, not when comments are off', () => {
    const one = (comment: unknown, student = 'a', ctx = context) =>
      messageOf({ ratings: [{ student, scores: full, comment }] }, ctx);
    expect(one(5)).toBe(M.commentText(0));
    expect(one('x'.repeat(1001))).toBe(M.commentTooLong(0));
    expect(one(`  ${'x'.repeat(1000)}  `)).toBe(M.ratingMissing('Mia'));
    expect(one('Me', 'me')).toBe(M.commentOnSelf(0));
    expect(one('Hi', 'a', { ...context, comments: false })).toBe(M.commentsOff(0));
  });

  it('names the first person missing in to_rate order, then checks staff_comment', () => {
    expect(messageOf({ ratings: [ratings[0]] })).toBe(M.ratingMissing('Mia'));
    expect(messageOf({ ratings: [ratings[1]] })).toBe(M.ratingMissing('Ana'));
    expect(messageOf({ ratings, staff_comment: 3 })).toBe(M.staffCommentText);
    expect(messageOf({ ratings, staff_comment: 'x'.repeat(2001) })).toBe(M.staffCommentTooLong);
    const off = { ...context, comments: false };
    expect(
      checkSubmission(
        { ratings: ratings.map(({ comment: _c, ...r }) => r), staff_comment: 'ok' },
        off,
      ).ok,
    ).toBe(true);
  });
});
