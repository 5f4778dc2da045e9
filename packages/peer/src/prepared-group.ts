import { compareMembers } from './names';
import type { GroupInput, Member } from './types';

/**
 * A group with members replaced by their index in name order, so that every later step can use
 * plain matrices and emit rows already in the order the API lists them.
 */
export interface PreparedGroup {
  /** Sorted by name. */
  members: Member[];
  dimensions: readonly string[];
  selfRating: boolean;
  submitted: boolean[];
  /**
   * scores[i][j] = the per-dimension scores (round order) i gave j; null unless i submitted.
   * The diagonal is null when self-rating is off.
   */
  scores: (number[] | null)[][];
  comments: { author: number; target: number; text: string; hidden: boolean }[];
  mark: number | null;
  weight: number;
  penalty: number;
}

/** Thrown when the input breaks an invariant the server guarantees (§23.3, §23.4). */
export class PeerInputError extends Error {
  override name = 'PeerInputError';
}

function checkRange(value: number, min: number, max: number, what: string): void {
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new PeerInputError(`${what} must be a number from ${min} to ${max}`);
  }
}

export function prepareGroup(input: GroupInput): PreparedGroup {
  const members = [...input.members].sort(compareMembers);
  const n = members.length;
  if (n < 2) throw new PeerInputError('A group in the round has at least 2 members');
  const index = new Map<string, number>();
  members.forEach((m, i) => index.set(m.id, i));
  if (index.size !== n) throw new PeerInputError('Member ids must be unique');
  const dimensions = input.dimensions;
  if (dimensions.length === 0) throw new PeerInputError('A round has at least 1 dimension');
  if (input.mark !== null) checkRange(input.mark, 0, 100, 'mark');
  checkRange(input.weight, 0, 1, 'weight');
  checkRange(input.penalty, 0, 100, 'penalty');

  const at = (id: string): number => {
    const i = index.get(id);
    if (i === undefined) throw new PeerInputError(`${id} is not a member of the group`);
    return i;
  };

  const submitted = new Array<boolean>(n).fill(false);
  for (const id of input.submitters) submitted[at(id)] = true;

  const scores: (number[] | null)[][] = members.map(() => new Array(n).fill(null));
  for (const rating of input.ratings) {
    const i = at(rating.rater);
    const j = at(rating.target);
    if (!submitted[i]) throw new PeerInputError(`${rating.rater} has ratings but did not submit`);
    // Self-scores saved while self-rating was on cannot exist otherwise; ignoring them keeps
    // `self` null as §23.1 requires.
    if (i === j && !input.selfRating) continue;
    const row = dimensions.map((key) => {
      const s = rating.scores[key];
      if (s === undefined || !Number.isInteger(s) || s < 1 || s > 5) {
        throw new PeerInputError(`${rating.rater} -> ${rating.target}: ${key} must be 1 to 5`);
      }
      return s;
    });
    (scores[i] as (number[] | null)[])[j] = row;
  }
  // A submission is complete (§23.4): every submitter rated every teammate, and themself when
  // self-rating is on. Anything less means the caller passed the wrong rows.
  for (let i = 0; i < n; i++) {
    if (!submitted[i]) continue;
    for (let j = 0; j < n; j++) {
      if (i === j && !input.selfRating) continue;
      if (scores[i]?.[j] === null) {
        throw new PeerInputError(`${members[i]?.id} did not rate ${members[j]?.id}`);
      }
    }
  }

  const comments = input.comments.map((c) => {
    const author = at(c.author);
    const target = at(c.target);
    if (author === target) throw new PeerInputError('A comment to oneself is not allowed');
    if (!submitted[author]) throw new PeerInputError(`${c.author} has comments but did not submit`);
    return { author, target, text: c.text, hidden: c.hidden ?? false };
  });

  return {
    members,
    dimensions,
    selfRating: input.selfRating,
    submitted,
    scores,
    comments,
    mark: input.mark,
    weight: input.weight,
    penalty: input.penalty,
  };
}
