import { MESSAGES } from '../common/messages';
import { COURSE_MESSAGES } from '../courses/course-messages';

/**
 * Messages of projects, spelt exactly as the spec quotes them. The server sends them as
 * `{"Error": ...}` or `{"message": ...}`; the web shows the same.
 */
export const PROJECT_MESSAGES = {
  // validation
  listOfIds: 'projects must be a list of ids',
  subcourseIdRequired: 'subcourse_id is required',
  queryTooLong: COURSE_MESSAGES.queryTooLong,
  termsNotOffered: 'terms must be offered by the course',
  statusDraftOrSubmitted: 'status must be draft or submitted',
  capacityWhole: 'capacity must be a whole number',
  clientIdRequired: 'clientId is required',
  courseIdRequired: 'courseId is required',
  pathMismatch: 'project_id and subcourse_id must match the path',

  // access
  notVerified: 'You are not verified yet.',
  notVerifiedHint: 'Please contact the course administration for more information.',
  notJoined: COURSE_MESSAGES.notJoined,
  notOwner: 'You do not own this project',
  onlyStaff: MESSAGES.onlyCourseStaff,
  onlyAdmins: MESSAGES.onlyCourseAdmins,

  // not found, one wording per route, each kept word for word
  profileNotFound: 'Project cannot be found in the database',
  updateNotFound: 'Project does not exist within the database',
  approveNotFound: 'Project not found',
  approveSubcourseNotFound: 'Subcourse not found',
  rejectNotFound: 'Project does not exist in database',
  unapproveNotFound: 'Project cannot be found in database',
  unapproveSubcourseNotFound: 'Subcourse cannot be found in database',
  deleteNotFound: 'Project does not exist in the database',
  courseDoesNotExist: COURSE_MESSAGES.doesNotExist,

  // outcomes
  added: 'Project added successfully!',
  deleted: 'Project deleted successfully.',
  notAwaitingApproval: 'Project is not awaiting approval',
  notInSubcourse: 'Project did not exist in subcourse',
  hasAllocatedGroups: 'Project has allocated groups. Change the allocation first',
  cannotDeleteApproved: 'Cannot delete an approved project',
  subcourseArchived: 'This subcourse is archived',

  // web
  created: 'Project successfully created!',
  unavailable: 'Unavailable',
  loadClientProjectsFailed: "Cannot load the client's projects",
  loadFormFailed: 'Cannot load the project creation form',
  submitFailed: 'Error occurs while submitting the project',
  loadFailed: 'Error while loading the project information',
  loadForEditFailed: 'Error while loading project information',
  wishlistFailed: 'Error occur while adding project to your wishlist',
  approveFailed: 'Error occur while approving project',
  rejectFailed: 'Error occur while rejecting project',
  removeFailed: 'Error occurs while removing this project',
  approvedToast: 'Project approved successfully. The client will be notified of this change.',
  removedToast: 'Project removed successfully. The client will be notified of this change.',
  confirmApprove: 'Would you like to approve this project?',
  confirmReject:
    'Would you like to reject this project? This will remove the project from your course.',
  confirmRemove: 'Would you like to remove this project from this term?',
} as const;
