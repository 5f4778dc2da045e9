import { describe, expect, it } from 'vitest';
import { headerActions, OFFERED_TERMS, PROJECT_SECTIONS } from './project-view';

describe('project header (spec 2 §2)', () => {
  it('gives course admins Approve/Reject on submitted and REMOVE on available', () => {
    expect(headerActions('submitted', true)).toBe('review');
    expect(headerActions('available', true)).toBe('remove');
    expect(headerActions('draft', true)).toBe('dates');
    expect(headerActions('unavailable', true)).toBe('dates');
  });

  it('gives course admins WITHDRAW PROJECT instead of REMOVE once groups were published on it', () => {
    expect(headerActions('available', true, true)).toBe('withdraw');
    expect(headerActions('available', false, true)).toBe('dates');
    expect(headerActions('unavailable', true, true)).toBe('dates');
  });

  it('shows only the dates to everyone else', () => {
    for (const status of ['draft', 'submitted', 'available', 'unavailable'] as const) {
      expect(headerActions(status, false)).toBe('dates');
    }
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
});
