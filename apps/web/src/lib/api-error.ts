import { MESSAGES, messageForPeople } from '@capstone/contracts';

const LATER = /\s*Try again later\.?$/;

/** "15 minutes", "1 hour": the wait a `Retry-After` of `seconds` asks for, rounded up. */
export function waitText(seconds: number): string {
  const [amount, unit] =
    seconds < 60
      ? [Math.max(1, Math.ceil(seconds)), 'second']
      : seconds < 3600
        ? [Math.ceil(seconds / 60), 'minute']
        : [Math.ceil(seconds / 3600), 'hour'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

/** The server's message worded for people, with how long to wait when it said so. */
function messageFor(status: number, serverMessage: string, retryAfterSeconds: number | null) {
  const message = messageForPeople(serverMessage);
  if (status !== 429 || retryAfterSeconds === null || retryAfterSeconds <= 0) return message;
  const base = message.replace(LATER, '');
  const stop = /[.!?]$/.test(base) ? '' : '.';
  return `${base}${stop} Try again in ${waitText(retryAfterSeconds)}.`;
}

/**
 * A non-2xx answer from the server. `serverMessage` is its `{"Error": ...}` text as the API
 * words it (compare against contracts' messages with it); `message` is what a person reads.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly serverMessage: string,
    retryAfterSeconds: number | null = null,
  ) {
    super(messageFor(status, serverMessage, retryAfterSeconds));
  }
}

/** `Retry-After` in seconds (the server sends seconds, never a date), or null. */
export function retryAfterSeconds(header: string | null): number | null {
  if (header === null || !/^\d{1,9}$/.test(header.trim())) return null;
  return Number(header.trim());
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
