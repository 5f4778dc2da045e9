import { z } from 'zod';
import { SEARCH_MAX_LENGTH } from '../common/constants';
import { idParam, optionalString, requiredString } from '../common/fields';
import { LIMITS, LIST_LIMITS, tooLong, tooMany } from '../common/limits';
import { fieldRequired } from '../common/messages';
import { COURSE_CODE_RE, hasWebAddress, TERM_DATES_RE } from '../common/patterns';
import { COURSE_MESSAGES, missingRequiredField } from './course-messages';
import { formField } from './form-fields';

/** `CourseCard`: a parent course as listed to anyone. */
export const courseCard = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  description: z.string(),
  color: z.string(),
  terms: z.array(z.number().int()),
  term_dates: z.record(z.string(), z.string()),
  is_archived: z.boolean(),
  is_client: z.boolean().optional(),
});
export type CourseCard = z.infer<typeof courseCard>;

/** `SubcourseCard`: one offering; `role` only for staff. */
export const subcourseCard = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  year: z.number().int(),
  term: z.number().int(),
  description: z.string(),
  color: z.string(),
  parent_course: z.string(),
  is_active: z.boolean(),
  is_archived: z.boolean(),
  role: z.enum(['course admin', 'tutor']).optional(),
});
export type SubcourseCard = z.infer<typeof subcourseCard>;

export const projectCard = z.object({
  id: z.string(),
  name: z.string(),
  proj_no: z.number().int(),
  category: z.string(),
  areas: z.array(z.string()),
  status: z.enum(['draft', 'submitted', 'available', 'unavailable']),
  capacity: z.number().int(),
  color: z.string(),
});
export type ProjectCard = z.infer<typeof projectCard>;

/** Offering terms of a parent course: 1 FEB-APR, 2 JUN-AUG, 3 SEP-DEC. */
export const COURSE_TERMS = [1, 2, 3] as const;
export const OFFERING_TERM_LABELS: Record<number, string> = {
  1: 'FEB-APR',
  2: 'JUN-AUG',
  3: 'SEP-DEC',
};
/** Subcourse terms: 0 Summer Term, 1 Term 1, 2 Term 2, 3 Term 3. */
export const SUBCOURSE_TERM_LABELS: Record<number, string> = {
  0: 'Summer Term',
  1: 'Term 1',
  2: 'Term 2',
  3: 'Term 3',
};
export const SEMESTER_TERMS = 2;
export const TRIMESTER_TERMS = 3;
export const YEAR_RE = /^\d{4}$/;
export const HEX_COLOR_RE = /^#[0-9a-f]{6}$/;

/** `DD-MM-YYYY` as a UTC timestamp, or null when it is not a real calendar date. */
function parseDay(value: string): number | null {
  const [dd, mm, yyyy] = value.split('-').map(Number) as [number, number, number];
  const at = Date.UTC(yyyy, mm - 1, dd);
  const date = new Date(at);
  const isReal =
    date.getUTCFullYear() === yyyy && date.getUTCMonth() === mm - 1 && date.getUTCDate() === dd;
  return isReal ? at : null;
}

/**
 * Checks one `DD-MM-YYYY to DD-MM-YYYY` range: 'format' when it does not match exactly (or names
 * a day that does not exist), 'order' when the start is after the end, null when it is good.
 */
export function termRangeProblem(value: unknown): 'format' | 'order' | null {
  if (typeof value !== 'string' || !TERM_DATES_RE.test(value)) return 'format';
  const [start, end] = value.split(' to ').map(parseDay);
  if (start == null || end == null) return 'format';
  return start > end ? 'order' : null;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first length problem of a term dates object (too many terms, a key or a range too long). */
function termDatesLengthProblem(field: string, input: Record<string, unknown>): string | null {
  const entries = Object.entries(input);
  if (entries.length > LIST_LIMITS.termDates) return tooMany(field, LIST_LIMITS.termDates);
  for (const [term, range] of entries) {
    if (term.length > LIMITS.termKey) return tooLong(`${field} keys`, LIMITS.termKey);
    if (typeof range === 'string' && range.length > LIMITS.termDates) {
      return tooLong(`${field}.${term}`, LIMITS.termDates);
    }
  }
  return null;
}

/** `termDates` of course creation: at least one of terms 1–3, each an exact date range. */
const createTermDates = z.unknown().transform((input, ctx): Record<string, string> => {
  const fail = (message: string) => {
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  };
  if (input === undefined || input === null) return fail(missingRequiredField('termDates'));
  if (!isPlainObject(input)) return fail(COURSE_MESSAGES.termDatesFormat);
  const entries = Object.entries(input);
  if (entries.length === 0) return fail(COURSE_MESSAGES.selectTerm);
  const tooLongProblem = termDatesLengthProblem('termDates', input);
  if (tooLongProblem) return fail(tooLongProblem);
  for (const [term, range] of entries) {
    if (!COURSE_TERMS.map(String).includes(term)) return fail(COURSE_MESSAGES.termKey);
    const problem = termRangeProblem(range);
    if (problem === 'format') return fail(COURSE_MESSAGES.termDatesFormat);
    if (problem === 'order') return fail(COURSE_MESSAGES.startAfterEnd);
  }
  return Object.fromEntries(entries.sort(([a], [b]) => Number(a) - Number(b))) as Record<
    string,
    string
  >;
});

/** `POST /api/staff/course/create`. */
export const createCourseBody = z.object({
  name: requiredString('name', missingRequiredField('name'), LIMITS.courseName).refine(
    (name) => !hasWebAddress(name),
    COURSE_MESSAGES.nameHasWebAddress,
  ),
  code: requiredString('code', missingRequiredField('code'), LIMITS.code).regex(
    COURSE_CODE_RE,
    COURSE_MESSAGES.codeFormat,
  ),
  description: requiredString(
    'description',
    missingRequiredField('description'),
    LIMITS.courseDescription,
  ),
  termDates: createTermDates,
});
export type CreateCourseBody = z.infer<typeof createCourseBody>;
export const createCourseResponse = z.object({ message: z.string(), course_id: z.string() });

/** `term_dates` of `PUT /api/course/update/date`; which terms exist is checked by the server. */
const updateTermDates = z.unknown().transform((input, ctx): Record<string, string> => {
  const fail = (message: string) => {
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  };
  if (input === undefined || input === null) return fail(fieldRequired('term_dates'));
  if (!isPlainObject(input)) return fail(COURSE_MESSAGES.allDatesFormat);
  const tooLongProblem = termDatesLengthProblem('term_dates', input);
  if (tooLongProblem) return fail(tooLongProblem);
  for (const range of Object.values(input)) {
    const problem = termRangeProblem(range);
    if (problem === 'format') return fail(COURSE_MESSAGES.allDatesFormat);
    if (problem === 'order') return fail(COURSE_MESSAGES.startAfterEnd);
  }
  return input as Record<string, string>;
});

export const updateTermDatesBody = z.object({
  course_id: requiredString('course_id', fieldRequired('course_id'), LIMITS.id),
  term_dates: updateTermDates,
});
export type UpdateTermDatesBody = z.infer<typeof updateTermDatesBody>;

/** `PUT /api/course/addclient`: `client_id`, when sent, must be the caller. */
export const addClientBody = z.object({
  course_id: requiredString('course_id', fieldRequired('course_id'), LIMITS.id),
  client_id: optionalString('client_id', LIMITS.id),
});
export type AddClientBody = z.infer<typeof addClientBody>;

export const courseIdParams = z.object({ courseId: idParam });

/** `GET /api/course/search?query=`: 0–30 characters, empty lists every course. */
export const courseSearchQuery = z.object({
  query: z
    .string({ error: COURSE_MESSAGES.queryTooLong })
    .trim()
    .max(SEARCH_MAX_LENGTH, { message: COURSE_MESSAGES.queryTooLong, abort: true })
    .optional()
    .default(''),
});

/** `{"<code>": "<courseId>"}` of `GET /api/staff/all-course-codes`. */
export const courseCodesResponse = z.record(z.string(), z.string());
export const termDatesResponse = z.record(z.string(), z.string());

/** `GET /api/course/details/{id}`: the card, plus the staff-of-C fields for staff. */
export const courseDetails = courseCard.extend({
  owner: z.string().optional(),
  clients: z.array(z.string()).optional(),
  projects: z.array(z.string()).optional(),
  def_client_questionnaire: z.array(formField).optional(),
  def_project_preference_form: z.array(formField).optional(),
});
export type CourseDetails = z.infer<typeof courseDetails>;
