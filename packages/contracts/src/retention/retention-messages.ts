/** Messages of the retention of archived offerings (README.md, "Retention"). */
export const RETENTION_MESSAGES = {
  notDue: "This offering's data is not due for deletion",
  reasonTooLong: 'reason must be at most 500 characters',
  /** The reason is kept for good in the audit trail, so it names nobody. */
  reasonPersonalData: 'reason must not contain an email or a university id',
  untilFormat: 'until must be a date (YYYY-MM-DD)',
  untilInPast: 'until must be a date after today',
  untilTooFar: 'until must be within a year from today',
  confirmed: "The offering's personal data was deleted",
  postponed: 'Deletion postponed',
} as const;

/** The longest reason for a postponement: a sentence or two, never personal data. */
export const RETENTION_REASON_MAX = 500;
/** How far a postponement may reach: a year at most, then it is due again. */
export const RETENTION_POSTPONE_MAX_DAYS = 366;
