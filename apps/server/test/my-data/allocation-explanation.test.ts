import { describe, expect, it } from 'vitest';
import {
  explainPublishedAllocation,
  type ExplainedProject,
} from '../../src/modules/my-data/allocation-explanation';

const project = (id: string, values: Partial<ExplainedProject> = {}): ExplainedProject => ({
  id,
  name: `Project ${id}`,
  capacity: 1,
  groupsPlaced: 0,
  offered: true,
  ...values,
});
const projects = (...list: ExplainedProject[]) => new Map(list.map((p) => [p.id, p]));
const ranking = (...ids: string[]) => ids.map((id, i) => ({ project: id, rank: i + 1 }));

describe('explainPublishedAllocation', () => {
  it('says so when the group has no project yet', () => {
    const result = explainPublishedAllocation({ projectId: null, projPreferences: [] }, projects());
    expect(result.explanation).toBe('Your group has not been allocated a project yet.');
  });

  it('names the rank of a first choice without more', () => {
    const result = explainPublishedAllocation(
      { projectId: 'a', projPreferences: ranking('a', 'b') },
      projects(project('a', { groupsPlaced: 1 }), project('b')),
    );
    expect(result).toMatchObject({ rank: 1, better_choices: [] });
    expect(result.explanation).toBe('Your group got its 1st choice, Project a.');
  });

  it('explains each better choice: full, without places, withdrawn or not chosen', () => {
    const result = explainPublishedAllocation(
      { projectId: 'e', projPreferences: ranking('a', 'b', 'c', 'd', 'e') },
      projects(
        project('a', { groupsPlaced: 2, capacity: 2 }),
        project('b', { capacity: 0 }),
        project('c', { offered: false }),
        project('d'),
        project('e', { groupsPlaced: 1 }),
      ),
    );
    expect(result.better_choices.map((c) => c.reason)).toEqual([
      'full',
      'no-places',
      'withdrawn',
      'not-chosen',
    ]);
    expect(result.explanation).toBe(
      'Your group got its 5th choice, Project e; its 1st choice (Project a) is full (2 of 2 places ' +
        'taken), its 2nd choice (Project b) has no places, its 3rd choice (Project c) is no longer ' +
        'offered and its 4th choice (Project d) still has a place, but staff placed the group elsewhere.',
    );
  });

  it('says when the group got a project it did not rank', () => {
    const result = explainPublishedAllocation(
      { projectId: 'z', projPreferences: ranking('a') },
      projects(project('a', { groupsPlaced: 1 }), project('z')),
    );
    expect(result.rank).toBeNull();
    expect(result.explanation).toBe(
      'Your group was placed on Project z, which it did not rank; its 1st choice (Project a) is full (1 of 1 places taken).',
    );
  });
});
