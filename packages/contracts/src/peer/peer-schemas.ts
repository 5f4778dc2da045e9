import { z } from 'zod';
import { LIMITS } from '../common/limits';
import { PEER_LIMITS } from './peer-messages';

// Shapes of §23.1 for the routes' documentation and responses, and the documented request
// bodies. Bodies are checked by `checkRoundFields` and `checkSubmission`, in the spec's order.

// Round and comment ids in paths: any id too long to exist is "not found" like any other unknown
// id (§23.2: a malformed id is a 404), so the services cap it, and the router caps every path
// parameter at 1,000 characters (414) before any of this runs; the schema says the same.
const pathId = z.string().min(1).max(1000);
const ref = z.object({ id: z.string(), name: z.string() });
const at = z.string().describe('ISO 8601 UTC with milliseconds');

export const peerRoundParams = z.object({ roundId: pathId });
export const peerCommentParams = z.object({ roundId: pathId, commentId: pathId });

export const PEER_ROUND_STATUSES = ['scheduled', 'open', 'closed', 'released'] as const;
export type PeerRoundStatus = (typeof PEER_ROUND_STATUSES)[number];

export const peerDimension = z.object({
  key: z.string().max(PEER_LIMITS.keyLength),
  title: z.string().max(PEER_LIMITS.title),
  anchors: z.object({
    '5': z.string().max(PEER_LIMITS.anchor),
    '3': z.string().max(PEER_LIMITS.anchor),
    '1': z.string().max(PEER_LIMITS.anchor),
  }),
});

export const peerRound = z.object({
  id: z.string(),
  subcourse: z.string(),
  name: z.string(),
  status: z.enum(PEER_ROUND_STATUSES),
  opens_at: at,
  closes_at: at,
  closed_at: at.nullable(),
  released_at: at.nullable(),
  dimensions: z.array(peerDimension),
  self_rating: z.boolean(),
  comments: z.boolean(),
  weight: z.number(),
  non_submission_penalty: z.number(),
});
export const peerRoundStaff = peerRound.extend({
  groups_count: z.number().int(),
  students_count: z.number().int(),
  submitted_count: z.number().int(),
  reminded_at: at.nullable(),
});
export const peerRoundStudent = peerRound.extend({ group: ref, submitted: z.boolean() });
export const peerRoundProgress = peerRoundStaff.extend({
  groups: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      tutorial: z.string().nullable(),
      members: z.array(z.object({ id: z.string(), name: z.string(), submitted: z.boolean() })),
    }),
  ),
});
export type PeerRound = z.infer<typeof peerRound>;
export type PeerRoundStaff = z.infer<typeof peerRoundStaff>;
export type PeerRoundStudent = z.infer<typeof peerRoundStudent>;
export type PeerRoundProgress = z.infer<typeof peerRoundProgress>;

const score = z.number().int().min(1).max(5);
export const ratingIn = z.object({
  student: z.string().max(LIMITS.id),
  scores: z.record(z.string().max(PEER_LIMITS.keyLength), score),
  comment: z
    .string()
    .max(PEER_LIMITS.comment * 4)
    .nullish(),
});
export const peerSubmission = z.object({
  round: peerRoundStudent,
  group: ref,
  to_rate: z.array(ref),
  submitted_at: at.nullable(),
  ratings: z.array(ratingIn),
  staff_comment: z.string().nullable(),
});
export type RatingIn = z.infer<typeof ratingIn>;
export type PeerSubmission = z.infer<typeof peerSubmission>;

export const FLAG_CODES = [
  'not_submitted',
  'insufficient_raters',
  'overconfident',
  'underconfident',
  'manipulator',
  'conflict',
  'flat_rater',
  'copy_paste',
  'clique',
] as const;
export type FlagCode = (typeof FLAG_CODES)[number];

export const peerFlag = z.object({
  code: z.enum(FLAG_CODES),
  student: ref.nullable(),
  target: ref.nullable(),
  evidence: z.string(),
});
export const resultMember = z.object({
  id: z.string(),
  name: z.string(),
  zid: z.string().nullable(),
  submitted: z.boolean(),
  submitted_at: at.nullable(),
  raters: z.number().int(),
  self: z.number().nullable(),
  received: z.number().nullable(),
  factor_raw: z.number(),
  factor: z.number(),
  adjusted_mark: z.number().nullable(),
});
export const resultGroup = z.object({
  id: z.string(),
  name: z.string(),
  tutorial: z.string().nullable(),
  mark: z.number().nullable(),
  members: z.array(resultMember),
  flags: z.array(peerFlag),
  ratings: z.array(
    z.object({ rater: z.string(), target: z.string(), scores: z.record(z.string(), z.number()) }),
  ),
});
export const peerResults = z.object({ round: peerRoundStaff, groups: z.array(resultGroup) });
export type PeerFlag = z.infer<typeof peerFlag>;
export type ResultMember = z.infer<typeof resultMember>;
export type ResultGroup = z.infer<typeof resultGroup>;
export type PeerResults = z.infer<typeof peerResults>;

export const peerComment = z.object({
  id: z.string(),
  kind: z.enum(['peer', 'staff']),
  group: ref,
  author: ref,
  target: ref.nullable(),
  text: z.string(),
  hidden: z.boolean(),
  hidden_reason: z.string().nullable(),
});
export type PeerComment = z.infer<typeof peerComment>;

export const myPeerResults = z.object({
  round: peerRoundStudent,
  factor: z.number(),
  mark: z.number().nullable(),
  adjusted_mark: z.number().nullable(),
  dimensions: z.array(
    z.object({
      key: z.string(),
      title: z.string(),
      self: z.number().nullable(),
      peers: z.number().nullable(),
      team: z.number().nullable(),
    }),
  ),
  comments: z.array(z.string()),
});
export type MyPeerResults = z.infer<typeof myPeerResults>;

export const groupMarks = z.array(z.object({ group: ref, mark: z.number().nullable() }));
export type GroupMarks = z.infer<typeof groupMarks>;

// ---- documented request bodies (the services check them in the spec's order) -------------------

export const peerRoundBody = z.object({
  name: z.string().max(PEER_LIMITS.name * 4),
  opens_at: z.string().max(PEER_LIMITS.timestamp),
  closes_at: z.string().max(PEER_LIMITS.timestamp),
  dimensions: z.array(peerDimension).max(PEER_LIMITS.dimensions).nullish(),
  self_rating: z.boolean().optional(),
  comments: z.boolean().optional(),
  weight: z.number().min(0).max(1).optional(),
  non_submission_penalty: z.number().min(0).max(100).optional(),
});
export const peerRoundEditBody = peerRoundBody.partial();
export const peerSubmissionBody = z.object({
  ratings: z.array(ratingIn).max(PEER_LIMITS.ratings),
  staff_comment: z
    .string()
    .max(PEER_LIMITS.staffComment * 4)
    .nullish(),
});
export const hideCommentBody = z.object({ reason: z.string().max(PEER_LIMITS.hideReason * 4) });
export const groupMarksBody = z.object({
  marks: z
    .array(
      z.object({ group: z.string().max(LIMITS.id), mark: z.number().min(0).max(100).nullable() }),
    )
    .max(PEER_LIMITS.marks),
});
export const peerSavedResponse = z.object({ message: z.string(), submitted_at: at });
export const peerReleasedResponse = z.object({ message: z.string(), released_at: at });
export const peerRemindResponse = z.object({ message: z.string(), sent: z.number().int() });
