import { z } from 'zod';
import { idMatchesEmail, universityEmail, universityIdField } from '../accounts/account-schemas';
import { perInstitution, type Institution } from '../common/institution';
import { fieldRequired } from '../common/messages';
import { atMost, idParam, nameString } from '../common/fields';
import { LIMITS, nullCharacter } from '../common/limits';
import { normaliseName } from '../common/patterns';
import { MAX_IMPORT_ROWS, TUTORIAL_LIST_SEPARATOR, TUTORIAL_RE } from './member-constants';
import { MEMBER_MESSAGES } from './member-messages';

const isMissing = (input: unknown) => input === undefined || input === null;

/** `lastName` may be empty or absent; when given it is a trimmed, collapsed name. */
const optionalName = (field: string) =>
  z
    .string({ error: (iss) => (isMissing(iss.input) ? undefined : `${field} must be a string`) })
    .max(LIMITS.personName, atMost(field, LIMITS.personName))
    .optional()
    .nullable()
    .transform((value) => normaliseName(value ?? ''));

const tutorialString = (max: number) =>
  z
    .string({
      error: (iss) =>
        isMissing(iss.input) ? fieldRequired('tutorial') : 'tutorial must be a string',
    })
    .trim()
    .max(max, atMost('tutorial', max))
    .min(1, fieldRequired('tutorial'));

/** One tutorial (students). */
export const tutorialField = tutorialString(LIMITS.tutorial).regex(
  TUTORIAL_RE,
  MEMBER_MESSAGES.tutorialFormat,
);

/** Splits a tutor's `H12A, T13B` cell into distinct tutorials, in their order. */
export const splitTutorials = (value: string) => [
  ...new Set(
    value
      .split(TUTORIAL_LIST_SEPARATOR)
      .map((part) => part.trim())
      .filter(Boolean),
  ),
];

/** A comma-separated list of tutorials (tutors); each one follows the student rule. */
export const tutorialListField = tutorialString(LIMITS.tutorialList)
  .transform(splitTutorials)
  .refine(
    (list) => list.length > 0 && list.every((tutorial) => TUTORIAL_RE.test(tutorial)),
    MEMBER_MESSAGES.tutorialFormat,
  );

const identity = (institution: Institution) => ({
  firstName: nameString('firstName'),
  lastName: optionalName('lastName'),
  email: universityEmail(institution, institution.messages.emailRegister),
  zid: universityIdField(institution),
});
/** As registration: the id is the email's part before the `@`. */
const mismatch = (institution: Institution) => ({
  message: institution.messages.idMismatch,
  path: ['zid'],
});

/**
 * A student row of `POST /api/staff/subcourse/add-students`: `firstName`, `email`, `zid`,
 * `tutorial` required, `lastName` may be empty. The server checks every row with it, and so does
 * the preview.
 */
export const studentImportRow = perInstitution((institution) =>
  z
    .object({ ...identity(institution), tutorial: tutorialField })
    .refine(idMatchesEmail, mismatch(institution)),
);
export type StudentImportRow = z.output<ReturnType<typeof studentImportRow>>;

/** A tutor row of `add-tutors`: as a student row, but `tutorial` may list several. */
export const tutorImportRow = perInstitution((institution) =>
  z
    .object({ ...identity(institution), tutorial: tutorialListField })
    .refine(idMatchesEmail, mismatch(institution)),
);
export type TutorImportRow = z.output<ReturnType<typeof tutorImportRow>>;

/** The row the web sends and the roster parser produces: every field a plain string. */
export interface MemberImportRow {
  firstName: string;
  lastName: string;
  email: string;
  zid: string;
  tutorial: string;
}
export type MemberKind = 'student' | 'tutor';

/** The first problem of a row as its user-facing message, or the checked row. */
export function checkImportRow(
  kind: 'student',
  row: unknown,
  institution: Institution,
): { ok: true; row: StudentImportRow } | { ok: false; message: string };
export function checkImportRow(
  kind: 'tutor',
  row: unknown,
  institution: Institution,
): { ok: true; row: TutorImportRow } | { ok: false; message: string };
export function checkImportRow(
  kind: MemberKind,
  row: unknown,
  institution: Institution,
): { ok: true; row: StudentImportRow | TutorImportRow } | { ok: false; message: string };
export function checkImportRow(kind: MemberKind, row: unknown, institution: Institution) {
  if (typeof row !== 'object' || row === null || Array.isArray(row)) {
    return { ok: false, message: MEMBER_MESSAGES.rowMustBeObject };
  }
  // U+0000 can never be stored: the row fails on its own, the others still land.
  const withNul = Object.entries(row).find(
    ([, value]) => typeof value === 'string' && value.includes('\u0000'),
  );
  if (withNul) return { ok: false, message: nullCharacter(withNul[0]) };
  const schema = kind === 'student' ? studentImportRow(institution) : tutorImportRow(institution);
  const result = schema.safeParse(row);
  if (result.success) return { ok: true, row: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? MEMBER_MESSAGES.rowMustBeObject };
}

/**
 * The import bodies (`POST /api/staff/subcourse/add-students`, `.../add-tutors`). Rows are
 * checked one by one by the service so that one bad row never fails the request; only the list
 * itself and the subcourse id are checked here.
 * `subcourse_id` is accepted as an alias of `subcourseId`.
 */
const subcourseIdFields = {
  subcourseId: z.string().trim().max(LIMITS.id, atMost('subcourseId', LIMITS.id)).min(1).optional(),
  subcourse_id: z
    .string()
    .trim()
    .max(LIMITS.id, atMost('subcourse_id', LIMITS.id))
    .min(1)
    .optional(),
};
const rowList = (notList: string, tooMany: string) =>
  z
    .array(z.unknown(), { error: notList })
    .max(MAX_IMPORT_ROWS, tooMany)
    .describe(`[{firstName, lastName, email, zid, tutorial}], at most ${MAX_IMPORT_ROWS}`);
const hasSubcourseId = (body: {
  subcourseId?: string | undefined;
  subcourse_id?: string | undefined;
}) => Boolean(body.subcourseId ?? body.subcourse_id);
const subcourseIdMissing = { message: MEMBER_MESSAGES.subcourseIdRequired, path: ['subcourseId'] };

export const addStudentsBody = z
  .object({
    ...subcourseIdFields,
    students: rowList(MEMBER_MESSAGES.studentsMustBeList, MEMBER_MESSAGES.tooManyStudents),
  })
  .refine(hasSubcourseId, subcourseIdMissing);
export const addTutorsBody = z
  .object({
    ...subcourseIdFields,
    tutors: rowList(MEMBER_MESSAGES.tutorsMustBeList, MEMBER_MESSAGES.tooManyTutors),
  })
  .refine(hasSubcourseId, subcourseIdMissing);
export type AddStudentsBody = z.infer<typeof addStudentsBody>;
export type AddTutorsBody = z.infer<typeof addTutorsBody>;

/**
 * A row an import left out. An LMS class-list sync has no lines a person wrote: its rows also
 * name the member (`name`, `email`, as the LMS gave them), so the result says who was skipped.
 */
export const importRowError = z.object({
  row: z.number().int(),
  message: z.string(),
  name: z.string().optional().describe('LMS sync only: the member as the LMS names them'),
  email: z.string().optional().describe('LMS sync only: the email the LMS gave, if any'),
});
export const importResponse = z.object({
  message: z.string(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  errors: z.array(importRowError),
});
export type ImportResponse = z.infer<typeof importResponse>;
export type ImportRowError = z.infer<typeof importRowError>;

/** `DELETE /api/student/remove?subcourse_id=&student_id=` */
export const removeStudentQuery = z.object({
  subcourse_id: z
    .string({ error: fieldRequired('subcourse_id') })
    .max(LIMITS.id, atMost('subcourse_id', LIMITS.id))
    .min(1, fieldRequired('subcourse_id')),
  student_id: z
    .string({ error: fieldRequired('student_id') })
    .max(LIMITS.id, atMost('student_id', LIMITS.id))
    .min(1, fieldRequired('student_id')),
});

export const MEMBER_ROLES = ['student', 'tutor', 'course admin'] as const;

/** Params of `POST /api/staff/subcourse/{subcourseId}/members/{accountId}/access-code`. */
export const memberAccountParams = z.object({ subcourseId: idParam, accountId: idParam });
export type MemberAccountParams = z.infer<typeof memberAccountParams>;

/**
 * Where the latest access-code email of an imported account stands: `pending` while the outbox
 * still has it to send (or is sending it), `sent` once SMTP took it, `failed` when SMTP refused it
 * for good or every retry failed, `unrecorded` for an account imported before emails went through
 * the outbox (it may still be resent). `at` is when it was sent, or else when it was queued; null
 * when unrecorded.
 */
export const ACCESS_EMAIL_STATUSES = ['sent', 'pending', 'failed', 'unrecorded'] as const;
export type AccessEmailStatus = (typeof ACCESS_EMAIL_STATUSES)[number];
export const accessEmailState = z.object({
  status: z.enum(ACCESS_EMAIL_STATUSES),
  at: z.string().nullable(),
});
export type AccessEmailState = z.infer<typeof accessEmailState>;

/**
 * The ways a member signs in without a password that the server knows of: `university` (the
 * university's sign-in provider) and `lms` (a launch from a registered LMS), each only while that
 * provider or platform is configured.
 */
export const EXTERNAL_SIGN_INS = ['university', 'lms'] as const;
export type ExternalSignIn = (typeof EXTERNAL_SIGN_INS)[number];

/**
 * `Member`: one row of the members overview. Two fields are added to the contract's: where the
 * access-code email stands, so staff can resend it (`access_email`, null once the account has set
 * a password), and `external_sign_in`, the ways it signs in without a password (in the order of
 * `EXTERNAL_SIGN_INS`), so staff see who never needs an access code.
 */
export const memberEntry = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(MEMBER_ROLES),
  tutorials: z.array(z.string()),
  group: z.string().nullable(),
  access_email: accessEmailState.nullable(),
  external_sign_in: z.array(z.enum(EXTERNAL_SIGN_INS)),
});
export type MemberEntry = z.infer<typeof memberEntry>;

/** A client of the parent course as `GET /api/admin/allclients/{subcourseId}` lists it. */
export const clientOverviewEntry = z.object({
  id: z.string(),
  name: z.string(),
  company_name: z.string(),
  is_verified: z.boolean(),
  email: z.string(),
  role: z.literal('client'),
  projects: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type ClientOverviewEntry = z.infer<typeof clientOverviewEntry>;
