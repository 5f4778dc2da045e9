import { MESSAGES } from '@capstone/contracts';

/**
 * The one error type services throw. Its message leaves the server verbatim as `{"Error": ...}`,
 * so only messages meant for users belong here.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 429 | 503,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message: string) => new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message: string = MESSAGES.notFound) => new AppError(404, message);
/** 429 with `Retry-After`; budgets with a sentence of their own (imports, offerings) name it. */
export const tooManyRequests = (
  retryAfterSeconds: number,
  message: string = MESSAGES.tooManyAttempts,
) => new AppError(429, message, { 'Retry-After': String(retryAfterSeconds) });
