import {
  holdsEmailOrUniversityId,
  messageForPeople,
  postponeRetentionBody,
  RETENTION_MESSAGES,
  RETENTION_POSTPONE_MAX_DAYS,
  type Institution,
} from '@capstone/contracts';
import { issuesToErrors } from '@/lib/form-validation';

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The dates a postponement may reach: from tomorrow to a year from today (as the server). */
export function postponeRange(today: Date = new Date()) {
  return {
    min: isoDay(new Date(today.getTime() + DAY_MS)),
    max: isoDay(new Date(today.getTime() + RETENTION_POSTPONE_MAX_DAYS * DAY_MS)),
  };
}

export interface PostponeValues {
  reason: string;
  until: string;
}

/**
 * What the Reason field says while it is typed: that an email or a university id in it will be
 * refused, before anything is sent (the reason is kept for good). Null when it holds neither, or
 * while the university's id pattern is not known (the server's answer shows then).
 */
export function reasonPersonalDataError(reason: string, institution?: Institution) {
  return institution && holdsEmailOrUniversityId(institution, reason.trim())
    ? messageForPeople(RETENTION_MESSAGES.reasonPersonalData)
    : null;
}

/**
 * The server's checks, worded for people, so most mistakes are shown under the field at once:
 * the body's own schema from the contracts, then the window and the personal-data rule the
 * service adds.
 */
export function checkPostpone(
  values: PostponeValues,
  today: Date = new Date(),
  institution?: Institution,
) {
  const parsed = postponeRetentionBody.safeParse(values);
  const errors: Partial<Record<keyof PostponeValues, string>> = parsed.success
    ? {}
    : issuesToErrors(parsed.error.issues);
  const personal = reasonPersonalDataError(values.reason, institution);
  if (!errors.reason && personal) errors.reason = personal;
  if (!errors.until) {
    const { min, max } = postponeRange(today);
    if (values.until < min) errors.until = messageForPeople(RETENTION_MESSAGES.untilInPast);
    else if (values.until > max) errors.until = messageForPeople(RETENTION_MESSAGES.untilTooFar);
  }
  return errors;
}
