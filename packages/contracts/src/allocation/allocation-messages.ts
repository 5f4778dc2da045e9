import { fieldRequired } from '../common/messages';
import { SUBCOURSE_MESSAGES } from '../courses/course-messages';

/** The engine's policies, in the order the API lists them. */
export const ALLOCATION_POLICY_IDS = [
  'balanced',
  'min-sum',
  'greedy',
  'generous',
  'legacy',
] as const;
export type AllocationPolicyId = (typeof ALLOCATION_POLICY_IDS)[number];

/** Plain words for each policy, shown where staff choose one (the spec's 'Semantic Allocation' is `legacy`). */
export const ALLOCATION_POLICY_LABELS: Record<
  AllocationPolicyId,
  { label: string; description: string }
> = {
  balanced: {
    label: 'Balanced (recommended)',
    description:
      'Places as many groups as possible, then makes the worst-off group as happy as it can be.',
  },
  'min-sum': {
    label: 'Best on average',
    description: 'Places as many groups as possible, then gives the best average rank.',
  },
  greedy: {
    label: 'Most first choices',
    description: 'Places as many groups as possible, then gives as many first choices as it can.',
  },
  generous: {
    label: 'Fewest low ranks',
    description:
      'Places as many groups as possible, then keeps as few groups as possible on their lowest ranks.',
  },
  legacy: {
    label: 'Semantic Allocation',
    description:
      'The previous system: weighs rank and how well pitches match the project text equally; may leave groups out.',
  },
};

/** Every message of the allocation routes, spelt as the spec quotes them. */
export const ALLOCATION_MESSAGES = {
  subcourseNotFound: SUBCOURSE_MESSAGES.notFound,
  subcourseNotActive: 'Subcourse is not active',
  subcourseArchived: SUBCOURSE_MESSAGES.archived,
  onlyAdminsPublish: 'Only course admins can publish allocations',
  onlyAdmins: 'Only course admins can do this',
  notBelong: (kind: 'Group' | 'Project' | 'Student', id: string) =>
    `${kind} ${id} does not belong to this subcourse`,
  disagree: 'l_allocations and r_allocations disagree',
  groupOneProject: 'A group can be allocated to one project only',
  studentOneGroup: 'A student can be allocated to one group only',
  allGroups: 'All groups must be allocated',
  allStudents: 'All students must be allocated',
  capacity: 'An allocation violates capacity rules. Change or override.',
  draftSaved: 'Draft saved successfully',
  allocated: 'Allocated successfully',

  isDraftRequired: fieldRequired('is_draft'),
  isDraftRule: 'is_draft must be true or false',
  overrideRule: 'override must be true or false',
  lRequired: fieldRequired('l_allocations'),
  lRule: 'l_allocations must be a list of {left, right} pairs',
  rRequired: fieldRequired('r_allocations'),
  rRule: 'r_allocations must be a list of {left, right} pairs',
  tooMany: 'An allocation may hold at most 20000 entries',
  idRule: 'Every left and right of an allocation must be a group, project or student id',

  policyRule: `policy must be one of ${ALLOCATION_POLICY_IDS.join(', ')}`,
  seedRule: 'seed must be a whole number',
  allowUnrankedRule: 'allow_unranked must be true or false',

  /** Web: the auto-allocate loading toast. */
  computing: 'Computing possible allocations',
  publishConfirm:
    'Would you like to publish these allocations? They become visible to all users of the course.',
} as const;
