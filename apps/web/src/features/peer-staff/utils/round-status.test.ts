import { PEER_ROUND_STATUSES } from '@capstone/contracts';
import { describe, expect, it } from 'vitest';
import {
  byTutorial,
  hasResults,
  roundAbilities,
  submittedPercent,
  submittedText,
  tutorialLabel,
} from './round-status';

describe('a round’s progress', () => {
  it('is the share of students who submitted', () => {
    expect(submittedPercent({ status: 'open', students_count: 12, submitted_count: 3 })).toBe(25);
    expect(submittedPercent({ status: 'open', students_count: 3, submitted_count: 2 })).toBe(67);
    expect(submittedPercent({ status: 'scheduled', students_count: 0, submitted_count: 0 })).toBe(
      0,
    );
  });

  it('is said in words', () => {
    expect(submittedText({ status: 'open', students_count: 12, submitted_count: 3 })).toBe(
      '3 of 12 students submitted',
    );
    expect(submittedText({ status: 'closed', students_count: 1, submitted_count: 0 })).toBe(
      '0 of 1 student submitted',
    );
    expect(submittedText({ status: 'scheduled', students_count: 0, submitted_count: 0 })).toBe(
      'Opens later: nobody is in the round yet',
    );
  });
});

describe('what staff may do', () => {
  it('lets tutors do nothing in any state', () => {
    for (const status of PEER_ROUND_STATUSES) {
      expect(Object.values(roundAbilities(status, false)).some(Boolean)).toBe(false);
    }
  });

  it('follows the round’s state for a course admin', () => {
    const enabled = (status: (typeof PEER_ROUND_STATUSES)[number]) =>
      Object.entries(roundAbilities(status, true))
        .filter(([, allowed]) => allowed)
        .map(([name]) => name);
    expect(enabled('scheduled')).toEqual(['edit', 'remove']);
    expect(enabled('open')).toEqual(['remind', 'close', 'setMarks']);
    expect(enabled('closed')).toEqual(['release', 'exportCsv', 'setMarks', 'moderate']);
    expect(enabled('released')).toEqual(['exportCsv', 'setMarks']);
  });

  it('has results once closed', () => {
    expect(PEER_ROUND_STATUSES.filter(hasResults)).toEqual(['closed', 'released']);
  });
});

describe('groups by tutorial', () => {
  it('gathers runs of one tutorial without reordering', () => {
    const groups = [
      { id: 'a', tutorial: 'T1' },
      { id: 'b', tutorial: 'T1' },
      { id: 'c', tutorial: 'T2' },
      { id: 'd', tutorial: null },
    ];
    expect(byTutorial(groups)).toEqual([
      { tutorial: 'T1', groups: [groups[0], groups[1]] },
      { tutorial: 'T2', groups: [groups[2]] },
      { tutorial: null, groups: [groups[3]] },
    ]);
    expect(byTutorial([])).toEqual([]);
    expect(tutorialLabel('H11A')).toBe('Tutorial H11A');
    expect(tutorialLabel(null)).toBe('No tutorial');
  });
});
