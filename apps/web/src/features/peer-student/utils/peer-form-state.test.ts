import { checkSubmission } from '@capstone/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  answeredCount,
  buildSubmissionBody,
  checkContext,
  emptyFormState,
  formContext,
  setComment,
  setScore,
  setStaffComment,
  stateFromSubmission,
} from './peer-form-state';
import { allAt, ANA, BEN, CAI, context, KEYS, round, submission } from './test-fixtures.test-util';

describe('building the PUT body from the form', () => {
  it('sends one entry per person in to_rate order, even for a person with no level yet', () => {
    const state = setScore(emptyFormState(), CAI.id, 'quality', 4);
    const body = buildSubmissionBody(state, context());
    expect(body.ratings.map((r) => r.student)).toEqual([ANA.id, BEN.id, CAI.id]);
    expect(body.ratings[0]).toEqual({ student: ANA.id, scores: {} });
    expect(body.ratings[2]).toEqual({ student: CAI.id, scores: { quality: 4 } });
    expect(body).not.toHaveProperty('staff_comment');
  });

  it('keeps only the round dimensions, in the round order', () => {
    let state = setScore(emptyFormState(), BEN.id, 'knowledge', 2);
    state = setScore(state, BEN.id, 'contributing', 5);
    state = {
      ...state,
      scores: { ...state.scores, [BEN.id]: { ...state.scores[BEN.id], old: 3 } },
    };
    const scores = buildSubmissionBody(state, context()).ratings[1]?.scores ?? {};
    expect(Object.keys(scores)).toEqual(['contributing', 'knowledge']);
  });

  it('trims comments, drops blank ones and never sends one to yourself', () => {
    let state = setComment(emptyFormState(), BEN.id, '  Great work  ');
    state = setComment(state, CAI.id, '   ');
    state = setComment(state, ANA.id, 'note to self');
    const body = buildSubmissionBody(state, context());
    expect(body.ratings.map((r) => r.comment)).toEqual([undefined, 'Great work', undefined]);
  });

  it('sends no comment at all when the round takes none', () => {
    const state = setComment(emptyFormState(), BEN.id, 'Great work');
    const body = buildSubmissionBody(state, context({ comments: false }));
    expect(body.ratings.every((r) => r.comment === undefined)).toBe(true);
  });

  it('sends the private comment to staff trimmed, and leaves it out when blank', () => {
    expect(
      buildSubmissionBody(setStaffComment(emptyFormState(), ' Ask me '), context()),
    ).toHaveProperty('staff_comment', 'Ask me');
    expect(
      buildSubmissionBody(setStaffComment(emptyFormState(), '  '), context()),
    ).not.toHaveProperty('staff_comment');
  });

  it('builds a body the shared check accepts whenever every question has a level', () => {
    const level = fc.integer({ min: 1, max: 5 });
    const people = [ANA, BEN, CAI];
    fc.assert(
      fc.property(
        fc.array(fc.array(level, { minLength: KEYS.length, maxLength: KEYS.length }), {
          minLength: 3,
          maxLength: 3,
        }),
        fc.string({ maxLength: 40 }),
        fc.boolean(),
        (levels, comment, selfRating) => {
          const ctx = context({
            selfRating,
            toRate: selfRating ? people : [BEN, CAI],
          });
          let state = emptyFormState();
          ctx.toRate.forEach((person, p) =>
            KEYS.forEach((key, k) => {
              state = setScore(state, person.id, key, levels[p]?.[k] ?? 3);
            }),
          );
          state = setComment(state, BEN.id, comment);
          state = setComment(state, ANA.id, comment);
          const result = checkSubmission(buildSubmissionBody(state, ctx), checkContext(ctx));
          expect(result.ok).toBe(true);
          if (result.ok)
            expect(result.value.ratings[selfRating ? 1 : 0]?.comment ?? '').toBe(comment.trim());
        },
      ),
      { seed: 2318, numRuns: 100 },
    );
  });
});

describe('the form state', () => {
  it('starts from the saved submission and gives the same body back', () => {
    const saved = submission({
      submitted_at: '2026-03-02T00:00:00.000Z',
      ratings: [
        { student: ANA.id, scores: allAt(4) },
        { student: BEN.id, scores: allAt(3), comment: 'Kind and on time.' },
        { student: CAI.id, scores: allAt(5) },
      ],
      staff_comment: 'Cai carried us.',
    });
    const state = stateFromSubmission(saved);
    expect(state.staffComment).toBe('Cai carried us.');
    expect(buildSubmissionBody(state, formContext(saved, ANA.id))).toEqual({
      ratings: saved.ratings,
      staff_comment: 'Cai carried us.',
    });
  });

  it('does not change the state it was given', () => {
    const before = setScore(emptyFormState(), BEN.id, 'quality', 2);
    const after = setScore(before, BEN.id, 'quality', 5);
    expect(before.scores[BEN.id]?.quality).toBe(2);
    expect(after.scores[BEN.id]?.quality).toBe(5);
  });

  it('counts answered questions out of people times dimensions', () => {
    let state = setScore(emptyFormState(), BEN.id, 'quality', 2);
    state = setScore(state, BEN.id, 'quality', 3);
    state = setScore(state, CAI.id, 'on_track', 1);
    expect(answeredCount(state, context())).toEqual({ answered: 2, total: 3 * KEYS.length });
  });

  it('reads the round settings from the submission', () => {
    const ctx = formContext(
      submission({ round: round({ self_rating: false, comments: false }) }),
      ANA.id,
    );
    expect(ctx).toMatchObject({ selfRating: false, comments: false, toRate: [BEN, CAI] });
    expect(checkContext(ctx).group).toEqual(new Set([ANA.id, BEN.id, CAI.id]));
  });
});
