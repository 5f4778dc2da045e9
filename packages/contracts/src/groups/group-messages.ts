import { LIMITS } from '../common/limits';
import { fieldRequired } from '../common/messages';
import { SUBCOURSE_MESSAGES } from '../courses/course-messages';

/** Limits of the group profile. */
export const GROUP_BIO_MAX = LIMITS.groupBio;
export const GROUP_LINK_NAME_MAX = LIMITS.groupLinkName;
export const GROUP_LINK_URL_MAX = LIMITS.url;
/** More links than this is not a profile any more; it bounds one group's jsonb. */
export const GROUP_LINKS_MAX = 50;

/** Every message of the group routes (their 403s included), spelt as the spec quotes them. */
export const GROUP_MESSAGES = {
  subcourseNotFound: SUBCOURSE_MESSAGES.notFound,
  subcourseNotActive: 'Subcourse is not active',
  subcourseArchived: SUBCOURSE_MESSAGES.archived,
  groupNotFound: 'This group does not exist',
  notEnrolled: 'You are not enrolled in this subcourse',
  notMember: 'You are not a member of this group',

  joined: 'Student added to group successfully',
  alreadyInGroup: 'You are already in a group',
  wrongTutorial: 'Student does not belong in the correct tutorial',
  groupFull: 'Group is full',
  left: 'Student removed from group successfully',
  notInGroup: 'You are not in this group',

  noFieldLead: 'No field lead',
  noLeadSelected: 'No group lead was selected',
  leadNotMember: 'Lead must be a member of the group',
  notReleased: 'Preferences are not released yet.',
  locked: 'Group preferences are locked',
  onlyLead: 'Only the group lead can update group preferences',

  missingBio: 'Missing field: bio',
  missingGoal: 'Missing field: goal',
  bioTooLong: `bio must be at most ${GROUP_BIO_MAX} characters`,
  goalTooLong: `goal must be at most ${GROUP_BIO_MAX} characters`,

  linkNotUnique: 'Link or name is not unique',
  urlHttp: 'url must be an http or https URL',
  linkNameRequired: fieldRequired('name'),
  linkUrlRequired: fieldRequired('url'),
  linkNameTooLong: `name must be at most ${GROUP_LINK_NAME_MAX} characters`,
  linkUrlTooLong: `url must be at most ${GROUP_LINK_URL_MAX} characters`,
  tooManyLinks: `A group may keep at most ${GROUP_LINKS_MAX} links`,

  groupIdRequired: fieldRequired('group_id'),
  subcourseIdRequired: fieldRequired('subcourse_id'),
} as const;
