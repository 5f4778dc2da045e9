import { z } from 'zod';
import { atMost, requiredString } from '../common/fields';
import { LIMITS } from '../common/limits';
import { fieldRequired, MESSAGES } from '../common/messages';
import {
  ABN_RE,
  CONTACT_HOURS_RE,
  EMAIL_RE,
  normaliseName,
  PHONE_IGNORED_RE,
  PHONE_RE,
} from '../common/patterns';

/** PUT /api/admin/client/verify and /reject */
export const clientIdBody = z.object({
  client_id: requiredString('client_id', fieldRequired('client_id'), LIMITS.id),
});
export type ClientIdBody = z.infer<typeof clientIdBody>;

export const CLIENT_NAME_MAX = LIMITS.address;
export const CLIENT_TEXT_MAX = LIMITS.companyBrief;
/** Entries a client's wishlist or preferences may hold, and groups per entry. */
export const CLIENT_PICKS_MAX = 100;
export const CLIENT_PICK_GROUPS_MAX = 50;

/** A required text field (`<field> is required` when missing, null or blank). */
const required = (field: string, max = CLIENT_NAME_MAX) =>
  requiredString(field, fieldRequired(field), max);

/** Left out keeps the stored value; null, like a missing field at registration, is refused. */
const keptOrSet = (field: string) =>
  z.string({
    error: (iss) => (iss.input === null ? fieldRequired(field) : `${field} must be a string`),
  });

/** A field that may be left out to keep the stored value; when sent it must be set. */
const optional = (field: string, max = CLIENT_NAME_MAX) =>
  keptOrSet(field)
    .trim()
    .max(max, atMost(field, max))
    .min(1, { message: fieldRequired(field), abort: true })
    .optional();

const projectGroups = (field: string) => {
  const shape = `${field} must be a list of {project, groups}`;
  const groupIds = `${field}: groups must be a list of ids`;
  return z
    .array(
      z.object(
        {
          project: z.string({ error: shape }).trim().min(1, shape).max(LIMITS.id, shape),
          groups: z
            .array(z.string({ error: groupIds }).trim().min(1, groupIds).max(LIMITS.id, groupIds), {
              error: groupIds,
            })
            .max(CLIENT_PICK_GROUPS_MAX, `${field}: at most ${CLIENT_PICK_GROUPS_MAX} groups`)
            .nullish()
            .transform((groups) => [...new Set(groups ?? [])]),
        },
        { error: shape },
      ),
      { error: shape },
    )
    .max(CLIENT_PICKS_MAX, `${field} must have at most ${CLIENT_PICKS_MAX} entries`)
    .nullish();
};

/**
 * PUT /api/client/update. `name` and `email` are required; every other field keeps its stored
 * value when left out and is checked as at registration when sent (null included: it would
 * erase data the account must have). A new `email` needs `current_password`. `is_verified`,
 * `projects` and `courses` are server-controlled: unknown keys are stripped, so they are ignored.
 * `id`, if sent, must be the caller's own (else 403 `You can only edit your own profile`).
 */
export const updateClientBody = z.object({
  id: z.string({ error: 'id must be a string' }).max(LIMITS.id, atMost('id', LIMITS.id)).nullish(),
  name: required('name', LIMITS.personName).transform(normaliseName),
  email: required('email', LIMITS.email).toLowerCase().regex(EMAIL_RE, MESSAGES.emailInvalid),
  phone: optional('phone', LIMITS.phone).refine(
    (value) => value == null || PHONE_RE.test(value.replace(PHONE_IGNORED_RE, '')),
    MESSAGES.phoneInvalid,
  ),
  company_name: optional('company_name', LIMITS.companyName).transform(
    (value) => value && normaliseName(value),
  ),
  industry: optional('industry', LIMITS.shortText),
  company_abn: keptOrSet('company_abn')
    .max(LIMITS.phone, { message: MESSAGES.abnDigits, abort: true })
    .transform((value) => value.replace(/\s/g, ''))
    .refine((value) => ABN_RE.test(value), MESSAGES.abnDigits)
    .optional(),
  hours: optional('hours', LIMITS.phone).refine(
    (value) => value == null || CONTACT_HOURS_RE.test(value),
    MESSAGES.contactHours,
  ),
  company_brief: z
    .string({ error: 'company_brief must be a string' })
    .trim()
    .max(CLIENT_TEXT_MAX, atMost('company_brief', CLIENT_TEXT_MAX))
    .nullish(),
  company_address: optional('company_address', LIMITS.address),
  wishlist: projectGroups('wishlist'),
  preferences: projectGroups('preferences'),
  /** Needed only when `email` changes; never stored. */
  current_password: z
    .string({ error: 'current_password must be a string' })
    .max(LIMITS.password, atMost('current_password', LIMITS.password))
    .nullish(),
});
export type UpdateClientBody = z.infer<typeof updateClientBody>;
