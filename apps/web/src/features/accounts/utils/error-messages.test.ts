import {
  DEFAULT_INSTITUTION,
  defineInstitution,
  MESSAGES,
  messageForPeople,
} from '@capstone/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import {
  forgotPasswordErrorMessage,
  isResetNotVerified,
  isUnverifiedLogin,
  loginErrorMessage,
  registerErrorMessage,
  resetPasswordErrorMessage,
  verifyEmailErrorMessage,
  verifyPinErrorMessage,
} from './error-messages';

const network = new TypeError('Failed to fetch');

describe('account error toasts (spec 1 §8)', () => {
  it('login: always the spec text, except a rate limit', () => {
    expect(loginErrorMessage(new ApiError(401, MESSAGES.loginFailed))).toBe(MESSAGES.loginFailed);
    expect(loginErrorMessage(network)).toBe(MESSAGES.loginFailed);
    expect(loginErrorMessage(new ApiError(429, MESSAGES.tooManyAttempts))).toBe(
      MESSAGES.tooManyAttempts,
    );
  });

  it('login: an unverified email says so and is told apart from a wrong password', () => {
    const unverified = new ApiError(403, MESSAGES.verifyEmailFirst);
    expect(loginErrorMessage(unverified)).toBe('Please verify your email first');
    expect(isUnverifiedLogin(unverified)).toBe(true);
    expect(isUnverifiedLogin(new ApiError(401, MESSAGES.loginFailed))).toBe(false);
    expect(isUnverifiedLogin(new ApiError(403, 'This route is for staff accounts'))).toBe(false);
  });

  it('verify email: the server words, or a generic text when there was no answer', () => {
    expect(verifyEmailErrorMessage(new ApiError(401, MESSAGES.invalidPin))).toBe(
      'That code is not right. Check the newest email from us and try again.',
    );
    expect(verifyEmailErrorMessage(new ApiError(429, MESSAGES.tooManyAttempts))).toBe(
      MESSAGES.tooManyAttempts,
    );
    expect(verifyEmailErrorMessage(network)).toBe(MESSAGES.unexpectedErrorToast);
    expect(verifyEmailErrorMessage(new ApiError(500, MESSAGES.somethingWentWrong))).toBe(
      MESSAGES.unexpectedErrorToast,
    );
  });

  it('register: a known rule is shown, anything else reads Email already in use', () => {
    const unsw = DEFAULT_INSTITUTION;
    for (const message of [MESSAGES.zidInUse, MESSAGES.zidFormat, MESSAGES.phoneInvalid]) {
      expect(registerErrorMessage(new ApiError(400, message), unsw)).toBe(
        messageForPeople(message),
      );
    }
    expect(registerErrorMessage(new ApiError(500, MESSAGES.somethingWentWrong), unsw)).toBe(
      MESSAGES.emailInUse,
    );
    expect(registerErrorMessage(network, unsw)).toBe(MESSAGES.emailInUse);
  });

  it("register: another university's rules are known in its own words", () => {
    const other = defineInstitution({
      emailDomains: ['uni.example.edu'],
      idPattern: '^[a-z]{4}\\d{4}$',
      idLabel: 'UniKey',
      timeZone: 'Europe/London',
    });
    const taken = new ApiError(400, 'UniKey already in use');
    expect(registerErrorMessage(taken, other)).toBe('UniKey already in use');
    // Without the institution (a client's form) the same text is not one of its rules.
    expect(registerErrorMessage(taken, undefined)).toBe(MESSAGES.emailInUse);
  });

  it('login: a rule the form could not check itself (400) is shown as the server words it', () => {
    const rule = 'Email must be a university email ending in @uni.example.edu';
    expect(loginErrorMessage(new ApiError(400, rule))).toBe(rule);
  });

  it('forgot password: 404, 400, other status, no answer', () => {
    expect(forgotPasswordErrorMessage(new ApiError(404, 'Email not found'))).toBe(
      'Email not found. Please try again.',
    );
    expect(forgotPasswordErrorMessage(new ApiError(400, 'Email could not send'))).toBe(
      'Email could not send. Please try again.',
    );
    expect(forgotPasswordErrorMessage(new ApiError(500, 'x'))).toBe(
      'An unknown error occurred. Please try again.',
    );
    expect(forgotPasswordErrorMessage(network)).toBe(
      'An unexpected error occurred. Please try again.',
    );
  });

  it('verify code: wrong, expired and locked-out codes say what to do, in the word "code"', () => {
    expect(verifyPinErrorMessage(new ApiError(401, MESSAGES.invalidPin))).toBe(
      'That code is not right. Check the newest email from us and try again.',
    );
    expect(verifyPinErrorMessage(new ApiError(400, MESSAGES.pinExpired))).toBe(
      'This code has expired or was replaced by a newer one. Send a new code and use the newest email.',
    );
    expect(verifyPinErrorMessage(new ApiError(400, MESSAGES.pinTooManyAttempts))).toBe(
      'Too many wrong tries for this code. Send a new code.',
    );
    expect(verifyPinErrorMessage(new ApiError(500, 'x'))).toBe(
      'That code could not be checked. Please try again.',
    );
    for (const error of [MESSAGES.invalidPin, MESSAGES.pinExpired, 'x'].map(
      (m) => new ApiError(400, m),
    ))
      expect(verifyPinErrorMessage(error)).not.toMatch(/\bpin\b/i);
  });

  it('reset password: Error updating password unless a password rule failed', () => {
    expect(resetPasswordErrorMessage(new ApiError(400, MESSAGES.resetNotVerified))).toBe(
      'Error updating password',
    );
    expect(resetPasswordErrorMessage(new ApiError(400, MESSAGES.passwordSpaces))).toBe(
      MESSAGES.passwordSpaces,
    );
  });

  it('reset password: a PIN that no longer opens the reset is told apart (api.md §20.2)', () => {
    expect(isResetNotVerified(new ApiError(400, MESSAGES.resetNotVerified))).toBe(true);
    expect(isResetNotVerified(new ApiError(400, MESSAGES.passwordRules))).toBe(false);
    expect(isResetNotVerified(network)).toBe(false);
  });
});
