import type { AccountType, CourseCard, SubcourseCard } from '@capstone/contracts';
import type { Actor, ServiceContext } from '../../lib/context';
import { assertOwnAccountType } from '../../policies/account.policy';
import { presentCourseCard } from '../courses/courses.presenter';
import { presentSubcourseCard } from '../subcourses/subcourses.presenter';
import {
  listActiveEnrolledSubcourses,
  listAppliedCourseCards,
  listStaffedSubcourses,
} from './account-relations.repo';

/**
 * `GET /api/{role}/subcourse/all`: the caller's courses. Students see the active subcourses they
 * are enrolled in; staff every subcourse they staff (any state) with their role there; clients
 * the parent courses they applied to.
 */
export async function listMyCourses(
  ctx: ServiceContext,
  actor: Actor,
  type: AccountType,
): Promise<SubcourseCard[] | CourseCard[]> {
  assertOwnAccountType(actor, type);
  if (actor.type === 'student') {
    const rows = await listActiveEnrolledSubcourses(ctx.db, actor.id);
    return rows.map((row) => presentSubcourseCard(row, row.description));
  }
  if (actor.type === 'staff') {
    const rows = await listStaffedSubcourses(ctx.db, actor.id);
    return rows.map((row) => presentSubcourseCard(row, row.description, row.role));
  }
  const rows = await listAppliedCourseCards(ctx.db, actor.id);
  return rows.map((row) => presentCourseCard(row));
}
