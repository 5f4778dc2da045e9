import { PREFERENCE_MESSAGES as M, type StudentDetailsBody } from '@capstone/contracts';
import { forbidden, notFound } from '../../lib/app-error';
import type { Actor, ServiceContext } from '../../lib/context';
import { assertStudentAccount } from '../../policies/preference.policy';
import { loadSubcourseAccess } from '../../access/subcourse-access.repo';
import { findEnrolment, updateStudentProfile } from './preferences.repo';

/**
 * `POST /api/student/details`: the caller's own year and experiences. A tutorial may be sent
 * only when it repeats the caller's tutorial in `subcourse`; moving tutorial is a staff action.
 */
export async function updateStudentDetails(
  ctx: ServiceContext,
  actor: Actor,
  input: StudentDetailsBody,
) {
  assertStudentAccount(actor);
  await ctx.db.transaction(async (tx) => {
    let tutorial: string | null | undefined;
    if (input.subcourse) {
      const access = await loadSubcourseAccess(tx, actor, input.subcourse);
      if (!access) throw notFound(M.subcourseNotFound);
      const enrolment = access.isEnrolled
        ? await findEnrolment(tx, input.subcourse, actor.id)
        : undefined;
      if (!enrolment) throw forbidden(M.notEnrolled);
      tutorial = enrolment.tutorial;
    }
    const sentTutorial = input.tutorial || undefined;
    if (sentTutorial !== undefined && sentTutorial !== tutorial) {
      throw forbidden(M.tutorialStaffOnly);
    }
    await updateStudentProfile(tx, actor.id, {
      year: input.year,
      experiences: input.experiences,
    });
  });
}
