import { z } from 'zod';
import { requiredString } from '../common/fields';
import { fieldRequired } from '../common/messages';
import { RETENTION_MESSAGES, RETENTION_REASON_MAX } from './retention-messages';

const count = z.number().int().nonnegative();

/**
 * One offering whose personal data is due for deletion (`GET /api/admin/retention`): archived
 * `RETENTION_DAYS` ago or more, not erased, not postponed past today. Counts say what a
 * confirmation would delete.
 */
export const dueOffering = z.object({
  subcourse_id: z.string(),
  code: z.string(),
  name: z.string(),
  term: z.number().int(),
  year: z.number().int(),
  archived_at: z.string().describe('ISO time the offering was archived'),
  due_since: z.string().describe('ISO time the retention job found it due'),
  /** The last postponement, which has run out, if there was one. */
  last_postponed_until: z.string().nullable(),
  students: count,
  groups: count,
  posts: count,
});
export type DueOffering = z.infer<typeof dueOffering>;
export const dueOfferings = z.array(dueOffering);

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date `YYYY-MM-DD` that exists (no 31 February). */
const isCalendarDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/**
 * `POST /api/admin/retention/{subcourseId}/postpone`: why (staff-written, no personal data) and
 * until when; the service checks the date lies after today and within a year.
 */
export const postponeRetentionBody = z.object(
  {
    reason: requiredString(
      'reason',
      fieldRequired('reason'),
      RETENTION_REASON_MAX,
      RETENTION_MESSAGES.reasonTooLong,
    ),
    until: requiredString('until', fieldRequired('until'), 10, RETENTION_MESSAGES.untilFormat)
      .regex(DATE_RE, RETENTION_MESSAGES.untilFormat)
      .refine(isCalendarDate, RETENTION_MESSAGES.untilFormat),
  },
  { error: fieldRequired('reason') },
);
export type PostponeRetentionBody = z.infer<typeof postponeRetentionBody>;
