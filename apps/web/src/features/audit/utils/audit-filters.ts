import {
  AUDIT_ACTION_LABELS,
  type AuditAction,
  type AuditEventView,
  type MemberEntry,
} from '@capstone/contracts';

/** The Activity page's filters; empty strings mean "any". */
export interface AuditFilters {
  person: string;
  action: AuditAction | '';
  /** `YYYY-MM-DD`, both days included. */
  from: string;
  to: string;
}

export const NO_AUDIT_FILTERS: AuditFilters = { person: '', action: '', from: '', to: '' };

/** The query string of the audit route: only the filters that are set, then the page. */
export function auditSearch(filters: AuditFilters, extra: Record<string, string | number>) {
  const search = new URLSearchParams();
  for (const key of ['person', 'action', 'from', 'to'] as const) {
    if (filters[key]) search.set(key, filters[key]);
  }
  for (const [key, value] of Object.entries(extra)) search.set(key, String(value));
  return search.toString();
}

/** From after To is refused by the server; the page says so before asking. */
export const invalidRange = (filters: AuditFilters) =>
  !!filters.from && !!filters.to && filters.from > filters.to;

export const ACTION_OPTIONS = Object.entries(AUDIT_ACTION_LABELS)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label));

/**
 * Who the person filter offers: the staff of S (those who act), and anyone else who acted in
 * the events already shown (a former member, a client); sorted by name.
 */
export function personOptions(
  members: readonly MemberEntry[] | undefined,
  events: readonly AuditEventView[],
) {
  const people = new Map<string, string>();
  for (const member of members ?? []) {
    if (member.role !== 'student') people.set(member.id, member.name);
  }
  for (const event of events) {
    if (event.actor.id && !people.has(event.actor.id)) people.set(event.actor.id, event.actor.name);
  }
  return [...people]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label) || a.value.localeCompare(b.value));
}
