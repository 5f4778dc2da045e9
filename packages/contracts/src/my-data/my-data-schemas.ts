import { z } from 'zod';
import { idParam } from '../common/fields';
import { LIMITS } from '../common/limits';
import { atMost } from '../common/fields';

/**
 * `DELETE /api/{role}/me`: the current password. Optional so that an account without one (it
 * signs in through the university or the LMS) can send `{}`; the service decides.
 */
export const deleteAccountBody = z
  .object({
    password: z
      .string({ error: 'password must be a string' })
      .max(LIMITS.password, atMost('password', LIMITS.password))
      .optional(),
  })
  .strict();
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;

export const subcourseStudentParams = z.object({ subcourseId: idParam, studentId: idParam });

/** The name of an export's file: `capstone-data-<role>-<date>.json`. */
export const exportFileName = (role: string, at: Date) =>
  `capstone-data-${role}-${at.toISOString().slice(0, 10)}.json`;
