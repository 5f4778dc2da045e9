import { z } from 'zod';
import { LIMITS } from '../common/limits';
import {
  AFTER_PUBLISH_MESSAGES as M,
  AFTER_PUBLISH_TEXT_MAX,
  CHANGE_REQUEST_STATUSES,
  MENTOR_QUOTA_MAX,
  MOVE_KINDS,
} from './after-publish-messages';

const ref = z.object({ id: z.string(), name: z.string() });
const pathId = z.string().min(1).max(LIMITS.id);
const bodyId = (message: string) =>
  z.string({ error: message }).min(1, message).max(LIMITS.id, message);

/**
 * A plain-text sentence a person writes (`reason`, `message`): trimmed, then 1 to 1,000
 * characters. The raw length is capped first so a huge body is refused before it is trimmed.
 */
const sentence = (required: string, tooLong: string) =>
  z
    .string({ error: required })
    .max(AFTER_PUBLISH_TEXT_MAX * 4, tooLong)
    .trim()
    .min(1, required)
    .max(AFTER_PUBLISH_TEXT_MAX, tooLong);

// ---- paths -------------------------------------------------------------------------------------

/** `/api/admin/{subcourseId}/allocation/versions/{n}`: `n` is checked by the service (404). */
export const versionParams = z.object({ subcourseId: pathId, n: z.string().min(1).max(40) });
export const groupChangeRequestsParams = z.object({ groupId: pathId });
export const groupChangeRequestParams = z.object({ groupId: pathId, requestId: pathId });
export const subcourseChangeRequestParams = z.object({ subcourseId: pathId, requestId: pathId });
export const subcourseStaffParams = z.object({ subcourseId: pathId, staffId: pathId });
export const subcourseProjectParams = z.object({ subcourseId: pathId, projectId: pathId });

// ---- versions ----------------------------------------------------------------------------------

const versionCounts = z.object({
  groups: z.number().int(),
  allocated: z.number().int(),
  unallocated: z.number().int(),
  changed: z.number().int(),
});
export const versionRow = z.object({
  number: z.number().int(),
  published_at: z.string(),
  published_by: ref.nullable(),
  override: z.boolean(),
  counts: versionCounts,
});
export const versionRows = z.array(versionRow);
export const allocationVersion = versionRow.extend({
  projects: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      capacity: z.number().int(),
      mentor: ref.nullable(),
      min_groups: z.number().int(),
    }),
  ),
  allocation: z.record(z.string(), z.array(ref)),
  unallocated: z.array(ref),
  changes: z.array(z.object({ group: ref, from: ref.nullable(), to: ref.nullable() })),
});
export type VersionRow = z.infer<typeof versionRow>;
export type AllocationVersion = z.infer<typeof allocationVersion>;

/** The publish answer: a draft has no `version`. */
export const allocationSaveResponse = z.object({
  message: z.string(),
  version: z.number().int().optional(),
});
export type AllocationSaveResponse = z.infer<typeof allocationSaveResponse>;

// ---- withdrawal --------------------------------------------------------------------------------

export const withdrawProjectBody = z.object({
  reason: sentence(M.reasonRequired, M.reasonTooLong),
});
export type WithdrawProjectBody = z.infer<typeof withdrawProjectBody>;
export const projectWithdrawn = z.object({
  reason: z.string(),
  by: ref.nullable(),
  at: z.string(),
});

// ---- locks -------------------------------------------------------------------------------------

export const locksBody = z.object({
  locked: z
    .array(z.string({ error: M.lockedRule }).min(1, M.lockedRule).max(LIMITS.id, M.lockedRule), {
      error: M.lockedRule,
    })
    .max(20000, M.lockedRule),
});
export type LocksBody = z.infer<typeof locksBody>;
export const locksResponse = z.object({ locked: z.array(z.string()) });
export type LocksResponse = z.infer<typeof locksResponse>;

// ---- change requests ---------------------------------------------------------------------------

export const changeRequest = z.object({
  id: z.string(),
  subcourse: z.string(),
  group: ref,
  requested_by: ref.nullable(),
  from_project: ref.nullable(),
  project: ref.nullable(),
  reason: z.string(),
  status: z.enum(CHANGE_REQUEST_STATUSES),
  created_at: z.string(),
  decided_by: ref.nullable(),
  decided_at: z.string().nullable().optional(),
  message: z.string().nullable().optional(),
  applied_in_version: z.number().int().nullable().optional(),
});
export const changeRequests = z.array(changeRequest);
export type ChangeRequest = z.infer<typeof changeRequest>;

/** `project` absent or null = "any project with a free place". */
export const changeRequestBody = z.object({
  project: bodyId('project must be a project id').nullable().optional(),
  reason: sentence(M.reasonRequired, M.reasonTooLong),
});
export type ChangeRequestBody = z.input<typeof changeRequestBody>;

export const changeRequestDecisionBody = z
  .object({
    decision: z.enum(['approve', 'decline'], { error: M.decisionRule }),
    message: z
      .string({ error: M.messageRequired })
      .max(AFTER_PUBLISH_TEXT_MAX * 4, M.messageTooLong)
      .trim()
      .max(AFTER_PUBLISH_TEXT_MAX, M.messageTooLong)
      .nullable()
      .optional(),
  })
  .check((ctx) => {
    const { decision, message } = ctx.value;
    if (decision === 'decline' && !message) {
      ctx.issues.push({
        code: 'custom',
        message: M.messageRequired,
        input: message,
        path: ['message'],
      });
    }
  });
export type ChangeRequestDecisionBody = z.input<typeof changeRequestDecisionBody>;

export const changeRequestListQuery = z.object({
  status: z
    .enum([...CHANGE_REQUEST_STATUSES, 'all'], { error: M.statusRule })
    .optional()
    .default('all'),
});

// ---- mentors, quotas, minimums -----------------------------------------------------------------

export const mentor = z.object({
  mentor: ref,
  quota: z.number().int().nullable(),
  projects: z.array(ref),
  load: z.number().int(),
});
export const mentors = z.array(mentor);
export type Mentor = z.infer<typeof mentor>;

export const mentorQuotaBody = z.object({
  quota: z
    .number({ error: (iss) => (iss.input === undefined ? M.quotaRequired : M.quotaRule) })
    .int(M.quotaRule)
    .min(0, M.quotaRule)
    .max(MENTOR_QUOTA_MAX, M.quotaRule)
    .nullable(),
});
export const projectMentorBody = z.object({
  mentor: z
    .string({ error: (iss) => (iss.input === undefined ? M.mentorRequired : M.mentorNotStaff) })
    .min(1, M.mentorNotStaff)
    .max(LIMITS.id, M.mentorNotStaff)
    .nullable(),
});
export const minGroupsBody = z.object({
  min_groups: z.number({ error: M.minGroupsRule }).int(M.minGroupsRule).min(0, M.minGroupsRule),
});
export const projectAllocationSettings = z.object({
  project: ref,
  mentor: ref.nullable(),
  min_groups: z.number().int(),
});
export type ProjectAllocationSettings = z.infer<typeof projectAllocationSettings>;

// ---- report fields (22.8.7, 22.11) -------------------------------------------------------------

export const reportMentors = z.array(
  z.object({ mentor: ref, quota: z.number().int().nullable(), load: z.number().int() }),
);
export const minGroupsMissed = z.array(
  z.object({
    project: ref,
    min_groups: z.number().int(),
    groups_allocated: z.number().int(),
    message: z.string(),
  }),
);
export const allocationMove = z.object({
  group: ref,
  from: ref.nullable(),
  to: ref.nullable(),
  from_rank: z.number().int().nullable(),
  to_rank: z.number().int().nullable(),
  kind: z.enum(MOVE_KINDS),
  chain: z.number().int(),
  reason: z.string(),
});
export type AllocationMove = z.infer<typeof allocationMove>;
export const allocationChain = z.object({
  number: z.number().int(),
  trigger: ref,
  groups: z.array(ref),
  summary: z.string(),
});
export type AllocationChain = z.infer<typeof allocationChain>;
export const moveSummary = z.object({
  moved: z.number().int(),
  unplaced: z.number().int(),
  emptied: z.number().int(),
  withdrawn: z.number().int(),
  over_capacity: z.number().int(),
  mentor_quota: z.number().int(),
  requested: z.number().int(),
  new: z.number().int(),
  chain: z.number().int(),
});
export const requestOutcomes = z.array(
  z.object({
    id: z.string(),
    group: ref,
    project: ref.nullable(),
    fulfilled: z.boolean(),
    note: z.string().nullable(),
  }),
);
