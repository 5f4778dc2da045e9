import { z } from 'zod';
import { ACCOUNT_TYPES, EMAIL_MAX_LENGTH, PIN_INPUT_MAX_LENGTH } from '../common/constants';
import { nameString, passwordString, requiredString } from '../common/fields';
import { MESSAGES } from '../common/messages';
import {
  ABN_RE,
  CONTACT_HOURS_RE,
  EMAIL_RE,
  PHONE_IGNORED_RE,
  PHONE_RE,
  UNSW_EMAIL_RE,
  ZID_RE,
} from '../common/patterns';

/** `{role}` in `/api/{role}/...`; anything else is 400 `Invalid user type`. */
export const accountTypeParam = z.object({
  role: z.enum(ACCOUNT_TYPES, { error: MESSAGES.invalidUserType }),
});

export const unswEmail = (message: string, missing = 'email is required') =>
  requiredString('email', missing).toLowerCase().regex(UNSW_EMAIL_RE, message);
export const anyEmail = (missing = 'email is required') =>
  requiredString('email', missing).toLowerCase().regex(EMAIL_RE, MESSAGES.emailInvalid);
export const zidField = requiredString('zid').toLowerCase().regex(ZID_RE, MESSAGES.zidFormat);
export const phoneField = requiredString('phone').refine(
  (value) => PHONE_RE.test(value.replace(PHONE_IGNORED_RE, '')),
  MESSAGES.phoneInvalid,
);
export const abnField = requiredString('companyABN')
  .transform((value) => value.replace(/\s/g, ''))
  .refine((value) => ABN_RE.test(value), MESSAGES.abnDigits);
export const contactHoursField = requiredString('contactHours').regex(
  CONTACT_HOURS_RE,
  MESSAGES.contactHours,
);
const optionalConfirm = z.string().optional();
const optionalUser = z.enum(ACCOUNT_TYPES).optional();

interface PasswordPair {
  password: string;
  confirmPassword?: string | undefined;
}
const passwordsMatch = (value: PasswordPair) =>
  value.confirmPassword === undefined || value.confirmPassword === value.password;

/** Student and staff registration: a zID and the matching university email. */
export const universityRegisterBody = z
  .object({
    user: optionalUser,
    firstName: nameString('firstName'),
    lastName: nameString('lastName'),
    email: unswEmail(MESSAGES.emailUnswRegister),
    zid: zidField,
    password: passwordString(),
    confirmPassword: optionalConfirm,
  })
  .refine((value) => value.email.slice(0, 8) === value.zid, {
    message: MESSAGES.zidMismatch,
    path: ['zid'],
  })
  .refine(passwordsMatch, { message: MESSAGES.passwordMismatch, path: ['confirmPassword'] });

export const clientRegisterBody = z
  .object({
    user: optionalUser,
    firstName: nameString('firstName'),
    lastName: nameString('lastName'),
    email: anyEmail(),
    phone: phoneField,
    password: passwordString(),
    confirmPassword: optionalConfirm,
    companyName: nameString('companyName'),
    companyABN: abnField,
    industry: requiredString('industry'),
    location: requiredString('location'),
    contactHours: contactHoursField,
  })
  .refine(passwordsMatch, { message: MESSAGES.passwordMismatch, path: ['confirmPassword'] });

export type UniversityRegisterBody = z.infer<typeof universityRegisterBody>;
export type ClientRegisterBody = z.infer<typeof clientRegisterBody>;

/** The register body the route accepts: checked against the role's schema by the service. */
export const registerBody = z.record(z.string(), z.unknown());

export const universityLoginBody = z.object({
  email: unswEmail(MESSAGES.emailUnswLogin),
  password: requiredString('password'),
});
export const clientLoginBody = z.object({
  email: requiredString('email').toLowerCase(),
  password: requiredString('password'),
});
export const loginBody = z.object({
  email: z.string().optional(),
  password: z.string().optional(),
});
export type LoginBody = z.infer<typeof clientLoginBody>;

export const loginResponse = z.object({
  access_token: z.string(),
  user: z.enum(ACCOUNT_TYPES),
  id: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

export const forgotPasswordBody = z.object({
  email: requiredString('email', MESSAGES.enterEmail).toLowerCase(),
});
export const verifyPinBody = z.object({
  email: requiredString('email', MESSAGES.enterEmail).toLowerCase(),
  // A malformed PIN is a wrong guess (401), not a validation error, so it is checked by the service.
  pin: requiredString('pin', MESSAGES.enterPin),
});
export const resetPasswordBody = z.object({
  email: requiredString('email', MESSAGES.enterEmail).toLowerCase(),
  password: passwordString(MESSAGES.enterNewPassword),
  // api.md §20.2: the PIN that verified the challenge. Missing or malformed is `Reset not
  // verified`, decided by the service after the password checks, so it never fails parsing.
  pin: z.string().trim().max(PIN_INPUT_MAX_LENGTH).optional().catch(undefined),
});

/** `POST /api/{role}/verify-email` (api.md §20.1). */
export const verifyEmailBody = z.object({
  email: requiredString('email', MESSAGES.enterEmail)
    .max(EMAIL_MAX_LENGTH, MESSAGES.emailTooLong)
    .toLowerCase(),
  // A malformed code is a wrong guess (401), as on verify-pin.
  pin: requiredString('pin', MESSAGES.enterPin).max(PIN_INPUT_MAX_LENGTH, MESSAGES.pinTooLong),
});

/** `POST /api/{role}/verify-email/resend`: any well-formed email is answered alike. */
export const resendVerificationBody = z.object({
  email: requiredString('email', MESSAGES.enterEmail)
    .max(EMAIL_MAX_LENGTH, MESSAGES.emailTooLong)
    .toLowerCase()
    .regex(EMAIL_RE, MESSAGES.emailInvalid),
});
