import { COURSE_MESSAGES, type UpdateTermDatesBody } from '@capstone/contracts';
import { badRequest, notFound } from '../../lib/app-error';
import type { Actor, ServiceContext } from '../../lib/context';
import { assertCourseOwner } from '../../policies/course.policy';
import { findCourse, loadCourseAccess, mergeTermDates } from './courses.repo';

/** `PUT /api/course/update/date`: the owner replaces the dates of terms the course offers. */
export async function updateTermDates(
  ctx: ServiceContext,
  actor: Actor,
  input: UpdateTermDatesBody,
) {
  await ctx.db.transaction(async (tx) => {
    const access = await loadCourseAccess(tx, actor, input.course_id);
    assertCourseOwner(actor, access, COURSE_MESSAGES.doesNotExist);
    const course = await findCourse(tx, input.course_id);
    if (!course) throw notFound(COURSE_MESSAGES.doesNotExist);
    const offered = new Set(course.terms.map(String));
    if (Object.keys(input.term_dates).some((term) => !offered.has(term))) {
      throw badRequest(COURSE_MESSAGES.cannotEditTerm);
    }
    await mergeTermDates(tx, course.id, input.term_dates);
  });
}
