import type {
  PeerDimension,
  PeerSubmission,
  RatingIn,
  SubmissionContext,
} from '@capstone/contracts';

export interface PersonRef {
  id: string;
  name: string;
}

/** What the form needs to know about the round and the caller, taken from the submission. */
export interface PeerFormContext {
  callerId: string;
  /** Whom the caller rates, in the server's `to_rate` order (the caller first when self-rating). */
  toRate: readonly PersonRef[];
  dimensions: readonly PeerDimension[];
  selfRating: boolean;
  comments: boolean;
}

/** The form as the student fills it in: possibly incomplete, so it is kept apart from the body. */
export interface PeerFormState {
  /** Levels chosen so far: person id → dimension key → 1..5. */
  scores: Record<string, Record<string, number>>;
  /** Comments to teammates as typed: person id → text. */
  comments: Record<string, string>;
  staffComment: string;
}

/** PUT /api/peer-rounds/{roundId}/submission. */
export interface PeerSubmissionBody {
  ratings: RatingIn[];
  staff_comment?: string;
}

export const LEVELS = [5, 4, 3, 2, 1] as const;

export function formContext(submission: PeerSubmission, callerId: string): PeerFormContext {
  return {
    callerId,
    toRate: submission.to_rate,
    dimensions: submission.round.dimensions,
    selfRating: submission.round.self_rating,
    comments: submission.round.comments,
  };
}

export const isSelf = (context: PeerFormContext, personId: string) => personId === context.callerId;

/** May this person get a comment from the caller? Never the caller, never when comments are off. */
export const takesComment = (context: PeerFormContext, personId: string) =>
  context.comments && !isSelf(context, personId);

export const emptyFormState = (): PeerFormState => ({ scores: {}, comments: {}, staffComment: '' });

/** The saved submission as form state (empty before the first save). */
export function stateFromSubmission(submission: PeerSubmission): PeerFormState {
  const state = emptyFormState();
  for (const rating of submission.ratings) {
    state.scores[rating.student] = { ...rating.scores };
    if (rating.comment) state.comments[rating.student] = rating.comment;
  }
  state.staffComment = submission.staff_comment ?? '';
  return state;
}

export const setScore = (
  state: PeerFormState,
  personId: string,
  key: string,
  level: number,
): PeerFormState => ({
  ...state,
  scores: { ...state.scores, [personId]: { ...state.scores[personId], [key]: level } },
});

export const setComment = (state: PeerFormState, personId: string, text: string) => ({
  ...state,
  comments: { ...state.comments, [personId]: text },
});

export const setStaffComment = (state: PeerFormState, text: string): PeerFormState => ({
  ...state,
  staffComment: text,
});

/**
 * The whole submission as the server takes it: one entry per person in `to_rate` order, even a
 * person with no level chosen yet, so that the check's first failure is the first gap on screen.
 * Blank comments are left out (the server would drop them), and so is any comment the round
 * does not take, so that text kept from an earlier state of the form is never sent.
 */
export function buildSubmissionBody(
  state: PeerFormState,
  context: PeerFormContext,
): PeerSubmissionBody {
  const ratings = context.toRate.map((person): RatingIn => {
    const chosen = state.scores[person.id] ?? {};
    const scores: Record<string, number> = {};
    for (const { key } of context.dimensions) {
      const level = chosen[key];
      if (level !== undefined) scores[key] = level;
    }
    const comment = takesComment(context, person.id)
      ? (state.comments[person.id] ?? '').trim()
      : '';
    return comment ? { student: person.id, scores, comment } : { student: person.id, scores };
  });
  const staffComment = state.staffComment.trim();
  return staffComment ? { ratings, staff_comment: staffComment } : { ratings };
}

/** The context `checkSubmission` of contracts needs, as the server builds it. */
export function checkContext(context: PeerFormContext): SubmissionContext {
  return {
    caller: context.callerId,
    toRate: context.toRate,
    group: new Set([context.callerId, ...context.toRate.map((person) => person.id)]),
    dimensionKeys: context.dimensions.map((dimension) => dimension.key),
    selfRating: context.selfRating,
    comments: context.comments,
  };
}

/** How many of the form's questions have a level, out of how many there are. */
export function answeredCount(state: PeerFormState, context: PeerFormContext) {
  let answered = 0;
  for (const person of context.toRate) {
    const chosen = state.scores[person.id] ?? {};
    for (const { key } of context.dimensions) if (chosen[key] !== undefined) answered += 1;
  }
  return { answered, total: context.toRate.length * context.dimensions.length };
}
