import {
  hasWebAddress,
  MESSAGES,
  messageForPeople,
  SUBCOURSE_MESSAGES,
  YEAR_RE,
} from '@capstone/contracts';
import { COURSE_TEXT } from '@/config/course-messages';
import { isApiError } from '@/lib/api-error';

/** Add an Offering steps; creation runs on reaching the last one. */
export const SUBCOURSE_STEPS = ['Course Details', 'Add Students', 'Add Tutors', 'Submit'] as const;
export const SUBMIT_STEP = SUBCOURSE_STEPS.length - 1;

/** Wizards move stepwise and never go beyond the first or last step. */
export const clampStep = (step: number) => Math.min(Math.max(step, 0), SUBMIT_STEP);

export interface SubcourseDetailsValues {
  name: string;
  code: string;
  term: string;
  year: string;
}

export const emptySubcourseDetails = (): SubcourseDetailsValues => ({
  name: '',
  code: '',
  term: '',
  year: String(new Date().getFullYear()),
});

/** Name, code and term required; year is 4 digits; no web address in the name. */
export function checkSubcourseDetails(values: SubcourseDetailsValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.name.trim()) errors.name = COURSE_TEXT.nameRequired;
  else if (hasWebAddress(values.name))
    errors.name = messageForPeople(SUBCOURSE_MESSAGES.nameHasWebAddress);
  if (!values.code) errors.code = COURSE_TEXT.codeRequired;
  if (!values.term) errors.term = COURSE_TEXT.termRequired;
  if (!YEAR_RE.test(values.year.trim())) errors.year = SUBCOURSE_MESSAGES.invalidYear;
  return errors;
}

/** Step 1 Next: HTTP 400 shows the server's Error, anything else 'Something went wrong'. */
export const existingCheckErrorMessage = (error: unknown) =>
  isApiError(error) && error.status === 400 ? error.message : MESSAGES.somethingWentWrong;

/** Creation: HTTP 500 shows 'Something went wrong when creating course', else the server's text. */
export const createSubcourseErrorMessage = (error: unknown) =>
  isApiError(error) && error.status !== 500 ? error.message : SUBCOURSE_MESSAGES.createFailedToast;

/** Terms a code offers, from its term-dates map, as select options. */
export const termOptions = (termDates: Record<string, string> | undefined) =>
  Object.keys(termDates ?? {})
    .map(Number)
    .filter((term) => Number.isInteger(term))
    .sort((a, b) => a - b)
    .map((term) => ({ value: String(term), label: `Term ${term}` }));
