import { describe, expect, it } from 'vitest';
import { OFFERING_STATE_LABELS, offeringState, offeringSubtitle } from './offering-state';

describe('the offering on its dashboard', () => {
  it('is not active yet, active or archived', () => {
    const state = (is_active: boolean, is_archived: boolean) =>
      OFFERING_STATE_LABELS[offeringState({ is_active, is_archived })];
    expect(state(false, false)).toBe('Not active yet');
    expect(state(true, false)).toBe('Active');
    // Archiving ends activity: an archived offering reads archived whatever else it was.
    expect(state(true, true)).toBe('Archived');
    expect(state(false, true)).toBe('Archived');
  });

  it('names its year once', () => {
    expect(offeringSubtitle({ code: 'COMP3999', name: '2027 Term 1', year: 2027 })).toBe(
      'COMP3999 2027 Term 1',
    );
    expect(offeringSubtitle({ code: 'COMP3900', name: '2025T1', year: 2025 })).toBe(
      'COMP3900 2025T1',
    );
    expect(offeringSubtitle({ code: 'COMP3900', name: 'Capstone', year: 2026 })).toBe(
      'COMP3900 Capstone · 2026',
    );
    // A number that merely contains the year is not the year.
    expect(offeringSubtitle({ code: 'COMP2026', name: 'Capstone', year: 2026 })).toBe(
      'COMP2026 Capstone · 2026',
    );
  });
});
