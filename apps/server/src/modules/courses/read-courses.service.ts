import {
  COURSE_MESSAGES,
  type CourseCard,
  type CourseDetails,
  type FormField,
} from '@capstone/contracts';
import { notFound } from '../../lib/app-error';
import type { Actor, ServiceContext } from '../../lib/context';
import { assertCanReadQuestionnaire, canSeeCourseInternals } from '../../policies/course.policy';
import {
  appliedCourseIds,
  findCourse,
  findCourseCard,
  listCourseCards,
  listCourseClientIds,
  listCourseProjectIds,
  searchCourseCards,
  type CourseCardRow,
} from './courses.repo';
import { presentCourseCard, presentCourseInternals } from './courses.presenter';
import { loadCourseAccess } from '../../access/course-access.repo';

/** Cards for anyone; a client caller also learns which courses it already applied to. */
async function presentCards(
  ctx: ServiceContext,
  actor: Actor | null,
  rows: CourseCardRow[],
): Promise<CourseCard[]> {
  if (actor?.type !== 'client') return rows.map((row) => presentCourseCard(row));
  const applied = await appliedCourseIds(ctx.db, actor.id);
  return rows.map((row) => presentCourseCard(row, applied.has(row.id)));
}

/** `GET /api/course/all`: every course, sorted by code. */
export async function listAllCourses(ctx: ServiceContext, actor: Actor | null) {
  return presentCards(ctx, actor, await listCourseCards(ctx.db));
}

/** `GET /api/course/search?query=`: up to 30 courses, best match first (empty = all). */
export async function searchCourses(ctx: ServiceContext, actor: Actor | null, query: string) {
  return presentCards(ctx, actor, await searchCourseCards(ctx.db, query));
}

/** `GET /api/course/details/{id}`: the public card; staff of C also see its internals. */
export async function getCourseDetails(
  ctx: ServiceContext,
  actor: Actor | null,
  courseId: string,
): Promise<CourseDetails> {
  const card = await findCourseCard(ctx.db, courseId);
  if (!card) throw notFound(COURSE_MESSAGES.notFoundInDatabase);
  const access = actor ? await loadCourseAccess(ctx.db, actor, courseId) : undefined;
  const details: CourseDetails = presentCourseCard(
    card,
    actor?.type === 'client' ? !!access?.isClient : undefined,
  );
  if (!canSeeCourseInternals(access)) return details;
  const [course, clients, projects] = await Promise.all([
    findCourse(ctx.db, courseId),
    listCourseClientIds(ctx.db, courseId),
    listCourseProjectIds(ctx.db, courseId),
  ]);
  if (!course) throw notFound(COURSE_MESSAGES.notFoundInDatabase);
  return { ...details, ...presentCourseInternals(course, { clients, projects }) };
}

/** `GET /api/course/term-dates/{id}` for any signed-in user. */
export async function getTermDates(ctx: ServiceContext, courseId: string) {
  const course = await findCourseCard(ctx.db, courseId);
  if (!course) throw notFound(COURSE_MESSAGES.doesNotExist);
  return course.termDates;
}

/** `GET /api/course/client/questionnaire/{id}`: clients and staff of C. */
export async function getClientQuestionnaire(
  ctx: ServiceContext,
  actor: Actor,
  courseId: string,
): Promise<FormField[]> {
  const access = await loadCourseAccess(ctx.db, actor, courseId);
  assertCanReadQuestionnaire(access, COURSE_MESSAGES.doesNotExist);
  const course = await findCourse(ctx.db, courseId);
  if (!course) throw notFound(COURSE_MESSAGES.doesNotExist);
  return course.defClientQuestionnaire;
}
