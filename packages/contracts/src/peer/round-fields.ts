import {
  ANCHOR_LEVELS,
  DEFAULT_PEER_DIMENSIONS,
  PEER_DEFAULTS,
  PEER_LIMITS,
  PEER_MESSAGES as M,
  type PeerDimension,
} from './peer-messages';

/** A round's creation fields once checked: what the server stores and the web shows. */
export interface RoundFields {
  name: string;
  opensAt: Date;
  closesAt: Date;
  dimensions: PeerDimension[];
  selfRating: boolean;
  comments: boolean;
  weight: number;
  nonSubmissionPenalty: number;
}

export type RoundFieldsResult = { ok: true; value: RoundFields } | { ok: false; message: string };

const ISO_WITH_ZONE =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;
const KEY = /^[a-z][a-z0-9_]{0,29}$/;

const has = (body: Record<string, unknown>, key: string) =>
  Object.prototype.hasOwnProperty.call(body, key) && body[key] !== undefined;

/** A date-time with a zone designator; the length is capped before the pattern runs. */
function timestamp(value: unknown, required: string, invalid: string): Date | string {
  if (value === undefined || value === null || value === '') return required;
  if (typeof value !== 'string' || value.length > PEER_LIMITS.timestamp) return invalid;
  if (!ISO_WITH_ZONE.test(value)) return invalid;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? invalid : date;
}

/** Trimmed text of 1 to `max` characters; the raw length is capped first. */
function text(value: unknown, max: number, required: string, tooLong: string): string {
  if (typeof value !== 'string') throw required;
  if (value.length > max * 4) throw tooLong;
  const trimmed = value.trim();
  if (!trimmed) throw required;
  if (trimmed.length > max) throw tooLong;
  return trimmed;
}

function dimensionsOf(value: unknown): PeerDimension[] {
  if (value === undefined || value === null) return DEFAULT_PEER_DIMENSIONS.map((d) => ({ ...d }));
  if (!Array.isArray(value) || value.length < 1 || value.length > PEER_LIMITS.dimensions)
    throw M.dimensionsList;
  const seen = new Set<string>();
  return value.map((entry: unknown, i) => {
    const d = (entry && typeof entry === 'object' ? entry : {}) as Record<string, unknown>;
    const key = d.key;
    if (typeof key !== 'string' || key.length > PEER_LIMITS.keyLength || !KEY.test(key))
      throw M.dimensionKey(i);
    if (seen.has(key)) throw M.dimensionKeyUnique(i);
    seen.add(key);
    const title = text(
      d.title,
      PEER_LIMITS.title,
      M.dimensionTitleRequired(i),
      M.dimensionTitleTooLong(i),
    );
    const anchors = (d.anchors && typeof d.anchors === 'object' ? d.anchors : {}) as Record<
      string,
      unknown
    >;
    const kept = {} as PeerDimension['anchors'];
    for (const level of ANCHOR_LEVELS) {
      kept[level] = text(
        anchors[level],
        PEER_LIMITS.anchor,
        M.anchorRequired(i, level),
        M.anchorTooLong(i, level),
      );
    }
    return { key, title, anchors: kept };
  });
}

function flag(value: unknown, fallback: boolean, invalid: string): boolean {
  if (value === undefined) return fallback;
  if (typeof value !== 'boolean') throw invalid;
  return value;
}

function number(value: unknown, fallback: number, max: number, invalid: string): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > max)
    throw invalid;
  return value;
}

/**
 * Checks a round's creation fields in the order of §23.3 and answers the first failure's
 * message. With `current` (an edit), omitted fields keep their values and the merged values are
 * checked, so an edit can never leave a round that a creation would refuse.
 */
export function checkRoundFields(
  body: Record<string, unknown>,
  now: Date,
  current?: RoundFields,
): RoundFieldsResult {
  try {
    const name = has(body, 'name')
      ? text(body.name, PEER_LIMITS.name, M.nameRequired, M.nameTooLong)
      : current
        ? current.name
        : text(undefined, PEER_LIMITS.name, M.nameRequired, M.nameTooLong);
    const opensAt = has(body, 'opens_at')
      ? timestamp(body.opens_at, M.opensAtRequired, M.opensAtInvalid)
      : (current?.opensAt ?? M.opensAtRequired);
    if (typeof opensAt === 'string') throw opensAt;
    const closesAt = has(body, 'closes_at')
      ? timestamp(body.closes_at, M.closesAtRequired, M.closesAtInvalid)
      : (current?.closesAt ?? M.closesAtRequired);
    if (typeof closesAt === 'string') throw closesAt;
    if (closesAt.getTime() <= opensAt.getTime()) throw M.closesBeforeOpens;
    if (closesAt.getTime() <= now.getTime()) throw M.closesInPast;
    const dimensions =
      has(body, 'dimensions') || !current ? dimensionsOf(body.dimensions) : current.dimensions;
    const selfRating = flag(
      body.self_rating,
      current?.selfRating ?? PEER_DEFAULTS.selfRating,
      M.selfRatingInvalid,
    );
    const comments = flag(
      body.comments,
      current?.comments ?? PEER_DEFAULTS.comments,
      M.commentsInvalid,
    );
    const weight = number(body.weight, current?.weight ?? PEER_DEFAULTS.weight, 1, M.weightInvalid);
    const nonSubmissionPenalty = number(
      body.non_submission_penalty,
      current?.nonSubmissionPenalty ?? PEER_DEFAULTS.nonSubmissionPenalty,
      100,
      M.penaltyInvalid,
    );
    return {
      ok: true,
      value: {
        name,
        opensAt,
        closesAt,
        dimensions,
        selfRating,
        comments,
        weight,
        nonSubmissionPenalty,
      },
    };
  } catch (message) {
    if (typeof message === 'string') return { ok: false, message };
    throw message;
  }
}
