import type { AllocationReport } from '@capstone/contracts';
import { describe, expect, it } from 'vitest';
import type { GroupRankings } from '../../utils/board-quality';
import { explanationFor, movedFromSuggestion, ordinal } from './group-explanation';

const rankings: GroupRankings = {
  g1: [
    { project: 'p1', rank: 1 },
    { project: 'p2', rank: 3 },
  ],
  g2: [{ project: 'p2', rank: 1 }],
  g3: [],
};

const projects = [
  { id: 'p1', name: 'Robots' },
  { id: 'p2', name: 'Rivers' },
  { id: 'p3', name: 'Rockets' },
];

const report = {
  policy: 'balanced',
  seed: 0,
  allow_unranked: false,
  allocation: {},
  quality: {} as AllocationReport['quality'],
  groups: [
    {
      id: 'g1',
      name: 'Alpha',
      project: { id: 'p1', name: 'Robots' },
      rank: 1,
      unranked: false,
      explanation: 'Got its 1st choice.',
    },
    {
      id: 'g2',
      name: 'Beta',
      project: null,
      rank: null,
      unranked: false,
      explanation: 'Could not be placed: its 1st choice (Rivers) has no places.',
    },
  ],
  unallocated_reason: null,
  runtime_ms: 12,
  locked: [],
  mentors: [],
  min_groups_missed: [],
} satisfies AllocationReport;

describe('ordinal', () => {
  it('spells English ordinals, teens included', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 103].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '103rd',
    ]);
  });
});

describe('explanationFor', () => {
  it("gives the engine's sentence while the group is where the suggestion put it", () => {
    expect(explanationFor(report, 'g1', { g1: 'p1' }, rankings)).toBe('Got its 1st choice.');
    // Left out by the engine and still left out (a missing key reads as unallocated).
    expect(explanationFor(report, 'g2', {}, rankings)).toMatch(/^Could not be placed/);
  });

  it('says what a move by staff gives the group', () => {
    expect(explanationFor(report, 'g1', { g1: 'p2' }, rankings, projects)).toBe(
      'Moved by staff: now on its 3rd choice (Rivers).',
    );
    expect(explanationFor(report, 'g1', { g1: 'p3' }, rankings, projects)).toBe(
      'Moved by staff: placed on a project it did not rank (Rockets).',
    );
    expect(explanationFor(report, 'g1', { g1: null }, rankings)).toBe(
      'Taken off its suggested project by staff; not placed yet.',
    );
  });

  it('falls back to the project names the report knows', () => {
    expect(explanationFor(report, 'g2', { g2: 'p1' }, rankings)).toBe(
      'Moved by staff: placed on a project it did not rank (Robots).',
    );
  });

  it('describes the board plainly without a suggestion', () => {
    expect(explanationFor(null, 'g1', { g1: 'p2' }, rankings, projects)).toBe(
      'On its 3rd choice (Rivers).',
    );
    expect(explanationFor(null, 'g2', { g2: null }, rankings)).toBe('Not placed yet.');
    expect(explanationFor(null, 'g3', { g3: 'p1' }, rankings, projects)).toBe(
      'Placed on Robots; it has not submitted preferences.',
    );
    expect(explanationFor(null, 'g3', { g3: null }, rankings)).toBe(
      'Not placed yet; it has not submitted preferences.',
    );
  });
});

describe('movedFromSuggestion', () => {
  it('lists the groups whose place differs from the suggestion', () => {
    expect(movedFromSuggestion(report, { g1: 'p1', g2: null })).toEqual([]);
    expect(movedFromSuggestion(report, { g1: 'p2', g2: 'p1' })).toEqual(['g1', 'g2']);
    // Groups not on the board are not counted as moved.
    expect(movedFromSuggestion(report, { g2: null })).toEqual([]);
    expect(movedFromSuggestion(null, { g1: 'p2' })).toEqual([]);
  });
});
