import { z } from 'zod';
import { LIMITS, tooLong } from './limits';
import { fieldRequired, MESSAGES } from './messages';
import { normaliseName, PASSWORD_RE } from './patterns';

const isMissing = (input: unknown) => input === undefined || input === null;

/**
 * A length check that stops the others: nothing after it (patterns, refinements) ever runs on
 * a string longer than `max`.
 */
export const atMost = (field: string, max: number, message = tooLong(field, max)) => ({
  message,
  abort: true,
});

/**
 * A string that must be present; names the field in both "missing" and "wrong type" errors.
 * It is at most `max` characters (after trimming), checked before anything chained after it.
 */
export const requiredString = (
  field: string,
  missingMessage = fieldRequired(field),
  max: number = LIMITS.shortText,
  tooLongMessage = tooLong(field, max),
) =>
  z
    .string({
      error: (iss) => (isMissing(iss.input) ? missingMessage : `${field} must be a string`),
    })
    .trim()
    .max(max, atMost(field, max, tooLongMessage))
    .min(1, missingMessage);

/** An optional string (absent or null allowed), trimmed and at most `max` characters. */
export const optionalString = (field: string, max: number = LIMITS.shortText) =>
  z
    .string({ error: `${field} must be a string` })
    .trim()
    .max(max, atMost(field, max))
    .nullish();

/** A person's or company's name: trimmed, repeated spaces collapsed. */
export const nameString = (field: string, max: number = LIMITS.personName) =>
  requiredString(field, fieldRequired(field), max).transform(normaliseName);

/** Passwords are never trimmed: a space is an error of its own, reported before strength. */
export const passwordString = (missingMessage = fieldRequired('password')) =>
  z
    .string({
      error: (iss) => (isMissing(iss.input) ? missingMessage : 'password must be a string'),
    })
    .max(LIMITS.password, atMost('password', LIMITS.password))
    .min(1, missingMessage)
    .refine((value) => !/\s/.test(value), MESSAGES.passwordSpaces)
    .refine((value) => PASSWORD_RE.test(value), MESSAGES.passwordRules);

/**
 * Opaque id in a path: any non-empty string; unknown ids are answered 404 by the service. Too
 * long is a 400 that the error handler words with the param's own name.
 */
export const idParam = z.string().min(1).max(LIMITS.id);

export const messageResponse = z.object({ message: z.string() });
export const errorResponse = z.object({ Error: z.string() });
