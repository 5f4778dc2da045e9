import { MESSAGES } from '@capstone/contracts';
import { forbidden } from '../lib/app-error';
import type { Actor } from '../lib/context';

/**
 * The retention list is staff work: students and clients get 403. Which offerings a staff
 * member sees is decided by the query (course admin of each); confirming or postponing one is
 * `assertCourseAdmin` of that offering.
 */
export function assertStaffAccount(actor: Actor) {
  if (actor.type !== 'staff') throw forbidden(MESSAGES.onlyCourseStaff);
  return actor;
}
