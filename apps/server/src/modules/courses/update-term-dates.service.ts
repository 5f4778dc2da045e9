import { COURSE_MESSAGES, type UpdateTermDatesBody } from '@capstone/contracts';
import { badRequest, notFound } from '../../lib/app-error';
import type { Actor, RequestMeta, ServiceContext } from '../../lib/context';
import { assertCourseOwner } from '../../policies/course.policy';
import { recordAudit } from '../audit/audit.repo';
import { loadCourseAccess } from '../../access/course-access.repo';
import { findCourse, mergeTermDates } from './courses.repo';

/** `PUT /api/course/update/date`: the owner replaces the dates of terms the course offers. */
export async function updateTermDates(
  ctx: ServiceContext,
  actor: Actor,
  input: UpdateTermDatesBody,
  meta: RequestMeta,
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
    const previous = course.termDates;
    const changes = Object.fromEntries(
      Object.entries(input.term_dates)
        .filter(([term, dates]) => previous[term] !== dates)
        .map(([term, dates]) => [term, { before: previous[term] ?? null, after: dates }]),
    );
    // Course-level: it shows on the Activity page of every offering of the course.
    await recordAudit(tx, {
      actor,
      ip: meta.ip,
      action: 'course.term_dates_update',
      target: { type: 'course', id: course.id },
      courseId: course.id,
      summary: { changes },
    });
  });
}
