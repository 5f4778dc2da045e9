import { describe, expect, it } from 'vitest';
import {
  ApiError,
  errorToastText,
  isApiError,
  parseErrorMessage,
  retryAfterSeconds,
  waitText,
} from './api-error';
import { shouldRetry } from './query-client';

describe('api errors', () => {
  it('reads the server {"Error"} body', () => {
    expect(parseErrorMessage({ Error: 'Invalid pin' })).toBe('Invalid pin');
  });

  it.each([null, 'Bad Gateway', { error: 'x' }, { Error: 42 }, { Error: '' }])(
    'gives null for a body that is not {"Error": text}: %j',
    (body) => expect(parseErrorMessage(body)).toBeNull(),
  );

  it('carries status and message', () => {
    const error = new ApiError(404, 'Email not found');
    expect(isApiError(error)).toBe(true);
    expect(error).toBeInstanceOf(Error);
    expect([error.status, error.message]).toEqual([404, 'Email not found']);
  });

  it('retries network failures and 5xx but never 4xx', () => {
    expect(shouldRetry(0, new TypeError('fetch failed'))).toBe(true);
    expect(shouldRetry(0, new ApiError(503, 'x'))).toBe(true);
    expect(shouldRetry(2, new ApiError(503, 'x'))).toBe(false);
    expect(shouldRetry(0, new ApiError(401, 'x'))).toBe(false);
  });

  it('toasts the server reason, or the screen fallback for generic and network failures', () => {
    expect(errorToastText(new ApiError(400, 'This subcourse is archived'), 'F')).toBe(
      'This offering is archived',
    );
    expect(errorToastText(new ApiError(500, 'Something went wrong'), 'F')).toBe('F');
    expect(errorToastText(new TypeError('offline'), 'F')).toBe('F');
  });

  it('words a field key for people and keeps the API text beside it', () => {
    const error = new ApiError(400, 'firstName is required');
    expect(error.message).toBe('Enter your first name');
    expect(error.serverMessage).toBe('firstName is required');
  });

  it('says how long a rate limit lasts when the server sent Retry-After', () => {
    expect(new ApiError(429, 'Too many attempts. Try again later.', 900).message).toBe(
      'Too many attempts. Try again in 15 minutes.',
    );
    expect(new ApiError(429, 'Too many attempts. Try again later.').message).toBe(
      'Too many attempts. Try again later.',
    );
    expect(new ApiError(429, 'Too many imports in this offering', 61).message).toBe(
      'Too many imports in this offering. Try again in 2 minutes.',
    );
  });

  it('reads Retry-After seconds and rounds the wait up', () => {
    expect(retryAfterSeconds('900')).toBe(900);
    expect(retryAfterSeconds('Wed, 21 Oct 2015 07:28:00 GMT')).toBeNull();
    expect(retryAfterSeconds(null)).toBeNull();
    expect([
      waitText(1),
      waitText(59),
      waitText(60),
      waitText(61),
      waitText(3600),
      waitText(7201),
    ]).toEqual(['1 second', '59 seconds', '1 minute', '2 minutes', '1 hour', '3 hours']);
  });
});
