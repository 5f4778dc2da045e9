import {
  fieldRequired,
  holdsEmailOrUniversityId,
  RETENTION_MESSAGES,
  RETENTION_POSTPONE_MAX_DAYS,
  RETENTION_REASON_MAX,
  type Institution,
} from '@capstone/contracts';

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
 * The server's checks, in its words, so most mistakes are shown under the field at once. The
 * personal-data check needs the university's id pattern; until it is known the server's answer
 * shows under the field instead.
 */
export function checkPostpone(
  values: PostponeValues,
  today: Date = new Date(),
  institution?: Institution,
) {
  const errors: Partial<Record<keyof PostponeValues, string>> = {};
  const reason = values.reason.trim();
  if (!reason) errors.reason = fieldRequired('reason');
  else if (reason.length > RETENTION_REASON_MAX) errors.reason = RETENTION_MESSAGES.reasonTooLong;
  else if (institution && holdsEmailOrUniversityId(institution, reason)) {
    errors.reason = RETENTION_MESSAGES.reasonPersonalData;
  }
  const { min, max } = postponeRange(today);
  if (!values.until) errors.until = fieldRequired('until');
  else if (!/^\d{4}-\d{2}-\d{2}$/.test(values.until)) errors.until = RETENTION_MESSAGES.untilFormat;
  else if (values.until < min) errors.until = RETENTION_MESSAGES.untilInPast;
  else if (values.until > max) errors.until = RETENTION_MESSAGES.untilTooFar;
  return errors;
}
