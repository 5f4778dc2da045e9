import { MESSAGES } from '../common/messages';
import { SUBCOURSE_MESSAGES } from '../courses/course-messages';
import { GROUP_MESSAGES } from '../groups/group-messages';

/** Most characters of a change request's `reason`, a decision's `message` and a withdrawal's `reason`. */
export const AFTER_PUBLISH_TEXT_MAX = 1000;
/** Largest mentor quota. */
export const MENTOR_QUOTA_MAX = 1000;

export const CHANGE_REQUEST_STATUSES = [
  'open',
  'approved',
  'declined',
  'cancelled',
  'applied',
] as const;
export type ChangeRequestStatusId = (typeof CHANGE_REQUEST_STATUSES)[number];

export const MOVE_KINDS = [
  'emptied',
  'withdrawn',
  'over_capacity',
  'mentor_quota',
  'requested',
  'new',
  'chain',
] as const;
export type MoveKindId = (typeof MOVE_KINDS)[number];

/** Every message of the routes after publishing, spelt as the spec quotes them. */
export const AFTER_PUBLISH_MESSAGES = {
  subcourseNotFound: SUBCOURSE_MESSAGES.notFound,
  subcourseArchived: SUBCOURSE_MESSAGES.archived,
  subcourseNotActive: 'Subcourse is not active',
  onlyStaff: MESSAGES.onlyCourseStaff,
  onlyAdmins: 'Only course admins can do this',
  groupNotFound: GROUP_MESSAGES.groupNotFound,
  notMember: GROUP_MESSAGES.notMember,
  onlyLead: 'Only the group lead can request a change',

  versionNotFound: 'Allocation version not found',
  noVersion: 'No allocation has been published yet',
  baseVersionRule: 'base_version must be a whole number',
  staleBoard: 'A newer allocation version has been published. Reload the board.',
  fromRule: 'from must be published',

  reasonRequired: 'reason is required',
  reasonTooLong: `reason must be at most ${AFTER_PUBLISH_TEXT_MAX} characters`,
  messageRequired: 'message is required',
  messageTooLong: `message must be at most ${AFTER_PUBLISH_TEXT_MAX} characters`,

  projectNotFound: 'Project cannot be found in database',
  projectNotAvailableHere: 'Project is not available in this subcourse',
  projectHasLocks: 'Project has locked groups. Unlock them first',

  lockedRule: 'locked must be a list of group ids',
  groupNotBelong: (id: string) => `Group ${id} does not belong to this subcourse`,
  nothingToLock: (name: string) => `Group ${name} has no published project to lock`,

  groupHasNoProject: 'Your group has no published project',
  requestProjectNotAvailable: (id: string) => `Project ${id} is not available in this subcourse`,
  alreadyOnProject: 'Your group is already on this project',
  pendingRequest: 'This group already has an open change request',
  requestNotFound: 'Change request not found',
  onlyOpenCancel: 'Only an open change request can be cancelled',
  statusRule: `status must be one of ${[...CHANGE_REQUEST_STATUSES, 'all'].join(', ')}`,
  decisionRule: 'decision must be approve or decline',
  alreadyDecided: 'This change request has already been decided',
  requestedProjectGone: 'The requested project is no longer available',
  groupLocked: 'This group is locked. Unlock it before approving its request',

  quotaRequired: 'quota is required',
  quotaRule: `quota must be a whole number from 0 to ${MENTOR_QUOTA_MAX}`,
  staffNotFound: 'Staff member not found in this subcourse',
  mentorRequired: 'mentor is required',
  mentorNotStaff: 'Mentor must be a staff member of this subcourse',
  projectNotInSubcourse: 'Project not found in this subcourse',
  minGroupsRule: "min_groups must be a whole number from 0 to the project's capacity",
} as const;

/** The email subjects of 22.10. */
export const AFTER_PUBLISH_SUBJECTS = {
  withdrawn: 'Project Withdrawn',
  outcome: 'Change Request Outcome',
} as const;
