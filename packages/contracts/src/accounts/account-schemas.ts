import { z } from 'zod';
import { ACCOUNT_TYPES } from '../common/constants';
import { atMost, nameString, passwordString, requiredString } from '../common/fields';
import { LIMITS } from '../common/limits';
import { fieldRequired, MESSAGES } from '../common/messages';
import {
  emailLocalPart,
  isInstitutionId,
  isUniversityEmail,
  perInstitution,
  type Institution,
} from '../common/institution';
import { ABN_RE, CONTACT_HOURS_RE, EMAIL_RE, PHONE_IGNORED_RE, PHONE_RE } from '../common/patterns';

/** `{role}` in `/api/{role}/...`; anything else is 400 `Invalid user type`. */
export const accountTypeParam = z.object({
  role: z.enum(ACCOUNT_TYPES, { error: MESSAGES.invalidUserType }),
});

/** Any email, lower-cased, at most 254 characters before any pattern looks at it. */
export const emailString = (missing = 'email is required') =>
  requiredString('email', missing, LIMITS.email).toLowerCase();
/** A student or staff email: `<id>@<one of the institution's domains>`. */
export const universityEmail = (
  institution: Institution,
  message: string,
  missing = 'email is required',
) => emailString(missing).refine((email) => isUniversityEmail(institution, email), message);
export const anyEmail = (missing = 'email is required') =>
  emailString(missing).regex(EMAIL_RE, MESSAGES.emailInvalid);
/** `zid`: the institution's id, lower-cased. */
export const universityIdField = (institution: Institution) =>
  requiredString('zid', fieldRequired('zid'), LIMITS.code)
    .toLowerCase()
    .refine((id) => isInstitutionId(institution, id), institution.messages.idFormat);
/** The id is the email's part before the `@`: the email is `<zid>@<domain>`. */
export const idMatchesEmail = (value: { email: string; zid: string }) =>
  emailLocalPart(value.email) === value.zid;
export const phoneField = requiredString('phone', fieldRequired('phone'), LIMITS.phone).refine(
  (value) => PHONE_RE.test(value.replace(PHONE_IGNORED_RE, '')),
  MESSAGES.phoneInvalid,
);
export const abnField = requiredString('companyABN', fieldRequired('companyABN'), LIMITS.phone)
  .transform((value) => value.replace(/\s/g, ''))
  .refine((value) => ABN_RE.test(value), MESSAGES.abnDigits);
export const contactHoursField = requiredString(
  'contactHours',
  fieldRequired('contactHours'),
  LIMITS.phone,
).regex(CONTACT_HOURS_RE, MESSAGES.contactHours);
const optionalConfirm = z
  .string()
  .max(LIMITS.password, atMost('confirmPassword', LIMITS.password))
  .optional();
const optionalUser = z.enum(ACCOUNT_TYPES).optional();

interface PasswordPair {
  password: string;
  confirmPassword?: string | undefined;
}
const passwordsMatch = (value: PasswordPair) =>
  value.confirmPassword === undefined || value.confirmPassword === value.password;

/** Student and staff registration: an id and the matching university email. */
export const universityRegisterBody = perInstitution((institution) =>
  z
    .object({
      user: optionalUser,
      firstName: nameString('firstName'),
      lastName: nameString('lastName'),
      email: universityEmail(institution, institution.messages.emailRegister),
      zid: universityIdField(institution),
      password: passwordString(),
      confirmPassword: optionalConfirm,
    })
    .refine(idMatchesEmail, { message: institution.messages.idMismatch, path: ['zid'] })
    .refine(passwordsMatch, { message: MESSAGES.passwordMismatch, path: ['confirmPassword'] }),
);

export const clientRegisterBody = z
  .object({
    user: optionalUser,
    firstName: nameString('firstName'),
    lastName: nameString('lastName'),
    email: anyEmail(),
    phone: phoneField,
    password: passwordString(),
    confirmPassword: optionalConfirm,
    companyName: nameString('companyName', LIMITS.companyName),
    companyABN: abnField,
    industry: requiredString('industry', fieldRequired('industry'), LIMITS.shortText),
    location: requiredString('location', fieldRequired('location'), LIMITS.address),
    contactHours: contactHoursField,
  })
  .refine(passwordsMatch, { message: MESSAGES.passwordMismatch, path: ['confirmPassword'] });

export type UniversityRegisterBody = z.infer<ReturnType<typeof universityRegisterBody>>;
export type ClientRegisterBody = z.infer<typeof clientRegisterBody>;

/** The register body the route accepts: checked against the role's schema by the service. */
export const registerBody = z.record(z.string().max(LIMITS.shortText), z.unknown());

const loginPassword = requiredString('password', fieldRequired('password'), LIMITS.password);
export const universityLoginBody = perInstitution((institution) =>
  z.object({
    email: universityEmail(institution, institution.messages.emailLogin),
    password: loginPassword,
  }),
);
export const clientLoginBody = z.object({
  email: emailString(),
  password: loginPassword,
});
export const loginBody = z.object({
  email: z.string().max(LIMITS.email, atMost('email', LIMITS.email)).optional(),
  password: z.string().max(LIMITS.password, atMost('password', LIMITS.password)).optional(),
});
export type LoginBody = z.infer<typeof clientLoginBody>;

export const loginResponse = z.object({
  access_token: z.string(),
  user: z.enum(ACCOUNT_TYPES),
  id: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

export const forgotPasswordBody = z.object({
  email: emailString(MESSAGES.enterEmail),
});
export const verifyPinBody = z.object({
  email: emailString(MESSAGES.enterEmail),
  // A malformed PIN is a wrong guess (401), not a validation error, so it is checked by the service.
  pin: requiredString('pin', MESSAGES.enterPin, LIMITS.code),
});
export const resetPasswordBody = z.object({
  email: emailString(MESSAGES.enterEmail),
  password: passwordString(MESSAGES.enterNewPassword),
  // The PIN that verified the challenge. Missing or malformed is `Reset not verified`, decided
  // by the service after the password checks, so it never fails parsing.
  pin: z.string().trim().max(LIMITS.code).optional().catch(undefined),
});

/** `POST /api/{role}/verify-email` */
export const verifyEmailBody = z.object({
  email: emailString(MESSAGES.enterEmail),
  // A malformed code is a wrong guess (401), as on verify-pin.
  pin: requiredString('pin', MESSAGES.enterPin, LIMITS.code),
});

/** `POST /api/{role}/verify-email/resend`: any well-formed email is answered alike. */
export const resendVerificationBody = z.object({
  email: emailString(MESSAGES.enterEmail).regex(EMAIL_RE, MESSAGES.emailInvalid),
});
