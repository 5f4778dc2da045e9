import {
  clientRegisterBody,
  MESSAGES,
  universityRegisterBody,
  type AccountType,
  type Institution,
} from '@capstone/contracts';
import {
  issuesToErrors,
  validateFields,
  type FormErrors,
  type SafeParseResult,
} from '@/lib/form-validation';
import type { RegisterBody } from '../api/register';

/** Everything the registration form holds; unused fields stay empty. */
export interface RegisterValues {
  firstName: string;
  lastName: string;
  email: string;
  zid: string;
  phone: string;
  password: string;
  confirmPassword: string;
  companyName: string;
  companyABN: string;
  industry: string;
  location: string;
  contactHours: string;
}

export const emptyRegisterValues: RegisterValues = {
  firstName: '',
  lastName: '',
  email: '',
  zid: '',
  phone: '',
  password: '',
  confirmPassword: '',
  companyName: '',
  companyABN: '',
  industry: '',
  location: '',
  contactHours: '',
};

type Field = keyof RegisterValues;

export interface RegisterStep {
  label: string;
  fields: readonly Field[];
}

const UNIVERSITY_DETAILS: readonly Field[] = [
  'firstName',
  'lastName',
  'email',
  'zid',
  'password',
  'confirmPassword',
];
const CLIENT_DETAILS: readonly Field[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'password',
  'confirmPassword',
];
const COMPANY_DETAILS: readonly Field[] = [
  'companyName',
  'companyABN',
  'industry',
  'location',
  'contactHours',
];

/** The input steps: one page for students and staff, two for clients. */
export function getRegisterSteps(user: AccountType): readonly RegisterStep[] {
  if (user === 'client') {
    return [
      { label: 'Your details', fields: CLIENT_DETAILS },
      { label: 'Company Details', fields: COMPANY_DETAILS },
    ];
  }
  return [{ label: 'Your details', fields: UNIVERSITY_DETAILS }];
}

/**
 * Clients have no university rules; students and staff are checked against the institution
 * the server answered with (`GET /api/config`), which the form waits for.
 */
function schemaFor(user: AccountType, institution: Institution | undefined) {
  if (user === 'client') return clientRegisterBody;
  if (!institution) throw new Error('A university form needs the institution to check it');
  return universityRegisterBody(institution);
}

const pick = (values: RegisterValues, fields: readonly Field[]) =>
  Object.fromEntries(fields.map((field) => [field, values[field]]));

/**
 * Errors of one step, messages straight from the shared schema: each field on its own first,
 * then (once every field passes) the cross-field rules, which zod runs only on a valid object.
 */
export function validateRegisterStep(
  user: AccountType,
  stepIndex: number,
  values: RegisterValues,
  institution: Institution | undefined,
): FormErrors {
  const steps = getRegisterSteps(user);
  const step = steps[stepIndex];
  if (!step) return {};
  const fieldErrors = validateFields(schemaFor(user, institution).shape, values, step.fields);
  if (step.fields.includes('confirmPassword') && values.confirmPassword !== values.password) {
    fieldErrors.confirmPassword = MESSAGES.passwordMismatch;
  }
  if (Object.keys(fieldErrors).length > 0 || stepIndex < steps.length - 1) return fieldErrors;
  const result = parseRegisterBody(user, values, institution);
  return result.success ? {} : issuesToErrors(result.error.issues);
}

/** The normalised body to send (trimmed names, lower-case email), or the schema's issues. */
export function parseRegisterBody(
  user: AccountType,
  values: RegisterValues,
  institution: Institution | undefined,
): SafeParseResult<RegisterBody> {
  const fields = getRegisterSteps(user).flatMap((step) => step.fields);
  const result = schemaFor(user, institution).safeParse(pick(values, fields));
  return result.success ? { success: true, data: { ...result.data, user } } : result;
}
