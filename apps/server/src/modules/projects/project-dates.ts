/**
 * Project dates are calendar days in the server's time zone (api.md §1.5, default
 * Australia/Sydney): a project saved at 9 am in Sydney is dated that day, not the UTC one before.
 */
export const PROJECT_TIME_ZONE = 'Australia/Sydney';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: PROJECT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** `YYYY-MM-DD` of `now` in the project time zone. */
export function projectDate(now: Date = new Date()): string {
  const parts = Object.fromEntries(dayFormat.formatToParts(now).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
