import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  accountTypeParam,
  clientLoginBody,
  clientRegisterBody,
  forgotPasswordBody,
  MESSAGES,
  DEFAULT_INSTITUTION,
  resetPasswordBody,
  universityLoginBody as loginBodyFor,
  universityRegisterBody as registerBodyFor,
  verifyPinBody,
} from '../src';

const universityRegisterBody = registerBodyFor(DEFAULT_INSTITUTION);
const universityLoginBody = loginBodyFor(DEFAULT_INSTITUTION);

/** The message of the first issue, as the server and the forms report it; undefined if valid. */
function firstError(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

const student = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'z1234567@ad.unsw.edu.au',
  zid: 'z1234567',
  password: 'Passw0rdX',
  confirmPassword: 'Passw0rdX',
};
const client = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  phone: '0412345678',
  password: 'Passw0rdX',
  companyName: 'Compilers',
  companyABN: '12345678901',
  industry: 'Software',
  location: 'Sydney',
  contactHours: '9:00AM-5:00PM',
};

describe('account type', () => {
  it.each(['student', 'staff', 'client'])('accepts %s', (role) => {
    expect(firstError(accountTypeParam, { role })).toBeUndefined();
  });
  it.each(['admin', 'Student', ''])('rejects %j with "Invalid user type"', (role) => {
    expect(firstError(accountTypeParam, { role })).toBe(MESSAGES.invalidUserType);
  });
});

describe('student and staff registration', () => {
  it('accepts a valid form and normalises names and email', () => {
    const parsed = universityRegisterBody.parse({
      ...student,
      firstName: '  Ada   Maria ',
      email: ' Z1234567@AD.UNSW.EDU.AU ',
      zid: 'Z1234567',
    });
    expect(parsed).toMatchObject({ firstName: 'Ada Maria', email: student.email, zid: 'z1234567' });
  });

  it('accepts the short university domain', () => {
    expect(
      firstError(universityRegisterBody, { ...student, email: 'z1234567@unsw.edu.au' }),
    ).toBeUndefined();
  });

  it.each([
    ['email', 'z1234567@gmail.com', MESSAGES.emailUnswRegister],
    ['email', 'a1234567@ad.unsw.edu.au', MESSAGES.emailUnswRegister],
    ['email', 'z123456@ad.unsw.edu.au', MESSAGES.emailUnswRegister],
    ['zid', 'z123456', MESSAGES.zidFormat],
    ['zid', '12345678', MESSAGES.zidFormat],
    ['zid', 'z7654321', MESSAGES.zidMismatch],
    ['password', 'Passw0r', MESSAGES.passwordRules],
    ['password', 'password1', MESSAGES.passwordRules],
    ['password', 'PASSWORD1', MESSAGES.passwordRules],
    ['password', 'Password', MESSAGES.passwordRules],
    ['password', 'Pass w0rdX', MESSAGES.passwordSpaces],
    ['firstName', '   ', 'firstName is required'],
    ['lastName', undefined, 'lastName is required'],
    ['firstName', 42, 'firstName must be a string'],
  ])('%s = %j → %s', (field, value, message) => {
    const input = { ...student, [field]: value, confirmPassword: undefined };
    expect(firstError(universityRegisterBody, input)).toBe(message);
  });

  it('requires matching passwords when a confirmation is sent', () => {
    expect(firstError(universityRegisterBody, { ...student, confirmPassword: 'Other1234' })).toBe(
      MESSAGES.passwordMismatch,
    );
    expect(
      firstError(universityRegisterBody, { ...student, confirmPassword: undefined }),
    ).toBeUndefined();
  });
});

describe('client registration', () => {
  it('accepts a valid form without a domain rule', () => {
    expect(firstError(clientRegisterBody, client)).toBeUndefined();
  });

  it.each(['+61 412 345 678', '(02) 9876 5432', '98765432', '0412-345-678', '61412345678'])(
    'accepts the phone %s',
    (phone) => expect(firstError(clientRegisterBody, { ...client, phone })).toBeUndefined(),
  );
  it.each(['123456', '0412345678901', 'phone', '+1 555 123 4567'])(
    'rejects the phone %s',
    (phone) =>
      expect(firstError(clientRegisterBody, { ...client, phone })).toBe(MESSAGES.phoneInvalid),
  );

  it.each(['9:00AM-5:00PM', '9:00-5:00PM', '09:30am - 4:45pm', '12:00pm-1:00PM'])(
    'accepts the contact hours %s',
    (contactHours) =>
      expect(firstError(clientRegisterBody, { ...client, contactHours })).toBeUndefined(),
  );
  it.each(['9-5', '9:00AM-5:00', '13:00PM-5:00PM', 'nine to five'])(
    'rejects the contact hours %s',
    (contactHours) =>
      expect(firstError(clientRegisterBody, { ...client, contactHours })).toBe(
        MESSAGES.contactHours,
      ),
  );

  it.each(['1234567890', '123456789012', '1234567890a'])('rejects the ABN %s', (companyABN) =>
    expect(firstError(clientRegisterBody, { ...client, companyABN })).toBe(MESSAGES.abnDigits),
  );
  it('accepts an ABN written with spaces and keeps the digits', () => {
    expect(clientRegisterBody.parse({ ...client, companyABN: '12 345 678 901' }).companyABN).toBe(
      '12345678901',
    );
  });

  it('rejects an address that is not an email', () => {
    expect(firstError(clientRegisterBody, { ...client, email: 'grace' })).toBe(
      MESSAGES.emailInvalid,
    );
  });

  it.each(['companyName', 'industry', 'location'])('requires %s', (field) => {
    expect(firstError(clientRegisterBody, { ...client, [field]: '' })).toBe(`${field} is required`);
  });
});

describe('login', () => {
  it('requires a UNSW email for students and staff, with the login wording', () => {
    expect(firstError(universityLoginBody, { email: 'a@b.co', password: 'x' })).toBe(
      MESSAGES.emailUnswLogin,
    );
    expect(
      firstError(universityLoginBody, { email: student.email, password: 'x' }),
    ).toBeUndefined();
  });
  it('lets clients log in with any email', () => {
    expect(firstError(clientLoginBody, { email: 'a@b.co', password: 'x' })).toBeUndefined();
  });
});

describe('password reset', () => {
  it('asks for an email, a PIN and a new password with the spec wording', () => {
    expect(firstError(forgotPasswordBody, {})).toBe(MESSAGES.enterEmail);
    expect(firstError(forgotPasswordBody, { email: '  ' })).toBe(MESSAGES.enterEmail);
    expect(firstError(verifyPinBody, { email: 'a@b.co' })).toBe(MESSAGES.enterPin);
    expect(firstError(resetPasswordBody, { email: 'a@b.co' })).toBe(MESSAGES.enterNewPassword);
    expect(firstError(resetPasswordBody, { email: 'a@b.co', password: 'weakpass' })).toBe(
      MESSAGES.passwordRules,
    );
  });
});
