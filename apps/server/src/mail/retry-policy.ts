const MINUTE = 60_000;

/**
 * The wait after each failed try: six tries in all, the last about an hour after the first
 * (2 + 4 + 8 + 16 + 32 minutes), long enough to ride out an SMTP restart or a greylisting
 * server, short enough that an access code still arrives the same day.
 */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [2, 4, 8, 16, 32].map((m) => m * MINUTE);

const MAX_ERROR_LENGTH = 500;

interface SmtpError {
  responseCode?: unknown;
  code?: unknown;
  message?: unknown;
}

/**
 * A permanent refusal: the SMTP server answered 5xx (550 mailbox unavailable, 553 bad
 * address…). Trying again would be refused again, so the mail fails at once. Connection errors,
 * timeouts and 4xx answers are worth another try.
 */
export function isPermanentRefusal(error: unknown): boolean {
  const code = (error as SmtpError | null)?.responseCode;
  return typeof code === 'number' && code >= 500;
}

/** What the outbox keeps of a failure: the SMTP code and message, never the mail itself. */
export function describeError(error: unknown): string {
  const { responseCode, code, message } = (error ?? {}) as SmtpError;
  const label = typeof responseCode === 'number' ? responseCode : typeof code === 'string' && code;
  const text = typeof message === 'string' ? message : String(error);
  return (label ? `${label} ${text}` : text).slice(0, MAX_ERROR_LENGTH);
}
