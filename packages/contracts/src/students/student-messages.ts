import { MESSAGES } from '../common/messages';
import { SUBCOURSE_MESSAGES } from '../courses/course-messages';

/** Messages of the student wishlist routes, spelt as the spec quotes them. */
export const STUDENT_MESSAGES = {
  wishlistUpdated: 'Wishlist updated successfully!',
  projectNotFound: 'Project not found',
  notEnrolled: 'You are not enrolled in this subcourse',
  notGroupMember: 'You are not a member of this group',
  subcourseNotActive: 'Subcourse is not active',
  subcourseArchived: SUBCOURSE_MESSAGES.archived,
  subcourseNotFound: SUBCOURSE_MESSAGES.notFound,
  studentNotFound: MESSAGES.studentNotFound,
} as const;
