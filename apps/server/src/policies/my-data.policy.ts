import { MY_DATA_MESSAGES as M } from '@capstone/contracts';
import { AppError, forbidden, notFound } from '../lib/app-error';
import type { Actor } from '../lib/context';
import type { SubcourseAccess } from '../access/access-facts';
import { assertCourseAdmin } from './subcourse.policy';

const conflict = (message: string) => new AppError(409, message);

/** Students and clients delete their own accounts; staff accounts are course records. */
export function assertMayDeleteOwnAccount(actor: Actor) {
  if (actor.type === 'staff') throw forbidden(M.staffCannotDelete);
}

/** What staff may know about the student they act on for a data request. */
export interface StudentInOffering {
  exists: boolean;
  enrolledInS: boolean;
  /**
   * The trail of S shows the student was removed from S (`members.remove_student`, written only by
   * the removal, in its own transaction).
   */
  removedFromS: boolean;
}

/**
 * A course admin of S exports a student of S, or one removed from S (a request may come after
 * the removal). Anyone else, and any other student, gets the same 404.
 */
export function assertMayExportStudent(
  access: SubcourseAccess | undefined,
  student: StudentInOffering,
) {
  assertCourseAdmin(access);
  if (!student.exists || !(student.enrolledInS || student.removedFromS)) {
    throw notFound(M.studentNotFound);
  }
}

/**
 * A course admin of S erases what S holds about a student removed from S. The erasure never
 * reaches the account or another offering, so a course admin can take away only what their own
 * offering holds: an offering made a minute ago to import someone and remove them holds nothing
 * of theirs worth the trouble.
 */
export function assertMayEraseStudent(
  access: SubcourseAccess | undefined,
  student: StudentInOffering,
) {
  assertCourseAdmin(access);
  if (!student.exists || !(student.enrolledInS || student.removedFromS)) {
    throw notFound(M.studentNotFound);
  }
  if (student.enrolledInS) throw conflict(M.studentStillEnrolled);
}
