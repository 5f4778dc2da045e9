import { MESSAGES, SUBCOURSE_MESSAGES } from '@capstone/contracts';
import type { SubcourseAccess } from '../access/access-facts';
import { forbidden, notFound } from '../lib/app-error';

// Short names for the messages every subcourse route uses; the texts live in contracts.
export const SUBCOURSE_NOT_FOUND = SUBCOURSE_MESSAGES.notFound;
export const ONLY_STAFF = MESSAGES.onlyCourseStaff;
export const ONLY_ADMINS = MESSAGES.onlyCourseAdmins;
export const SUBCOURSE_ARCHIVED = SUBCOURSE_MESSAGES.archived;

export const isStaffOf = (a: SubcourseAccess) => a.staffRole !== null;
export const isCourseAdminOf = (a: SubcourseAccess) => a.staffRole === 'course admin';
export const isMemberOf = (a: SubcourseAccess) => isStaffOf(a) || a.isEnrolled;
/** Anyone with some relation to S may know it exists; everyone else gets a 404. */
export const canSee = (a: SubcourseAccess) =>
  isMemberOf(a) || a.isClientOfCourse || a.isOwnerOfCourse;

/** 404 for the unrelated, then 403 for members who are not staff. */
export function assertStaff(
  access: SubcourseAccess | undefined,
  message: string = SUBCOURSE_NOT_FOUND,
) {
  if (!access || !canSee(access)) throw notFound(message);
  if (!isStaffOf(access)) throw forbidden(ONLY_STAFF);
  return access;
}

/** Course-admin routes: tutors get 403 `Only course admins can do this`. */
export function assertCourseAdmin(
  access: SubcourseAccess | undefined,
  message: string = SUBCOURSE_NOT_FOUND,
) {
  if (!access || !canSee(access)) throw notFound(message);
  if (!isCourseAdminOf(access)) throw forbidden(isStaffOf(access) ? ONLY_ADMINS : ONLY_STAFF);
  return access;
}

export function assertMember(
  access: SubcourseAccess | undefined,
  message: string = SUBCOURSE_NOT_FOUND,
) {
  if (!access || !isMemberOf(access)) throw notFound(message);
  return access;
}
