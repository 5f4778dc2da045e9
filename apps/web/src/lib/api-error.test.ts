import { describe, expect, it } from 'vitest';
import { ApiError, errorToastText, isApiError, parseErrorMessage } from './api-error';
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
      'This subcourse is archived',
    );
    expect(errorToastText(new ApiError(500, 'Something went wrong'), 'F')).toBe('F');
    expect(errorToastText(new TypeError('offline'), 'F')).toBe('F');
  });
});
