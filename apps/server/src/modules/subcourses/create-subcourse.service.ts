import {
  routeIsForRole,
  SUBCOURSE_MESSAGES,
  type CreateSubcourseBody,
  type SubcourseExistingQuery,
} from '@capstone/contracts';
import { badRequest, forbidden, notFound, tooManyRequests } from '../../lib/app-error';
import type { Actor, ServiceContext } from '../../lib/context';
import { uniqueViolation } from '../../lib/unique-violation';
import { findOwnedCourseByCode } from '../courses/courses.repo';
import { joinClientChannels } from './client-channels.repo';
import { createSubcourseChannels } from './course-channels.repo';
import {
  insertStaffMembership,
  insertSubcourse,
  linkTermProjects,
  findOwnedCourseOffering,
  lockAndCountRecentOfferings,
  offeringExists,
} from './subcourses.repo';
import type { DbOrTx } from '../../db/client';

/** The caller's parent course, offered in `term`; 404 for anyone else's course. */
function assertOwnedParent<T extends { terms: number[] }>(course: T | undefined, term: number) {
  if (!course) throw notFound(SUBCOURSE_MESSAGES.parentNotFound);
  if (!course.terms.includes(term)) throw badRequest(SUBCOURSE_MESSAGES.termNotAvailable);
  return course;
}

async function getOwnedParent(db: DbOrTx, actor: Actor, code: string, term: number) {
  const course =
    actor.type === 'staff' ? await findOwnedCourseByCode(db, actor.id, code) : undefined;
  return assertOwnedParent(course, term);
}

/** `GET /api/subcourse/existing`: the wizard's step-one check that the offering is free. */
export async function checkOfferingFree(
  ctx: ServiceContext,
  actor: Actor,
  query: SubcourseExistingQuery,
) {
  // One statement: the wizard calls this at every change of the term or year.
  const parent =
    actor.type === 'staff'
      ? await findOwnedCourseOffering(ctx.db, actor.id, query.code, query.term, query.year)
      : undefined;
  if (assertOwnedParent(parent, query.term).offeringTaken) {
    throw badRequest(SUBCOURSE_MESSAGES.existsSelectTerm);
  }
}

/**
 * At most `OFFERINGS_PER_COURSE_PER_DAY` offerings of one parent course in any 24 hours, so
 * that no one multiplies the offerings that imports and their mail go to. Counted from the
 * offerings themselves: the count holds across processes and restarts, and a creation that
 * failed costs nothing.
 */
async function assertOfferingBudget(ctx: ServiceContext, tx: DbOrTx, courseId: string) {
  const budget = ctx.budgets.offeringCreatesPerCourse;
  const recent = await lockAndCountRecentOfferings(tx, courseId, budget.windowMs);
  if (recent.count >= budget.limit) {
    const waitMs = recent.oldestMs + budget.windowMs - recent.nowMs;
    throw tooManyRequests(
      Math.max(1, Math.ceil(waitMs / 1000)),
      SUBCOURSE_MESSAGES.offeringLimitReached,
    );
  }
}

/**
 * `POST /api/staff/subcourse/create`: a new offering of the caller's course with the caller as
 * course admin, the parent's default forms, the term's projects and clients, and its default
 * channels, all in one transaction. Returns the new subcourse id.
 */
export async function createSubcourse(
  ctx: ServiceContext,
  actor: Actor,
  input: CreateSubcourseBody,
): Promise<string> {
  if (actor.type !== 'staff') throw forbidden(routeIsForRole('staff'));
  try {
    return await ctx.db.transaction(async (tx) => {
      const course = await getOwnedParent(tx, actor, input.code, input.term);
      await assertOfferingBudget(ctx, tx, course.id);
      if (await offeringExists(tx, course.code, input.term, input.year)) {
        throw badRequest(SUBCOURSE_MESSAGES.alreadyExists);
      }
      const subcourse = await insertSubcourse(tx, {
        parentCourseId: course.id,
        ownerId: actor.id,
        name: input.name ?? `${input.year}T${input.term}`,
        code: course.code,
        term: input.term,
        year: input.year,
        color: course.color,
        clientQuestionnaire: course.defClientQuestionnaire,
        projectPreferenceForm: course.defProjectPreferenceForm,
      });
      await insertStaffMembership(tx, {
        subcourseId: subcourse.id,
        staffId: actor.id,
        role: 'course admin',
      });
      const clients = await linkTermProjects(tx, subcourse);
      await createSubcourseChannels(tx, subcourse.id, actor.id);
      await joinClientChannels(tx, subcourse.id, clients);
      return subcourse.id;
    });
  } catch (error) {
    if (uniqueViolation(error) === 'subcourses_offering_unique') {
      throw badRequest(SUBCOURSE_MESSAGES.alreadyExists);
    }
    throw error;
  }
}
