import { ALLOCATION_MESSAGES as M } from '@capstone/contracts';
import type { SubcourseAccess } from '../access/access-facts';
import { badRequest, forbidden } from '../lib/app-error';
import { assertCourseAdmin, assertStaff, isCourseAdminOf } from './subcourse.policy';

/** Both boards need S open: archived first, as every other write of S reports. */
export function assertBoardOpen(access: SubcourseAccess) {
  if (access.isArchived) throw badRequest(M.subcourseArchived);
  if (!access.isActive) throw badRequest(M.subcourseNotActive);
}

/** Project board reads and suggestions: staff of S. */
export function assertCanViewProjectBoard(access: SubcourseAccess | undefined) {
  const staffAccess = assertStaff(access);
  assertBoardOpen(staffAccess);
  return staffAccess;
}

/**
 * Project board saves: drafts by any staff of S; a publish or an override by course admins only
 * (403 `Only course admins can publish allocations`).
 */
export function assertCanSaveProjectBoard(
  access: SubcourseAccess | undefined,
  save: { is_draft: boolean; override: boolean },
) {
  const staffAccess = assertStaff(access);
  if ((!save.is_draft || save.override) && !isCourseAdminOf(staffAccess)) {
    throw forbidden(M.onlyAdminsPublish);
  }
  assertBoardOpen(staffAccess);
  return staffAccess;
}

/** The student board (its suggestion, drafts and publish) belongs to course admins of S. */
export function assertCanUseStudentBoard(access: SubcourseAccess | undefined) {
  const adminAccess = assertCourseAdmin(access);
  assertBoardOpen(adminAccess);
  return adminAccess;
}
