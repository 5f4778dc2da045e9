import { GROUP_MESSAGES } from '@capstone/contracts';
import { errorToastText, FALLBACK_ERROR } from '@/lib/api-error';

/** The web's own texts of the group screens, spelt exactly as the product shows them. */
export const GROUP_TEXTS = {
  loadFailed: 'Error fetching group data',
  notReleased: GROUP_MESSAGES.notReleased,
  noCourseWarning: 'No course is selected: the groups list is not loaded.',
  leadSaved: 'Group lead updated',
  bioSaved: 'Group profile updated',
  linkAdded: 'Link added',
  membersLoadFailed: 'Cannot load the information of members',
  groupNotFound: 'Cannot find group',
} as const;

/** Join, leave, lead, bio and link failures show the server's `Error` text. */
export const serverErrorText = (error: unknown) => errorToastText(error, FALLBACK_ERROR);
