import type { ImportResponse } from '@capstone/contracts';
import { badRequest } from '../../lib/app-error';
import type { ServiceContext } from '../../lib/context';
import { importStudents } from '../members/import-students.service';
import { importTutors } from '../members/import-tutors.service';
import type { ImportTarget } from '../members/members.repo';
import { findPerson, findStaffRole, findStudentEnrolment, listTutorials } from './lti-members.repo';
import { LMS_TUTORIAL, nameParts } from './lti-people';

/** The first row error of a one-row import, as the launch's message. */
function failOnRowError(summary: ImportResponse) {
  const error = summary.errors[0];
  if (error) throw badRequest(error.message);
}

/**
 * A learner's launch into S: enrolled through the student import (same rules and invitation
 * mail as a CSV row) when not enrolled yet, in the link's `tutorial` or the LMS tutorial. An
 * enrolled student keeps their tutorial, except that the link's tutorial replaces the LMS
 * placeholder: moving a student between real tutorials takes them out of their group, which
 * only a course admin's import should do.
 */
export async function placeLearner(
  ctx: ServiceContext,
  target: ImportTarget,
  studentId: string,
  tutorial: string | null,
) {
  const enrolment = await findStudentEnrolment(ctx.db, target.id, studentId);
  if (enrolment && !(tutorial && enrolment.tutorial === LMS_TUTORIAL)) return;
  const person = (await findPerson(ctx.db, 'student', studentId))!;
  const row = {
    ...nameParts({ name: person.name }),
    email: person.email,
    zid: person.zid,
    tutorial: tutorial ?? enrolment?.tutorial ?? LMS_TUTORIAL,
  };
  failOnRowError(await importStudents(ctx, target, { students: [row] }));
}

/**
 * A teaching assistant's launch, or an instructor's who is not a course admin of S: a tutor of
 * every tutorial of S through the tutor import (or of the link's tutorial, or the LMS one, when
 * S has none yet). A course admin stays as they are.
 */
export async function placeTutor(
  ctx: ServiceContext,
  target: ImportTarget,
  staffId: string,
  tutorial: string | null,
) {
  if ((await findStaffRole(ctx.db, target.id, staffId)) === 'course admin') return;
  const tutorials = await listTutorials(ctx.db, target.id);
  if (tutorials.length === 0) tutorials.push(tutorial ?? LMS_TUTORIAL);
  const person = (await findPerson(ctx.db, 'staff', staffId))!;
  const row = {
    ...nameParts({ name: person.name }),
    email: person.email,
    zid: person.zid,
    tutorial: tutorials.join(', '),
  };
  failOnRowError(await importTutors(ctx, target, { tutors: [row] }));
}
