import { MESSAGES } from '@capstone/contracts';

/** A non-2xx answer from the server; `message` is its `{"Error": ...}` text. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const FALLBACK_ERROR: string = MESSAGES.somethingWentWrong;

/** Reads `{"Error": "..."}`; anything else (HTML from a proxy, empty body) gives null. */
export function parseErrorMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('Error' in body)) return null;
  const message = (body as { Error: unknown }).Error;
  return typeof message === 'string' && message.length > 0 ? message : null;
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/**
 * The text of a toast for a failed call: the server's `Error` when it sent one that says more
 * than the generic 500 text, else the screen's own fallback.
 */
export const errorToastText = (error: unknown, fallback: string): string =>
  isApiError(error) && error.message !== FALLBACK_ERROR ? error.message : fallback;
