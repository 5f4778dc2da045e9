import { calendarDay } from '../../lib/time-zone';

/**
 * Project dates are calendar days in the institution's time zone (`TIME_ZONE`, default
 * Australia/Sydney): a project saved at 9 am in Sydney is dated that day, not the UTC one before.
 */
export const projectDate = (timeZone: string, now: Date = new Date()): string =>
  calendarDay(timeZone, now);
