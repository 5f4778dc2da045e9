import { randomBytes } from 'node:crypto';
import {
  COURSE_MESSAGES,
  defaultClientQuestionnaire,
  defaultProjectPreferenceForm,
  type CreateCourseBody,
} from '@capstone/contracts';
import { badRequest, tooManyRequests } from '../../lib/app-error';
import type { Actor, ServiceContext } from '../../lib/context';
import { uniqueViolation } from '../../lib/unique-violation';
import { assertCanCreateCourses } from '../../policies/course.policy';
import {
  insertCourse,
  isCodeTaken,
  listCourseCodesOwnedBy,
  lockAndCountRecentCourses,
} from './courses.repo';

/** A fresh 24-lower-case-hex form-field id. */
export const newFormFieldId = () => randomBytes(12).toString('hex');
/** A random `#rrggbb` colour for a new course. */
export const randomColor = () => `#${randomBytes(3).toString('hex')}`;

/**
 * `POST /api/staff/course/create`: the caller becomes the owner; the offered terms are the keys
 * of `termDates`; both default forms are generated with fresh ids. Returns the new course id.
 */
export async function createCourse(
  ctx: ServiceContext,
  actor: Actor,
  input: CreateCourseBody,
): Promise<string> {
  assertCanCreateCourses(actor);
  const terms = Object.keys(input.termDates).map(Number);
  try {
    return await ctx.db.transaction(async (tx) => {
      // Counted from the courses themselves: only creations that happened use the budget, a typo'd
      // code costs nothing, and no window reset lets a 21st in within a day.
      const budget = ctx.budgets.courseCreatesPerAccount;
      const recent = await lockAndCountRecentCourses(tx, actor.id, budget.windowMs);
      if (recent.count >= budget.limit) {
        const waitMs = recent.oldestMs + budget.windowMs - recent.nowMs;
        throw tooManyRequests(Math.max(1, Math.ceil(waitMs / 1000)));
      }
      if (await isCodeTaken(tx, input.code)) throw badRequest(COURSE_MESSAGES.alreadyExists);
      return insertCourse(tx, {
        name: input.name,
        code: input.code,
        description: input.description,
        color: randomColor(),
        ownerId: actor.id,
        terms,
        termDates: input.termDates,
        defClientQuestionnaire: defaultClientQuestionnaire(terms, newFormFieldId),
        defProjectPreferenceForm: defaultProjectPreferenceForm(newFormFieldId),
      });
    });
  } catch (error) {
    // Two creations of the same code at once: the loser gets the sequential answer.
    if (uniqueViolation(error) === 'courses_code_unique') {
      throw badRequest(COURSE_MESSAGES.alreadyExists);
    }
    throw error;
  }
}

/** `GET /api/staff/all-course-codes`: `{code: courseId}` of the courses the caller owns. */
export async function listOwnCourseCodes(
  ctx: ServiceContext,
  actor: Actor,
): Promise<Record<string, string>> {
  assertCanCreateCourses(actor);
  const rows = await listCourseCodesOwnedBy(ctx.db, actor.id);
  return Object.fromEntries(rows.map((row) => [row.code, row.id]));
}
