import type { ChangeRequest, ChangeRequestStatusId } from '@capstone/contracts';

export type StatusFilter = ChangeRequestStatusId | 'all';

/** The inbox's status choices, in the order staff work through them; open is the default. */
export const STATUS_FILTERS: readonly { value: StatusFilter; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'approved', label: 'Approved' },
  { value: 'declined', label: 'Declined' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'applied', label: 'Applied' },
  { value: 'all', label: 'All' },
];

export const DEFAULT_STATUS_FILTER: StatusFilter = 'open';

/** The filter a `?status=` value asks for; anything unknown reads as the default. */
export function statusFilterFrom(value: string | null): StatusFilter {
  return STATUS_FILTERS.find((filter) => filter.value === value)?.value ?? DEFAULT_STATUS_FILTER;
}

/** Shades whose badge text passes WCAG AA, one per status. */
export const STATUS_COLORS: Record<ChangeRequestStatusId, string> = {
  open: 'blue.8',
  approved: 'teal.9',
  declined: 'red.9',
  cancelled: 'gray.7',
  applied: '#1e7b34',
};

/** What staff read on a request's badge. */
export function staffStatusLabel(request: Pick<ChangeRequest, 'status' | 'applied_in_version'>) {
  switch (request.status) {
    case 'open':
      return 'Open';
    case 'approved':
      return 'Approved';
    case 'declined':
      return 'Declined';
    case 'cancelled':
      return 'Cancelled';
    case 'applied':
      return request.applied_in_version
        ? `Applied in version ${request.applied_in_version}`
        : 'Applied';
  }
}

/** What the group's members read: where their request stands, in words. */
export function groupStatusText(request: Pick<ChangeRequest, 'status' | 'applied_in_version'>) {
  switch (request.status) {
    case 'open':
      return 'Waiting for staff';
    case 'approved':
      return 'Approved — takes effect when staff publish the next allocation';
    case 'declined':
      return 'Declined';
    case 'cancelled':
      return 'Cancelled';
    case 'applied':
      return request.applied_in_version ? `Done in version ${request.applied_in_version}` : 'Done';
  }
}

export const ANY_PROJECT_TEXT = 'Any project with a free place';

/** The project the group asked for, or "Any project with a free place". */
export const requestedProjectText = (request: Pick<ChangeRequest, 'project'>) =>
  request.project?.name ?? ANY_PROJECT_TEXT;

/** The same inside a sentence: "… to P3." or "… to any project with a free place." */
export const requestedProjectPhrase = (request: Pick<ChangeRequest, 'project'>) =>
  request.project?.name ?? 'any project with a free place';

/** A request that still binds the group: it may not ask again while one is open or approved. */
export const isPending = (request: Pick<ChangeRequest, 'status'>) =>
  request.status === 'open' || request.status === 'approved';

/** The group's pending request, if it has one (at most one exists). */
export const pendingRequest = <T extends Pick<ChangeRequest, 'status'>>(requests: readonly T[]) =>
  requests.find(isPending);

/** Only the lead cancels, and only while staff have not decided. */
export const canCancel = (request: Pick<ChangeRequest, 'status'>, isLead: boolean) =>
  isLead && request.status === 'open';

/** Only a course admin decides, and only an open request. */
export const canDecide = (request: Pick<ChangeRequest, 'status'>, isCourseAdmin: boolean) =>
  isCourseAdmin && request.status === 'open';

/** The inbox's empty sentence for a filter. */
export function emptyInboxText(filter: StatusFilter): string {
  if (filter === 'all') return 'No group has asked to move yet.';
  if (filter === 'open') return 'No request is waiting for a decision.';
  const label = STATUS_FILTERS.find((entry) => entry.value === filter)?.label ?? filter;
  return `No request is ${label.toLowerCase()}.`;
}
