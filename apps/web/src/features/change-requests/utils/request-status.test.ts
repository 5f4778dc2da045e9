import { CHANGE_REQUEST_STATUSES } from '@capstone/contracts';
import { describe, expect, it } from 'vitest';
import {
  canCancel,
  canDecide,
  emptyInboxText,
  groupStatusText,
  pendingRequest,
  requestedProjectPhrase,
  requestedProjectText,
  staffStatusLabel,
  STATUS_COLORS,
  STATUS_FILTERS,
  statusFilterFrom,
} from './request-status';

const ref = (name: string) => ({ id: `id-${name}`, name });

describe("the group's words for a request", () => {
  it('says where each status stands', () => {
    expect(groupStatusText({ status: 'open' })).toBe('Waiting for staff');
    expect(groupStatusText({ status: 'approved' })).toBe(
      'Approved — takes effect when staff publish the next allocation',
    );
    expect(groupStatusText({ status: 'declined' })).toBe('Declined');
    expect(groupStatusText({ status: 'cancelled' })).toBe('Cancelled');
    expect(groupStatusText({ status: 'applied', applied_in_version: 3 })).toBe('Done in version 3');
    expect(groupStatusText({ status: 'applied', applied_in_version: null })).toBe('Done');
  });

  it('gives staff a short label and the version an applied request came true in', () => {
    expect(staffStatusLabel({ status: 'open' })).toBe('Open');
    expect(staffStatusLabel({ status: 'applied', applied_in_version: 2 })).toBe(
      'Applied in version 2',
    );
    expect(staffStatusLabel({ status: 'applied' })).toBe('Applied');
  });

  it('has a colour for every status', () => {
    for (const status of CHANGE_REQUEST_STATUSES) expect(STATUS_COLORS[status]).toBeTruthy();
  });

  it('names the requested project, or any project with a free place', () => {
    expect(requestedProjectText({ project: ref('P3') })).toBe('P3');
    expect(requestedProjectText({ project: null })).toBe('Any project with a free place');
    expect(requestedProjectPhrase({ project: null })).toBe('any project with a free place');
  });
});

describe('who may do what', () => {
  it('lets only the lead cancel, and only an open request', () => {
    expect(canCancel({ status: 'open' }, true)).toBe(true);
    expect(canCancel({ status: 'open' }, false)).toBe(false);
    for (const status of ['approved', 'declined', 'cancelled', 'applied'] as const) {
      expect(canCancel({ status }, true)).toBe(false);
    }
  });

  it('lets only a course admin decide, and only an open request', () => {
    expect(canDecide({ status: 'open' }, true)).toBe(true);
    expect(canDecide({ status: 'open' }, false)).toBe(false);
    expect(canDecide({ status: 'approved' }, true)).toBe(false);
  });

  it('finds the pending request: open or approved, never a final one', () => {
    expect(pendingRequest([{ status: 'declined' }, { status: 'applied' }])).toBeUndefined();
    expect(pendingRequest([{ status: 'cancelled' }, { status: 'approved' }])).toEqual({
      status: 'approved',
    });
    expect(pendingRequest([{ status: 'open' }])).toEqual({ status: 'open' });
  });
});

describe('the inbox filter', () => {
  it('offers every status and all, open first', () => {
    expect(STATUS_FILTERS.map((filter) => filter.value)).toEqual([
      'open',
      'approved',
      'declined',
      'cancelled',
      'applied',
      'all',
    ]);
  });

  it('reads the address, open when it says nothing or something unknown', () => {
    expect(statusFilterFrom(null)).toBe('open');
    expect(statusFilterFrom('nonsense')).toBe('open');
    expect(statusFilterFrom('all')).toBe('all');
    expect(statusFilterFrom('declined')).toBe('declined');
  });

  it('says what is missing for each filter', () => {
    expect(emptyInboxText('open')).toBe('No request is waiting for a decision.');
    expect(emptyInboxText('all')).toBe('No group has asked to move yet.');
    expect(emptyInboxText('declined')).toBe('No request is declined.');
  });
});
