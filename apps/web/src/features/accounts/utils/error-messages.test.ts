import { MESSAGES } from '@capstone/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import {
  forgotPasswordErrorMessage,
  loginErrorMessage,
  registerErrorMessage,
  resetPasswordErrorMessage,
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

  it('register: a known rule is shown, anything else reads Email already in use', () => {
    expect(registerErrorMessage(new ApiError(400, MESSAGES.zidInUse))).toBe(MESSAGES.zidInUse);
    expect(registerErrorMessage(new ApiError(500, MESSAGES.somethingWentWrong))).toBe(
      MESSAGES.emailInUse,
    );
    expect(registerErrorMessage(network)).toBe(MESSAGES.emailInUse);
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

  it('verify PIN: a wrong PIN reads as the spec toast; expiry and lock-out say what to do', () => {
    expect(verifyPinErrorMessage(new ApiError(401, MESSAGES.invalidPin))).toBe(
      'Error verifying PIN. Please try again.',
    );
    expect(verifyPinErrorMessage(new ApiError(400, MESSAGES.pinExpired))).toBe(MESSAGES.pinExpired);
    expect(verifyPinErrorMessage(new ApiError(400, MESSAGES.pinTooManyAttempts))).toBe(
      MESSAGES.pinTooManyAttempts,
    );
  });

  it('reset password: Error updating password unless a password rule failed', () => {
    expect(resetPasswordErrorMessage(new ApiError(400, MESSAGES.resetNotVerified))).toBe(
      'Error updating password',
    );
    expect(resetPasswordErrorMessage(new ApiError(400, MESSAGES.passwordSpaces))).toBe(
      MESSAGES.passwordSpaces,
    );
  });
});
