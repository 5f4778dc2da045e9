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

/**
 * `GET /api/{role}/me/deletion`: what deleting the caller's own account needs, read before the
 * dialog asks for anything. An account with a password confirms with it; one without (university
 * or LMS sign-in, an import never activated) needs a sign-in of the last minutes instead. A
 * client's projects held by running offerings block the deletion until their staff withdraw them.
 */
export const deletionCheckResponse = z.object({
  has_password: z.boolean().describe('Whether DELETE /api/{role}/me asks for the password'),
  recent_sign_in_until: z
    .string()
    .nullable()
    .describe(
      'Without a password: until when (ISO 8601) this sign-in is recent enough to delete; ' +
        'null when it no longer is, or when the account has a password',
    ),
  blocked_by: z
    .array(
      z.object({
        project: z.object({ id: z.string(), name: z.string() }),
        offering: z.object({ id: z.string(), code: z.string(), name: z.string() }),
      }),
    )
    .describe("A client's projects in active offerings, which refuse the deletion (409)"),
});
export type DeletionCheckResponse = z.infer<typeof deletionCheckResponse>;
