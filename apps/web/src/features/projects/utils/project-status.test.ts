import { describe, expect, it } from 'vitest';
import {
  canDeleteProject,
  canShowGroups,
  countByFilter,
  DEFAULT_STATUS_FILTER,
  emptyTabMessage,
  FILTER_LABELS,
  filterProjects,
  isStatusFilter,
} from './project-status';

const rows = [
  { id: 'a', status: 'draft', proj_no: 4 },
  { id: 'b', status: 'available', proj_no: 3 },
  { id: 'c', status: 'submitted', proj_no: 1 },
  { id: 'd', status: 'available', proj_no: 2 },
  { id: 'e', status: 'unavailable', proj_no: 5 },
] as const;

describe('client project tabs (spec 2 §2, §9)', () => {
  it('opens on AVAILABLE and lists the tabs in the spec order', () => {
    expect(DEFAULT_STATUS_FILTER).toBe('available');
    expect(Object.values(FILTER_LABELS)).toEqual([
      'AVAILABLE',
      'UNAVAILABLE',
      'SUBMITTED',
      'DRAFT',
      'ALL',
    ]);
  });

  it('keeps one status per tab, by project number', () => {
    expect(filterProjects(rows, 'available').map((p) => p.id)).toEqual(['d', 'b']);
    expect(filterProjects(rows, 'submitted').map((p) => p.id)).toEqual(['c']);
    expect(filterProjects(rows, 'draft').map((p) => p.id)).toEqual(['a']);
    expect(filterProjects(rows, 'unavailable').map((p) => p.id)).toEqual(['e']);
  });

  it('shows every project on ALL without changing the input', () => {
    expect(filterProjects(rows, 'all').map((p) => p.id)).toEqual(['c', 'd', 'b', 'a', 'e']);
    expect(rows[0].id).toBe('a');
  });

  it('counts each tab', () => {
    expect(countByFilter(rows)).toEqual({
      available: 2,
      unavailable: 1,
      submitted: 1,
      draft: 1,
      all: 5,
    });
    expect(countByFilter([]).all).toBe(0);
  });

  it('reads only known filters from the address', () => {
    expect(isStatusFilter('draft')).toBe(true);
    expect(isStatusFilter('DRAFT')).toBe(false);
    expect(isStatusFilter(null)).toBe(false);
  });

  it('has an empty-state sentence for every tab', () => {
    for (const filter of ['available', 'unavailable', 'submitted', 'draft', 'all'] as const) {
      expect(emptyTabMessage(filter).length).toBeGreaterThan(10);
    }
  });
});

describe('status badges and row actions', () => {
  it('offers Groups only when available and Delete only before approval', () => {
    expect(canShowGroups('available')).toBe(true);
    expect(canShowGroups('unavailable')).toBe(false);
    expect(canDeleteProject('draft')).toBe(true);
    expect(canDeleteProject('submitted')).toBe(true);
    expect(canDeleteProject('available')).toBe(false);
    expect(canDeleteProject('unavailable')).toBe(false);
  });
});
