import {
  COURSE_CODE_RE,
  COURSE_MESSAGES,
  hasWebAddress,
  OFFERING_TERM_LABELS,
  termRangeProblem,
} from '@capstone/contracts';
import { COURSE_TEXT } from '@/config/course-messages';

/** Semester = 2 terms, Trimester = 3 terms. */
export const TERM_STRUCTURES = { semester: [1, 2], trimester: [1, 2, 3] } as const;
export type TermStructure = keyof typeof TERM_STRUCTURES;

/** Offering terms as badges: 1 FEB-APR, 2 JUN-AUG, 3 SEP-DEC. */
export const OFFERING_TERMS = Object.entries(OFFERING_TERM_LABELS).map(([term, label]) => ({
  term: Number(term),
  label,
}));

export interface TermChoice {
  enabled: boolean;
  dates: string;
}

export interface NewCourseValues {
  name: string;
  code: string;
  description: string;
  structure: TermStructure;
  terms: Record<string, TermChoice>;
}

/** A blank term table for a structure; changing the structure clears the dates. */
export const emptyTerms = (structure: TermStructure): Record<string, TermChoice> =>
  Object.fromEntries(
    TERM_STRUCTURES[structure].map((term) => [String(term), { enabled: false, dates: '' }]),
  );

export const emptyNewCourse = (): NewCourseValues => ({
  name: '',
  code: '',
  description: '',
  structure: 'trimester',
  terms: emptyTerms('trimester'),
});

/** True when `value` is exactly `DD-MM-YYYY to DD-MM-YYYY` (real days, start not after end). */
export const isTermDateRange = (value: string) => termRangeProblem(value.trim()) === null;

export interface NewCourseCheck {
  /** Inline messages keyed by form path (`code`, `terms.1.dates`, …). */
  errors: Record<string, string>;
  /** The toast the spec shows for the first failing rule, if it has one. */
  toast: string | null;
}

/** The rules for a new course: each failing field gets its error; the first failure, the toast. */
export function checkNewCourse(values: NewCourseValues): NewCourseCheck {
  const errors: Record<string, string> = {};
  let toast: string | null = null;
  if (!values.name.trim()) errors.name = COURSE_TEXT.courseNameRequired;
  else if (hasWebAddress(values.name)) {
    // The server refuses it; say so at the field before sending.
    errors.name = COURSE_MESSAGES.nameHasWebAddress;
    toast ??= COURSE_MESSAGES.nameHasWebAddress;
  }
  if (!COURSE_CODE_RE.test(values.code.trim())) {
    errors.code = COURSE_MESSAGES.codeFormat;
    toast ??= COURSE_MESSAGES.codeToast;
  }
  if (!values.description.trim()) errors.description = COURSE_TEXT.descriptionRequired;
  const chosen = Object.entries(values.terms).filter(([, choice]) => choice.enabled);
  if (chosen.length === 0) {
    errors.terms = COURSE_MESSAGES.selectTerm;
    toast ??= COURSE_MESSAGES.selectTerm;
  }
  for (const [term, choice] of chosen) {
    const problem = termRangeProblem(choice.dates.trim());
    if (problem === 'format') {
      errors[`terms.${term}.dates`] = COURSE_MESSAGES.termDatesFormat;
      toast ??= COURSE_MESSAGES.termDatesToast;
    } else if (problem === 'order') {
      errors[`terms.${term}.dates`] = COURSE_MESSAGES.startAfterEnd;
      toast ??= COURSE_MESSAGES.startAfterEnd;
    }
  }
  return { errors, toast };
}

/** The `termDates` body of POST /api/staff/course/create: chosen terms only. */
export const toTermDates = (terms: Record<string, TermChoice>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(terms)
      .filter(([, choice]) => choice.enabled)
      .map(([term, choice]) => [term, choice.dates.trim()]),
  );

/**
 * Settings edits of the parent's term dates: only existing terms, exact format. Returns
 * the message to show, or null when every date may be sent.
 */
export function checkTermDateEdits(
  existingTerms: readonly number[],
  edits: Record<string, string>,
): string | null {
  for (const [term, dates] of Object.entries(edits)) {
    if (!existingTerms.includes(Number(term))) return COURSE_MESSAGES.cannotEditTerm;
    const problem = termRangeProblem(dates.trim());
    if (problem === 'format') return COURSE_MESSAGES.allDatesFormat;
    if (problem === 'order') return COURSE_MESSAGES.startAfterEnd;
  }
  return null;
}
