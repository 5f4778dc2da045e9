import { z } from 'zod';
import { atMost, idParam, requiredString } from '../common/fields';
import { LIMITS } from '../common/limits';
import { fieldRequired } from '../common/messages';
import { SIGN_IN_MESSAGES } from './sign-in-messages';

/** `/api/lti/context/{contextRef}/…`: the opaque reference of an LMS course. */
export const ltiContextParams = z.object({ contextRef: idParam });
export type LtiContextParams = z.infer<typeof ltiContextParams>;

/** `PUT /api/lti/context/{contextRef}/link`. */
export const ltiLinkBody = z.object({
  subcourseId: z
    .string({ error: fieldRequired('subcourseId') })
    .trim()
    .max(LIMITS.id, atMost('subcourseId', LIMITS.id))
    .min(1, fieldRequired('subcourseId')),
});
export type LtiLinkBody = z.infer<typeof ltiLinkBody>;

/** An LMS course as the link page and the Members page show it. */
export const ltiContextEntry = z.object({
  contextRef: z.string(),
  title: z.string().nullable(),
  label: z.string().nullable(),
  subcourseId: z.string().nullable(),
  /** Whether the platform offered its class list (Names and Role Provisioning Services). */
  canSync: z.boolean(),
});
export type LtiContextEntry = z.infer<typeof ltiContextEntry>;

/**
 * `POST /api/lti/confirm-link`: the one-time reference of a first launch that matched a
 * password account, and that account's password.
 */
export const ltiConfirmLinkBody = z.object({
  // A page without its reference is a link that no longer works: say so, not the field's name.
  ref: requiredString('ref', SIGN_IN_MESSAGES.confirmLinkExpired, LIMITS.id),
  password: requiredString('password', SIGN_IN_MESSAGES.confirmPasswordMissing, LIMITS.password),
});
export type LtiConfirmLinkBody = z.infer<typeof ltiConfirmLinkBody>;

/** What the launch would have handed over: the session, and where it would have landed. */
export const ltiConfirmLinkResponse = z.object({
  access_token: z.string(),
  user: z.enum(['student', 'staff']),
  id: z.string(),
  subcourse: z.string().optional(),
  link: z.string().optional(),
});
export type LtiConfirmLinkResponse = z.infer<typeof ltiConfirmLinkResponse>;
