import { checkRoundFields, PEER_MESSAGES as M, type RoundFields } from '@capstone/contracts';
import type { DbOrTx } from '../../db/client';
import { badRequest } from '../../lib/app-error';
import { isNameTaken, type RoundRecord, type RoundValues } from './peer-rounds.repo';

/** A stored round's fields as `checkRoundFields` merges an edit into them. */
export function fieldsOf(round: RoundRecord): RoundFields {
  return {
    name: round.name,
    opensAt: round.opensAt,
    closesAt: round.closesAt,
    dimensions: round.dimensions,
    selfRating: round.selfRating,
    comments: round.comments,
    weight: round.weight,
    nonSubmissionPenalty: round.nonSubmissionPenalty,
  };
}

/** The columns a round's checked fields are stored in. */
export const valuesOf = (fields: RoundFields): RoundValues => ({
  name: fields.name,
  opensAt: fields.opensAt,
  closesAt: fields.closesAt,
  dimensions: fields.dimensions,
  selfRating: fields.selfRating,
  comments: fields.comments,
  weight: fields.weight,
  nonSubmissionPenalty: fields.nonSubmissionPenalty,
});

/**
 * The creation fields checked in the order of §23.3, where the name's uniqueness comes right
 * after its length, before any other field: so the database is asked once the name itself is
 * known to be valid, and its answer wins over a later field's message. The unique index still
 * decides a race between two requests (the caller maps its violation to the same message).
 */
export async function checkedRoundFields(
  db: DbOrTx,
  subcourseId: string,
  body: Record<string, unknown>,
  now: Date,
  current?: RoundRecord,
): Promise<RoundFields> {
  const result = checkRoundFields(body, now, current && fieldsOf(current));
  if (!result.ok && (result.message === M.nameRequired || result.message === M.nameTooLong)) {
    throw badRequest(result.message);
  }
  const name = result.ok
    ? result.value.name
    : typeof body.name === 'string'
      ? body.name.trim()
      : (current?.name ?? '');
  if (await isNameTaken(db, subcourseId, name, current?.id)) throw badRequest(M.nameTaken);
  if (!result.ok) throw badRequest(result.message);
  return result.value;
}

/** The creation fields an edit changed, by their API names (for the audit trail). */
export function changedFields(before: RoundFields, after: RoundFields): string[] {
  const same = {
    name: before.name === after.name,
    opens_at: before.opensAt.getTime() === after.opensAt.getTime(),
    closes_at: before.closesAt.getTime() === after.closesAt.getTime(),
    dimensions: JSON.stringify(before.dimensions) === JSON.stringify(after.dimensions),
    self_rating: before.selfRating === after.selfRating,
    comments: before.comments === after.comments,
    weight: before.weight === after.weight,
    non_submission_penalty: before.nonSubmissionPenalty === after.nonSubmissionPenalty,
  };
  return Object.entries(same)
    .filter(([, unchanged]) => !unchanged)
    .map(([key]) => key);
}
