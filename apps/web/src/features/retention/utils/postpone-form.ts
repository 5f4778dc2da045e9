import {
  holdsEmailOrUniversityId,
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
 * The server's checks, in its words, so most mistakes are shown under the field at once: the
 * body's own schema from the contracts, then the window and the personal-data rule the service
 * adds. The personal-data check needs the university's id pattern; until it is known the
 * server's answer shows under the field instead.
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
  if (
    !errors.reason &&
    institution &&
    holdsEmailOrUniversityId(institution, values.reason.trim())
  ) {
    errors.reason = RETENTION_MESSAGES.reasonPersonalData;
  }
  if (!errors.until) {
    const { min, max } = postponeRange(today);
    if (values.until < min) errors.until = RETENTION_MESSAGES.untilInPast;
    else if (values.until > max) errors.until = RETENTION_MESSAGES.untilTooFar;
  }
  return errors;
}
