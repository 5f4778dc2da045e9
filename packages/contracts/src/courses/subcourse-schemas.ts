import { z } from 'zod';
import { MAX_GROUP_SIZE } from '../common/constants';
import { idParam, optionalString, requiredString } from '../common/fields';
import { LIMITS, tooLong } from '../common/limits';
import { hasWebAddress } from '../common/patterns';
import { fieldRequired } from '../common/messages';
import { studentStaff } from '../accounts/profile-schemas';
import { SUBCOURSE_MESSAGES } from './course-messages';
import { YEAR_RE } from './course-schemas';
import { formField, formFieldList } from './form-fields';

const isMissing = (value: unknown) => value === undefined || value === null || value === '';

/** An integer sent as a number or a numeric string (query strings, form inputs). */
const integerLike = (field: string, invalid: string, check: (n: number) => boolean = () => true) =>
  z.unknown().transform((input, ctx): number => {
    if (isMissing(input)) {
      ctx.addIssue({ code: 'custom', message: fieldRequired(field) });
      return z.NEVER;
    }
    if (typeof input === 'string' && input.length > LIMITS.code) {
      ctx.addIssue({ code: 'custom', message: tooLong(field, LIMITS.code) });
      return z.NEVER;
    }
    const text =
      typeof input === 'number' ? String(input) : typeof input === 'string' ? input.trim() : '';
    const value = /^-?\d+$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isInteger(value) || !check(value)) {
      ctx.addIssue({ code: 'custom', message: invalid });
      return z.NEVER;
    }
    return value;
  });

/** Subcourse term 0–3; a term the parent does not offer is refused by the server later. */
const termField = integerLike('term', SUBCOURSE_MESSAGES.termNotAvailable, (n) => n >= 0 && n <= 3);
const yearField = integerLike('year', SUBCOURSE_MESSAGES.invalidYear, (n) =>
  YEAR_RE.test(String(n)),
);
const codeField = requiredString('code', fieldRequired('code'), LIMITS.code).transform((code) =>
  code.toUpperCase(),
);

/** `GET /api/subcourse/existing?term=&code=&year=`. */
export const subcourseExistingQuery = z.object({
  term: termField,
  code: codeField,
  year: yearField,
});
export type SubcourseExistingQuery = z.infer<typeof subcourseExistingQuery>;

/** A subcourse name is quoted in emails: no web address in it. */
const noWebAddress = (name: string | null | undefined) => !name || !hasWebAddress(name);

/** `POST /api/staff/subcourse/create`; `name` defaults to `{year}T{term}`. */
export const createSubcourseBody = z.object({
  name: optionalString('name', LIMITS.subcourseName)
    .refine(noWebAddress, SUBCOURSE_MESSAGES.nameHasWebAddress)
    .transform((name) => name || undefined),
  term: termField,
  year: yearField,
  code: codeField,
});
export type CreateSubcourseBody = z.infer<typeof createSubcourseBody>;
export const createSubcourseResponse = z.object({
  message: z.string(),
  subcourse_id: z.string(),
  subcourseId: z.string(),
});

export const subcourseIdParams = z.object({ subcourseId: idParam });

const booleanField = (field: string) =>
  z.boolean({
    error: (iss) => (iss.input === undefined ? fieldRequired(field) : `${field} must be a boolean`),
  });

/** `PUT /api/subcourse/update/{id}`: the whole settings object (`parent_course` ignored). */
export const subcourseSettingsBody = z.object({
  name: requiredString('name', fieldRequired('name'), LIMITS.subcourseName).refine(
    noWebAddress,
    SUBCOURSE_MESSAGES.nameHasWebAddress,
  ),
  code: codeField,
  term: integerLike('term', SUBCOURSE_MESSAGES.codeTermFixed),
  max_group_size: integerLike(
    'max_group_size',
    SUBCOURSE_MESSAGES.maxGroupSize,
    (n) => n >= 1 && n <= MAX_GROUP_SIZE,
  ),
  client_questionnaire: formFieldList('client_questionnaire'),
  project_preference_form: formFieldList('project_preference_form'),
  is_default: booleanField('is_default').optional().default(false),
  preference_release: booleanField('preference_release'),
});
export type SubcourseSettingsBody = z.infer<typeof subcourseSettingsBody>;

export const subcourseSettingsResponse = z.object({
  name: z.string(),
  code: z.string(),
  term: z.number().int(),
  max_group_size: z.number().int(),
  client_questionnaire: z.array(formField),
  project_preference_form: z.array(formField),
  preference_release: z.boolean(),
});
export type SubcourseSettingsResponse = z.infer<typeof subcourseSettingsResponse>;

const staffGroup = z.object({
  id: z.string(),
  name: z.string(),
  tutorial: z.string(),
  members: z.array(z.object({ id: z.string(), name: z.string(), zid: z.string() })),
  project: z
    .object({
      id: z.string(),
      name: z.string(),
      clients: z.array(
        z.object({ id: z.string(), name: z.string(), company_name: z.string(), email: z.string() }),
      ),
    })
    .nullable()
    .optional(),
  draft_alloc: z.string().nullable().optional(),
});

/**
 * `GET /api/subcourse/{id}`: the fields everyone related sees; clients add the questionnaire;
 * staff of S add the questionnaire, `is_default`, students and groups.
 */
export const subcourseView = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  year: z.number().int(),
  term: z.number().int(),
  parent_course: z.string(),
  is_active: z.boolean(),
  is_archived: z.boolean(),
  max_group_size: z.number().int(),
  preference_release: z.boolean(),
  project_preference_form: z.array(formField),
  client_questionnaire: z.array(formField).optional(),
  is_default: z.boolean().optional(),
  students: z.array(studentStaff).optional(),
  groups: z.array(staffGroup).optional(),
});
export type SubcourseView = z.infer<typeof subcourseView>;
export type SubcourseStaffGroup = z.infer<typeof staffGroup>;

export const archivedResponse = z.object({ archived: z.boolean() });
export const activeResponse = z.object({ active: z.boolean() });
export const activatableResponse = z.object({ activatable: z.boolean() });
export const emptyResponse = z.object({});
