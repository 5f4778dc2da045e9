import type { AccountDetails } from '@capstone/contracts';
import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';
import { headerActions, isCourseAdminOf, OFFERED_TERMS, PROJECT_SECTIONS } from './project-view';

describe('project header (spec 2 §2)', () => {
  it('gives course admins Approve/Reject on submitted and REMOVE on available', () => {
    expect(headerActions('submitted', true)).toBe('review');
    expect(headerActions('available', true)).toBe('remove');
    expect(headerActions('draft', true)).toBe('dates');
    expect(headerActions('unavailable', true)).toBe('dates');
  });

  it('shows only the dates to everyone else', () => {
    for (const status of ['draft', 'submitted', 'available', 'unavailable'] as const) {
      expect(headerActions(status, false)).toBe('dates');
    }
  });
});

describe('isCourseAdminOf', () => {
  const staff = (role: 'course admin' | 'tutor') =>
    ({
      id: 's1',
      name: 'S',
      email: 'z1234567@ad.unsw.edu.au',
      zid: 'z1234567',
      user: 'staff',
      role: 'course admin',
      classes: [{ subcourse: 'sc1', role, tutorials: [] }],
    }) as AccountDetails;

  it('reads the role in the selected subcourse first', () => {
    expect(isCourseAdminOf('staff', staff('tutor'), 'sc1', false)).toBe(false);
    expect(isCourseAdminOf('staff', staff('course admin'), 'sc1', true)).toBe(true);
  });

  it('falls back on the tutor flag, and is never true for students or clients', () => {
    expect(isCourseAdminOf('staff', staff('tutor'), 'other', false)).toBe(true);
    expect(isCourseAdminOf('staff', null, 'sc1', true)).toBe(false);
    expect(isCourseAdminOf('student', null, 'sc1', false)).toBe(false);
    expect(isCourseAdminOf('client', null, 'sc1', false)).toBe(false);
  });
});

describe('page content', () => {
  it('has the four sections and three offering terms in order', () => {
    expect(PROJECT_SECTIONS.map((s) => s.title)).toEqual([
      'Background',
      'Scope',
      'Required Knowledge and Skill',
      'Outcomes',
    ]);
    expect(OFFERED_TERMS).toEqual([
      { term: 1, label: 'FEB-APR' },
      { term: 2, label: 'JUN-AUG' },
      { term: 3, label: 'SEP-DEC' },
    ]);
  });

  it('formats YYYY-MM-DD as dd/MM/yyyy', () => {
    expect(formatDate('2025-03-04')).toBe('04/03/2025');
    expect(formatDate('')).toBe('—');
    expect(formatDate(null)).toBe('—');
    expect(formatDate('soon')).toBe('soon');
  });
});
