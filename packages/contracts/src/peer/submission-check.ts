import { PEER_LIMITS, PEER_MESSAGES as M } from './peer-messages';

export interface SubmissionContext {
  /** The caller's id. */
  caller: string;
  /** Whom the caller must rate, in `to_rate` order (the caller first when self-rating is on). */
  toRate: readonly { id: string; name: string }[];
  /** Everyone in the caller's snapshot group, the caller included. */
  group: ReadonlySet<string>;
  dimensionKeys: readonly string[];
  selfRating: boolean;
  comments: boolean;
}

export interface CheckedRating {
  target: string;
  scores: Record<string, number>;
  /** Trimmed; null when there is none. */
  comment: string | null;
}

export interface CheckedSubmission {
  /** In `to_rate` order. */
  ratings: CheckedRating[];
  staffComment: string | null;
}

export type SubmissionResult =
  { ok: true; value: CheckedSubmission } | { ok: false; message: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Optional text: null when absent or blank; the raw length is capped before trimming. */
function optionalText(value: unknown, max: number, notText: string, tooLong: string) {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw notText;
  if (value.length > max * 4) throw tooLong;
  const trimmed = value.trim();
  if (trimmed.length > max) throw tooLong;
  return trimmed || null;
}

function checkRating(entry: unknown, i: number, context: SubmissionContext, seen: Set<string>) {
  const rating = isObject(entry) ? entry : {};
  const student = rating.student;
  if (typeof student !== 'string' || !student) throw M.ratingStudentRequired(i);
  if (!context.group.has(student)) throw M.ratingStudentNotInGroup(i);
  const self = student === context.caller;
  if (self && !context.selfRating) throw M.ratingSelfOff(i);
  if (seen.has(student)) throw M.ratingStudentRepeated(i);
  seen.add(student);

  if (!isObject(rating.scores)) throw M.scoresRequired(i);
  const sent = rating.scores;
  const keys = new Set(context.dimensionKeys);
  for (const key of Object.keys(sent)) if (!keys.has(key)) throw M.scoreUnknown(i, key);
  const scores: Record<string, number> = {};
  for (const key of context.dimensionKeys) {
    const value = sent[key];
    if (value === undefined || value === null) throw M.scoreRequired(i, key);
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 5)
      throw M.scoreRange(i, key);
    scores[key] = value;
  }

  const comment = optionalText(
    rating.comment,
    PEER_LIMITS.comment,
    M.commentText(i),
    M.commentTooLong(i),
  );
  if (comment !== null && self) throw M.commentOnSelf(i);
  if (comment !== null && !context.comments) throw M.commentsOff(i);
  return { target: student, scores, comment };
}

/**
 * Checks a whole submission in the order of §23.4 and answers the first failure's message. A
 * submission is complete: it rates everyone in `to_rate` on every dimension.
 */
export function checkSubmission(body: unknown, context: SubmissionContext): SubmissionResult {
  try {
    const fields = isObject(body) ? body : {};
    if (fields.ratings === undefined || fields.ratings === null) throw M.ratingsRequired;
    if (!Array.isArray(fields.ratings)) throw M.ratingsList;
    const seen = new Set<string>();
    const byTarget = new Map<string, CheckedRating>();
    fields.ratings.forEach((entry: unknown, i) => {
      const rating = checkRating(entry, i, context, seen);
      byTarget.set(rating.target, rating);
    });
    const ratings = context.toRate.map((person) => {
      const rating = byTarget.get(person.id);
      if (!rating) throw M.ratingMissing(person.name);
      return rating;
    });
    const staffComment = optionalText(
      fields.staff_comment,
      PEER_LIMITS.staffComment,
      M.staffCommentText,
      M.staffCommentTooLong,
    );
    return { ok: true, value: { ratings, staffComment } };
  } catch (message) {
    if (typeof message === 'string') return { ok: false, message };
    throw message;
  }
}
