import {
  DEFAULT_INSTITUTION,
  defineInstitution,
  MESSAGES,
  messageForPeople,
  type AccountType,
} from '@capstone/contracts';
import { describe, expect, it } from 'vitest';
import {
  emptyRegisterValues,
  getRegisterSteps,
  parseRegisterBody as parseFor,
  validateRegisterStep as validateFor,
  type RegisterValues,
} from './register-steps';

const validateRegisterStep = (user: AccountType, step: number, values: RegisterValues) =>
  validateFor(user, step, values, DEFAULT_INSTITUTION);
const parseRegisterBody = (user: AccountType, values: RegisterValues) =>
  parseFor(user, values, DEFAULT_INSTITUTION);

const student: RegisterValues = {
  ...emptyRegisterValues,
  firstName: '  Ada  ',
  lastName: 'Love   lace',
  email: 'Z1234567@ad.unsw.edu.au ',
  zid: 'z1234567',
  password: 'Passw0rd',
  confirmPassword: 'Passw0rd',
};

const client: RegisterValues = {
  ...emptyRegisterValues,
  firstName: 'Cli',
  lastName: 'Ent',
  email: 'boss@acme.com',
  phone: '0412345678',
  password: 'Passw0rd',
  confirmPassword: 'Passw0rd',
  companyName: 'Acme',
  companyABN: '12345678901',
  industry: 'Software',
  location: 'Sydney',
  contactHours: '9:00AM-5:00PM',
};

describe('register wizard steps', () => {
  it('has Your details then Company Details for clients, Your details for others', () => {
    expect(getRegisterSteps('client').map((s) => s.label)).toEqual([
      'Your details',
      'Company Details',
    ]);
    expect(getRegisterSteps('staff').map((s) => s.label)).toEqual(['Your details']);
  });

  it('shows the shared messages under the fields of the current step only', () => {
    const errors = validateRegisterStep('client', 0, {
      ...client,
      phone: '12',
      companyABN: '1',
    });
    expect(errors).toEqual({ phone: MESSAGES.phoneInvalid });
  });

  it('checks the university email, zID and their match', () => {
    expect(validateRegisterStep('student', 0, { ...student, email: 'ada@gmail.com' }).email).toBe(
      MESSAGES.emailUnswRegister,
    );
    expect(validateRegisterStep('student', 0, { ...student, zid: 'y1' }).zid).toBe(
      messageForPeople(MESSAGES.zidFormat),
    );
    expect(validateRegisterStep('student', 0, { ...student, zid: 'z7654321' }).zid).toBe(
      MESSAGES.zidMismatch,
    );
  });

  it('checks passwords: spaces, strength, confirmation', () => {
    expect(validateRegisterStep('staff', 0, { ...student, password: 'Pass w0rd' }).password).toBe(
      MESSAGES.passwordSpaces,
    );
    expect(validateRegisterStep('client', 0, { ...client, confirmPassword: 'other' })).toEqual({
      confirmPassword: MESSAGES.passwordMismatch,
    });
  });

  it('checks company details on the client second step', () => {
    const errors = validateRegisterStep('client', 1, {
      ...client,
      companyABN: '123',
      contactHours: 'all day',
    });
    expect(errors).toEqual({ companyABN: MESSAGES.abnDigits, contactHours: MESSAGES.contactHours });
  });

  it('builds a normalised body with the user type', () => {
    const result = parseRegisterBody('student', student);
    expect(result.success && result.data).toMatchObject({
      user: 'student',
      firstName: 'Ada',
      lastName: 'Love lace',
      email: 'z1234567@ad.unsw.edu.au',
    });
    expect(validateRegisterStep('client', 1, client)).toEqual({});
  });
});

describe('register wizard at another university', () => {
  const other = defineInstitution({
    emailDomains: ['uni.example.edu'],
    idPattern: '^[A-Z]{4}\\d{4}$',
    idLabel: 'UniKey',
    timeZone: 'Europe/London',
  });
  const ada = { ...student, email: 'ADAL1234@uni.example.edu', zid: 'ADAL1234' };

  it('accepts its emails and ids, normalised as the server stores them', () => {
    expect(validateFor('student', 0, ada, other)).toEqual({});
    const body = parseFor('student', ada, other);
    expect(body).toMatchObject({
      success: true,
      data: { email: 'adal1234@uni.example.edu', zid: 'adal1234' },
    });
  });

  it('checks with its rules, in its words', () => {
    expect(validateFor('staff', 0, student, other)).toMatchObject({
      email: 'Email must be a university email ending in @uni.example.edu',
      zid: 'UniKey is in invalid format.',
    });
    expect(validateFor('staff', 0, { ...ada, zid: 'BOBB1234' }, other)).toEqual({
      zid: 'UniKey must match with email',
    });
  });

  it('needs no institution for a client', () => {
    expect(validateFor('client', 0, client, undefined)).toEqual({});
    expect(() => validateFor('student', 0, ada, undefined)).toThrow();
  });
});
