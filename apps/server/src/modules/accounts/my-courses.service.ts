import type { AccountType, CourseCard, SubcourseCard } from '@capstone/contracts';
import type { Actor, ServiceContext } from '../../lib/context';
import { assertOwnAccountType } from '../../policies/account.policy';

/**
 * `GET /api/{role}/subcourse/all`: the caller's courses. Enrolments, staff memberships and client
 * applications arrive with the courses module; until then every account has none.
 */
export async function listMyCourses(
  _ctx: ServiceContext,
  actor: Actor,
  type: AccountType,
): Promise<SubcourseCard[] | CourseCard[]> {
  assertOwnAccountType(actor, type);
  return [];
}
