import { z } from 'zod';
import { atMost, idParam } from '../common/fields';
import { LIMITS } from '../common/limits';
import { fieldRequired } from '../common/messages';

/** `/api/lti/context/{contextRef}/…` (issue 19): the opaque reference of an LMS course. */
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
