import { z } from 'zod';
import { LIMITS } from '../common/limits';
import { AUDIT_ACTIONS } from './audit-actions';
import { auditSentence } from './audit-sentence';

/** The longest page of the trail one request reads, and the deepest offset it may start at. */
export const AUDIT_PAGE_MAX = 500;
export const AUDIT_OFFSET_MAX = 100_000;
/** The most events one CSV export holds (the newest first). */
export const AUDIT_CSV_MAX = 10_000;

export const AUDIT_MESSAGES = {
  personRule: 'person must be an account id',
  actionRule: 'action must be one of the audited actions',
  fromRule: 'from must be a date (YYYY-MM-DD)',
  toRule: 'to must be a date (YYYY-MM-DD)',
  rangeRule: 'from must not be after to',
  limitRule: `limit must be a whole number from 1 to ${AUDIT_PAGE_MAX}`,
  offsetRule: `offset must be a whole number from 0 to ${AUDIT_OFFSET_MAX}`,
  formatRule: 'format must be json or csv',
  /** What the Activity page and the CSV call an account that was deleted. */
  deletedUser: 'Deleted user',
  system: 'System',
} as const;

const M = AUDIT_MESSAGES;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDate = (value: string) => {
  const at = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(value);
};
const dateField = (message: string) =>
  z
    .string()
    .max(10, { message, abort: true })
    .regex(DATE, { message, abort: true })
    .refine(isCalendarDate, message)
    .optional();

const wholeNumber = (message: string, min: number, max: number, fallback: number) =>
  z
    .string()
    .max(6, { message, abort: true })
    .regex(/^\d{1,6}$/, { message, abort: true })
    .transform(Number)
    .refine((n) => n >= min && n <= max, message)
    .optional()
    .transform((n) => n ?? fallback);

/**
 * Query of `GET /api/admin/{subcourseId}/audit`. `from` and `to` are calendar days in the
 * server's time zone, both included.
 */
export const auditQuery = z
  .object({
    person: z
      .string()
      .min(1, M.personRule)
      .max(LIMITS.id, { message: M.personRule, abort: true })
      .optional(),
    action: z.enum(AUDIT_ACTIONS as [string, ...string[]], { error: M.actionRule }).optional(),
    from: dateField(M.fromRule),
    to: dateField(M.toRule),
    limit: wholeNumber(M.limitRule, 1, AUDIT_PAGE_MAX, 100),
    offset: wholeNumber(M.offsetRule, 0, AUDIT_OFFSET_MAX, 0),
    format: z.enum(['json', 'csv'], { error: M.formatRule }).optional().default('json'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: M.rangeRule, path: ['from'] });
export type AuditQuery = z.output<typeof auditQuery>;

const auditPerson = z.object({
  /** `student`, `staff`, `client`, or `system` (no id). */
  type: z.string(),
  id: z.string().nullable(),
  /** Read when the trail is read; `Deleted user` once the account was deleted. */
  name: z.string(),
});

/** One event of the trail as the Activity page shows it. */
export const auditEventView = z.object({
  id: z.string(),
  at: z.string(),
  action: z.string(),
  action_label: z.string(),
  actor: auditPerson,
  target: z.object({ type: z.string(), id: z.string(), name: z.string().nullable() }).nullable(),
  subject: auditPerson.nullable(),
  subcourse_id: z.string().nullable(),
  course_id: z.string().nullable(),
  summary: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
});
export type AuditEventView = z.infer<typeof auditEventView>;

export const auditListResponse = z.object({
  events: z.array(auditEventView),
  /** The `offset` of the next page, null on the last. */
  next_offset: z.number().int().nullable(),
});
export type AuditListResponse = z.infer<typeof auditListResponse>;

/** Keys read first, in this order (the database keeps no order); the rest alphabetically. */
const SUMMARY_ORDER = ['kind', 'before', 'after', 'created', 'updated', 'unchanged', 'errors'];
const rank = (key: string) => {
  const at = SUMMARY_ORDER.indexOf(key);
  return at === -1 ? SUMMARY_ORDER.length : at;
};

/** The summary as one line of `key: value` pairs (empty ones left out), for the table and CSV. */
export function auditSummaryText(summary: Record<string, unknown>): string {
  return Object.entries(summary)
    .filter(([, value]) => value !== null && value !== undefined)
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join('; ');
}

/**
 * The CSV columns of the trail, shared by the server's export and the Activity page. "What
 * happened" (the page's sentence) came last, after the columns readers already had.
 */
export const AUDIT_CSV_HEADERS = [
  'Time',
  'Person',
  'Action',
  'Target',
  'About',
  'Summary',
  'IP address',
  'What happened',
] as const;

export function auditCsvRow(event: AuditEventView): string[] {
  return [
    event.at,
    event.actor.name,
    event.action_label,
    event.target ? (event.target.name ?? `${event.target.type} ${event.target.id}`) : '',
    event.subject?.name ?? '',
    auditSummaryText(event.summary),
    event.ip ?? '',
    auditSentence(event),
  ];
}

/** Letters, digits and dashes only: a file name part that every system keeps as it is. */
const fileNamePart = (value: string) =>
  value
    .replace(/[^A-Za-z0-9]+/g, '-')
    .split('-')
    .filter(Boolean)
    .join('-');

/**
 * `activity-COMP3900-2026-T1-2026-11-27.csv`: the offering (code, year, term) and the day of the
 * export, so exports of two offerings on one day never share a name.
 */
export function activityCsvFileName(
  offering: { code: string; year: number; term: number },
  day: string,
): string {
  const parts = [offering.code, String(offering.year), `T${offering.term}`, day];
  return `activity-${parts.map(fileNamePart).filter(Boolean).join('-')}.csv`;
}
