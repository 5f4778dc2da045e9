import { checkSubmission, PEER_MESSAGES } from '@capstone/contracts';
import { describe, expect, it } from 'vitest';
import { fieldIds, focusIdFor, problemFor } from './check-failure';
import {
  buildSubmissionBody,
  checkContext,
  emptyFormState,
  setComment,
  setScore,
  setStaffComment,
  type PeerFormState,
} from './peer-form-state';
import { allAt, ANA, BEN, CAI, context } from './test-fixtures.test-util';

const complete = (): PeerFormState => ({
  ...emptyFormState(),
  scores: { [ANA.id]: allAt(3), [BEN.id]: allAt(4), [CAI.id]: allAt(2) },
});

/** The shared check's first failure for `state`, placed on the form. */
function problemOf(state: PeerFormState, ctx = context()) {
  const body = buildSubmissionBody(state, ctx);
  const result = checkSubmission(body, checkContext(ctx));
  if (result.ok) throw new Error('expected the check to fail');
  return problemFor(result.message, body, ctx);
}

describe('placing the first problem on the form', () => {
  it('points at the first person with nothing chosen, as a whole', () => {
    const state = setScore(emptyFormState(), CAI.id, 'quality', 3);
    expect(problemOf(state)).toEqual({
      target: { kind: 'person', personId: ANA.id },
      message: 'Rate yourself on every question before you submit.',
    });
  });

  it("points at a partly rated person's first unanswered question", () => {
    const state = complete();
    const { on_track: _, ...rest } = allAt(4);
    state.scores[BEN.id] = rest;
    expect(problemOf(state)).toEqual({
      target: { kind: 'score', personId: BEN.id, key: 'on_track' },
      message: 'Choose a level for Keeping the team on track for Ben Ode.',
    });
  });

  it('points at a comment that is too long', () => {
    const state = setComment(complete(), CAI.id, 'x'.repeat(1001));
    expect(problemOf(state)).toEqual({
      target: { kind: 'comment', personId: CAI.id },
      message: 'Shorten your comment to Cai Li to at most 1,000 characters.',
    });
  });

  it('points at the private comment to staff', () => {
    const state = setStaffComment(complete(), 'y'.repeat(2001));
    expect(problemOf(state).target).toEqual({ kind: 'staffComment' });
    expect(problemOf(state).message).toContain('2,000');
  });

  it('places the server messages the body cannot cause locally', () => {
    const body = buildSubmissionBody(complete(), context());
    expect(problemFor(PEER_MESSAGES.ratingMissing(BEN.name), body, context()).target).toEqual({
      kind: 'person',
      personId: BEN.id,
    });
    expect(problemFor(PEER_MESSAGES.commentsOff(2), body, context())).toEqual({
      target: { kind: 'comment', personId: CAI.id },
      message: 'Comments to teammates are turned off for this round. Remove this comment.',
    });
    expect(problemFor(PEER_MESSAGES.scoreRange(1, 'quality'), body, context())).toEqual({
      target: { kind: 'score', personId: BEN.id, key: 'quality' },
      message: 'Choose one of the five levels for Expecting quality for Ben Ode.',
    });
    expect(problemFor(PEER_MESSAGES.ratingStudentNotInGroup(0), body, context()).target).toEqual({
      kind: 'form',
    });
  });

  it('words any other message for people, with no schema key left', () => {
    const body = buildSubmissionBody(complete(), context());
    const problem = problemFor('This subcourse is archived', body, context());
    expect(problem).toEqual({ target: { kind: 'form' }, message: 'This offering is archived' });
  });

  it("names each target's element so focus can move there", () => {
    const ids = fieldIds('peer');
    expect(focusIdFor({ kind: 'person', personId: 'a b' }, ids)).toBe('peer-person-a_b');
    expect(focusIdFor({ kind: 'score', personId: 'ana', key: 'on_track' }, ids)).toBe(
      'peer-score-ana-on_track',
    );
    expect(focusIdFor({ kind: 'comment', personId: 'ana' }, ids)).toBe('peer-comment-ana');
    expect(focusIdFor({ kind: 'staffComment' }, ids)).toBe(ids.staffComment);
    expect(focusIdFor({ kind: 'form' }, ids)).toBe(ids.form);
  });
});
