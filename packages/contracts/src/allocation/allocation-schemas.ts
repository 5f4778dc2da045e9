import { z } from 'zod';
import { LIMITS } from '../common/limits';
import { ALLOCATION_MESSAGES as M, ALLOCATION_POLICY_IDS } from './allocation-messages';
import { AFTER_PUBLISH_MESSAGES } from './after-publish-messages';
import {
  allocationChain,
  allocationMove,
  minGroupsMissed,
  moveSummary,
  reportMentors,
  requestOutcomes,
} from './after-publish-schemas';

const isMissing = (input: unknown) => input === undefined || input === null;
/** Bounds one request: far above any course (a request's lists never outgrow one course). */
export const ALLOCATION_MAX_ENTRIES = 20000;

const id = z.string({ error: M.idRule }).trim().min(1, M.idRule).max(LIMITS.id);
const ref = z.object({ id: z.string(), name: z.string() });

const leftPair = z.object({ left: id, right: id.nullable() });
const rightPair = z.object({ left: id, right: z.array(id).max(ALLOCATION_MAX_ENTRIES) });

/** POST /api/admin/allocate/{subcourseId}/{project|student} */
export const allocationSaveBody = z.object({
  is_draft: z.boolean({
    error: (iss) => (isMissing(iss.input) ? M.isDraftRequired : M.isDraftRule),
  }),
  l_allocations: z
    .array(leftPair, { error: (iss) => (isMissing(iss.input) ? M.lRequired : M.lRule) })
    .max(ALLOCATION_MAX_ENTRIES, M.tooMany),
  r_allocations: z
    .array(rightPair, { error: (iss) => (isMissing(iss.input) ? M.rRequired : M.rRule) })
    .max(ALLOCATION_MAX_ENTRIES, M.tooMany),
  override: z.boolean({ error: M.overrideRule }).optional().default(false),
  /** The latest version the board was built on (0 = none yet); a stale publish gets 409. */
  base_version: z
    .number({ error: AFTER_PUBLISH_MESSAGES.baseVersionRule })
    .int(AFTER_PUBLISH_MESSAGES.baseVersionRule)
    .min(0, AFTER_PUBLISH_MESSAGES.baseVersionRule)
    .optional(),
});
export type AllocationSaveBody = z.input<typeof allocationSaveBody>;
export type AllocationSave = z.output<typeof allocationSaveBody>;

/** Query of the auto-allocate routes: policy, seed and the unranked fallback. */
export const autoAllocateQuery = z.object({
  policy: z.enum(ALLOCATION_POLICY_IDS, { error: M.policyRule }).optional().default('balanced'),
  seed: z
    .string()
    .max(9, { message: M.seedRule, abort: true })
    .regex(/^\d{1,9}$/, M.seedRule)
    .optional()
    .transform((seed) => (seed === undefined ? 0 : Number(seed))),
  allow_unranked: z
    .enum(['true', 'false'], { error: M.allowUnrankedRule })
    .optional()
    .transform((value) => value === 'true'),
  /** `published`: a minimal-change proposal from the latest version. */
  from: z.enum(['published'], { error: AFTER_PUBLISH_MESSAGES.fromRule }).optional(),
});
export type AutoAllocateQuery = z.output<typeof autoAllocateQuery>;

/** `{"<projectId>": [{id, name}]}`: one key per available project of S, no other keys. */
export const autoAllocation = z.record(z.string(), z.array(ref));
export type AutoAllocation = z.infer<typeof autoAllocation>;

const topShare = z.number();
/** The report of `GET /api/admin/{subcourseId}/allocate/project/auto/report`. */
export const allocationReport = z.object({
  policy: z.enum(ALLOCATION_POLICY_IDS),
  seed: z.number().int(),
  allow_unranked: z.boolean(),
  allocation: autoAllocation,
  quality: z.object({
    groups_total: z.number().int(),
    groups_submitted: z.number().int(),
    groups_not_submitted: z.number().int(),
    max_allocatable: z.number().int(),
    allocated: z.number().int(),
    unallocated: z.number().int(),
    top1: topShare,
    top3: topShare,
    top5: topShare,
    top7: topShare,
    worst_rank: z.number().int().nullable(),
    groups_at_worst_rank: z.number().int(),
    mean_rank: z.number().nullable(),
    rank_histogram: z.record(z.string(), z.number().int()),
    projects_empty: z.number().int(),
  }),
  groups: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      project: ref.nullable(),
      rank: z.number().int().nullable(),
      unranked: z.boolean(),
      explanation: z.string(),
    }),
  ),
  unallocated_reason: z
    .object({
      message: z.string(),
      groups: z.array(ref),
      projects: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          capacity: z.number().int(),
          groups_allocated: z.number().int(),
        }),
      ),
      not_submitted: z.array(ref),
    })
    .nullable(),
  runtime_ms: z.number(),
  locked: z.array(z.string()),
  mentors: reportMentors,
  min_groups_missed: minGroupsMissed,
  // With `from=published` only:
  from: z.literal('published').optional(),
  base_version: z.number().int().optional(),
  moves: z.array(allocationMove).optional(),
  chains: z.array(allocationChain).optional(),
  summary: moveSummary.optional(),
  requests: requestOutcomes.optional(),
  warnings: z.array(z.string()).optional(),
});
export type AllocationReport = z.infer<typeof allocationReport>;

/**
 * GET /api/admin/{subcourseId}/allocate/student/auto (beyond the spec): the student board's
 * containers as suggested by team formation, `{"<groupId>": [{id, name}]}` for every group of S,
 * existing members kept; students it could not place stay out of every list.
 */
export const teamSuggestion = z.record(z.string(), z.array(ref));
export type TeamSuggestion = z.infer<typeof teamSuggestion>;

/**
 * GET /api/admin/{subcourseId}/allocate/project/demand (beyond the spec), staff of S. `projects`:
 * every available project of S with how many groups ranked it at each rank, beside its capacity,
 * so staff see where demand exceeds places. `rankings`: each group's saved ranking (draft or
 * final), so the board can score any arrangement it shows.
 */
export const projectDemand = z.object({
  projects: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      proj_no: z.number().int(),
      capacity: z.number().int(),
      /** Groups that ranked the project at all. */
      ranked_by: z.number().int(),
      /** `{"1": n, …, "7": n}`: groups that ranked it at each rank. */
      ranks: z.record(z.string(), z.number().int()),
    }),
  ),
  /** `{"<groupId>": [{project, rank}]}` sorted by rank, for every group of S with ≥ 1 member. */
  rankings: z.record(
    z.string(),
    z.array(z.object({ project: z.string(), rank: z.number().int() })),
  ),
});
export type ProjectDemand = z.infer<typeof projectDemand>;
