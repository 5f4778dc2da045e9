import { AFTER_PUBLISH_MESSAGES as M } from '@capstone/contracts';
import type { SubcourseAccess } from '../access/access-facts';
import { badRequest } from '../lib/app-error';
import { assertCourseAdmin, assertStaff } from './subcourse.policy';

/** The state of S a write after publishing depends on, read with S locked. */
export type OfferingState = Pick<SubcourseAccess, 'isArchived' | 'isActive'>;

/**
 * Reading locks, mentors, quotas and minimums: staff of S. Anyone unrelated gets 404, students
 * and clients of the course 403 `Only course staff can do this`.
 */
export function assertCanReadAllocationSettings(access: SubcourseAccess | undefined) {
  return assertStaff(access);
}

/**
 * Withdrawing, locking and setting mentors, quotas and minimums: course admins of S only. A tutor
 * gets 403 `Only course admins can do this`, since each of these decides what the next
 * allocation may do, as publishing does.
 */
export function assertCanManageAllocation(access: SubcourseAccess | undefined) {
  return assertCourseAdmin(access);
}

/** Withdrawals and locks act on a running offering: archived first, then not active. */
export function assertOfferingRunning(state: OfferingState) {
  if (state.isArchived) throw badRequest(M.subcourseArchived);
  if (!state.isActive) throw badRequest(M.subcourseNotActive);
}

/** Mentors, quotas and minimums may be set up before activation, never once archived. */
export function assertOfferingNotArchived(state: OfferingState) {
  if (state.isArchived) throw badRequest(M.subcourseArchived);
}
