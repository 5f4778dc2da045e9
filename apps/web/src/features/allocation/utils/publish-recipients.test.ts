import { describe, expect, it } from 'vitest';
import { publishRecipients, type VersionAllocation } from './publish-recipients';

const version: VersionAllocation = {
  projects: [
    { id: 'p1', name: 'Old P1 name', capacity: 2, mentor: null, min_groups: 0 },
    { id: 'p2', name: 'P2', capacity: 1, mentor: null, min_groups: 0 },
    { id: 'p9', name: 'Withdrawn P9', capacity: 1, mentor: null, min_groups: 0 },
  ],
  allocation: {
    p1: [
      { id: 'g1', name: 'T1-APPLE' },
      { id: 'g2', name: 'T1-BANANA' },
    ],
    p2: [{ id: 'g3', name: 'T1-CHERRY' }],
    p9: [{ id: 'g4', name: 'Old T1-DATE' }],
  },
};

const current: Record<string, string> = {
  g1: 'T1-APPLE',
  g2: 'T1-BANANA',
  g3: 'T1-CHERRY',
  g4: 'T1-DATE',
  g5: 'T1-ELDER',
};
const names = {
  group: (id: string) => current[id],
  project: (id: string) => ({ p1: 'P1', p2: 'P2', p3: 'P3' })[id],
};

describe('publishRecipients', () => {
  it('tells nobody when the board equals the version', () => {
    const placement = { g1: 'p1', g2: 'p1', g3: 'p2', g4: 'p9' };
    expect(publishRecipients(placement, version, names)).toEqual({ groups: [], projects: [] });
  });

  it('lists the groups that move, from the version to the board, by name', () => {
    const placement = { g1: 'p1', g2: 'p3', g3: 'p2', g4: 'p2', g5: 'p1' };
    const { groups } = publishRecipients(placement, version, names);
    expect(groups).toEqual([
      {
        group: { id: 'g2', name: 'T1-BANANA' },
        from: { id: 'p1', name: 'P1' },
        to: { id: 'p3', name: 'P3' },
      },
      {
        group: { id: 'g4', name: 'T1-DATE' },
        from: { id: 'p9', name: 'Withdrawn P9' },
        to: { id: 'p2', name: 'P2' },
      },
      { group: { id: 'g5', name: 'T1-ELDER' }, from: null, to: { id: 'p1', name: 'P1' } },
    ]);
  });

  it('lists the projects that gain or lose a group, with their groups after the publish', () => {
    const placement = { g1: 'p1', g2: 'p3', g3: 'p2', g4: 'p2', g5: 'p1' };
    const { projects } = publishRecipients(placement, version, names);
    expect(projects).toEqual([
      {
        project: { id: 'p1', name: 'P1' },
        gains: [{ id: 'g5', name: 'T1-ELDER' }],
        loses: [{ id: 'g2', name: 'T1-BANANA' }],
        groups: [
          { id: 'g1', name: 'T1-APPLE' },
          { id: 'g5', name: 'T1-ELDER' },
        ],
      },
      {
        project: { id: 'p2', name: 'P2' },
        gains: [{ id: 'g4', name: 'T1-DATE' }],
        loses: [],
        groups: [
          { id: 'g3', name: 'T1-CHERRY' },
          { id: 'g4', name: 'T1-DATE' },
        ],
      },
      {
        project: { id: 'p3', name: 'P3' },
        gains: [{ id: 'g2', name: 'T1-BANANA' }],
        loses: [],
        groups: [{ id: 'g2', name: 'T1-BANANA' }],
      },
      {
        project: { id: 'p9', name: 'Withdrawn P9' },
        gains: [],
        loses: [{ id: 'g4', name: 'T1-DATE' }],
        groups: [],
      },
    ]);
  });

  it('counts a group taken off every project, or missing from the board, as losing its project', () => {
    const placement = { g1: null, g2: 'p1', g3: 'p2' };
    const result = publishRecipients(placement, version, names);
    expect(result.groups.map((change) => [change.group.name, change.to])).toEqual([
      ['T1-APPLE', null],
      ['T1-DATE', null],
    ]);
    expect(result.projects.map((change) => change.project.name)).toEqual(['P1', 'Withdrawn P9']);
  });

  it('does not count a project whose groups only swap places within it', () => {
    const placement = { g1: 'p1', g2: 'p1', g3: 'p2', g4: 'p9' };
    expect(publishRecipients(placement, version, names).projects).toEqual([]);
  });

  it('treats every placed group as new when no version is published yet', () => {
    const placement = { g1: 'p1', g2: null, g5: 'p1' };
    const result = publishRecipients(placement, null, names);
    expect(result.groups.map((change) => [change.group.name, change.from, change.to?.id])).toEqual([
      ['T1-APPLE', null, 'p1'],
      ['T1-ELDER', null, 'p1'],
    ]);
    expect(result.projects).toEqual([
      {
        project: { id: 'p1', name: 'P1' },
        gains: [
          { id: 'g1', name: 'T1-APPLE' },
          { id: 'g5', name: 'T1-ELDER' },
        ],
        loses: [],
        groups: [
          { id: 'g1', name: 'T1-APPLE' },
          { id: 'g5', name: 'T1-ELDER' },
        ],
      },
    ]);
  });

  it("falls back to the version's stored names, then to the id", () => {
    const placement = { g9: 'p1' };
    const result = publishRecipients(placement, version, {
      group: () => undefined,
      project: () => undefined,
    });
    expect(result.groups.find((change) => change.group.id === 'g1')?.group.name).toBe('T1-APPLE');
    expect(result.groups.find((change) => change.group.id === 'g9')?.to).toEqual({
      id: 'p1',
      name: 'Old P1 name',
    });
    expect(result.groups.find((change) => change.group.id === 'g9')?.group.name).toBe('g9');
  });
});
