import { z } from 'zod';
import { fieldRequired, MESSAGES } from './messages';
import { normaliseName, PASSWORD_RE } from './patterns';

const isMissing = (input: unknown) => input === undefined || input === null;

/** A string that must be present; names the field in both "missing" and "wrong type" errors. */
export const requiredString = (field: string, missingMessage = fieldRequired(field)) =>
  z
    .string({
      error: (iss) => (isMissing(iss.input) ? missingMessage : `${field} must be a string`),
    })
    .trim()
    .min(1, missingMessage);

/** A person's or company's name: trimmed, repeated spaces collapsed. */
export const nameString = (field: string) => requiredString(field).transform(normaliseName);

/** Passwords are never trimmed: a space is an error of its own, reported before strength. */
export const passwordString = (missingMessage = fieldRequired('password')) =>
  z
    .string({
      error: (iss) => (isMissing(iss.input) ? missingMessage : 'password must be a string'),
    })
    .min(1, missingMessage)
    .refine((value) => !/\s/.test(value), MESSAGES.passwordSpaces)
    .refine((value) => PASSWORD_RE.test(value), MESSAGES.passwordRules);

/** Opaque id in a path: any non-empty string; unknown ids are answered 404 by the service. */
export const idParam = z.string().min(1).max(100);

export const messageResponse = z.object({ message: z.string() });
export const errorResponse = z.object({ Error: z.string() });
