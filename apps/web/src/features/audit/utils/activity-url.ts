import { AUDIT_ACTIONS, LIMITS, SEARCH_MAX_LENGTH, type AuditAction } from '@capstone/contracts';
import { NO_AUDIT_FILTERS, type AuditFilters } from './audit-filters';
import { parseDayText } from './day-text';

/** The Activity page's state, as its address keeps it: the server's filters and the search. */
export interface ActivityView extends AuditFilters {
  /** Words to find in the loaded events (what happened, the person, the address). */
  search: string;
}

export const EMPTY_ACTIVITY_VIEW: ActivityView = { ...NO_AUDIT_FILTERS, search: '' };

const KEYS = ['person', 'action', 'from', 'to', 'search'] as const;

const isAction = (value: string): value is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(value);

/** An ISO day only when it is a real one; a shared link with `from=31/02` asks for no day. */
const isoDay = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? parseDayText(value) : null);

/**
 * The view a link or a reload asks for. Values the server would refuse (an unknown action, a day
 * that does not exist, an id longer than any) are left out rather than shown as an error, so an
 * edited link still opens the page.
 */
export function viewFromParams(params: URLSearchParams): ActivityView {
  const get = (key: string) => params.get(key)?.trim() ?? '';
  const person = get('person');
  const action = get('action');
  return {
    person: person.length <= LIMITS.id ? person : '',
    action: isAction(action) ? action : '',
    from: isoDay(get('from')) ?? '',
    to: isoDay(get('to')) ?? '',
    search: (params.get('search') ?? '').slice(0, SEARCH_MAX_LENGTH),
  };
}

/** The address's query for `view`: only what is set, always in one order, so links compare. */
export function paramsFromView(view: ActivityView): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of KEYS) if (view[key]) params.set(key, view[key]);
  return params;
}

/** The part of the view the server filters by. */
export const serverFilters = ({ person, action, from, to }: ActivityView): AuditFilters => ({
  person,
  action,
  from,
  to,
});

export const sameFilters = (a: AuditFilters, b: AuditFilters) =>
  a.person === b.person && a.action === b.action && a.from === b.from && a.to === b.to;
