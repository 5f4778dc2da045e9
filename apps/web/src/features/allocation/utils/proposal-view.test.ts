import type { AllocationChain, AllocationMove } from '@capstone/contracts';
import { describe, expect, it } from 'vitest';
import {
  chainSections,
  choiceText,
  kindCounts,
  proposalSentence,
  unmetRequests,
} from './proposal-view';

const ref = (id: string) => ({ id, name: id.toUpperCase() });
const move = (group: string, chain: number, kind: AllocationMove['kind']): AllocationMove => ({
  group: ref(group),
  from: ref('p1'),
  to: ref('p2'),
  from_rank: 1,
  to_rank: 2,
  kind,
  chain,
  reason: `${group} moves.`,
});
const chain = (number: number, summary: string): AllocationChain => ({
  number,
  trigger: ref('g'),
  groups: [],
  summary,
});
const summary = {
  moved: 3,
  unplaced: 1,
  emptied: 0,
  withdrawn: 1,
  over_capacity: 0,
  mentor_quota: 0,
  requested: 1,
  new: 0,
  chain: 1,
};

describe('chainSections', () => {
  it('groups the moves under their chains in chain order, keeping the order of the moves', () => {
    const moves = [move('a', 1, 'withdrawn'), move('b', 1, 'chain'), move('c', 2, 'requested')];
    const sections = chainSections(moves, [chain(2, 'Second.'), chain(1, 'First.')]);
    expect(sections.map((s) => [s.number, s.summary, s.moves.map((m) => m.group.id)])).toEqual([
      [1, 'First.', ['a', 'b']],
      [2, 'Second.', ['c']],
    ]);
  });

  it('keeps a move whose chain is not listed under "Other moves"', () => {
    const sections = chainSections(
      [move('a', 1, 'new'), move('z', 7, 'chain')],
      [chain(1, 'One.')],
    );
    expect(sections.at(-1)).toEqual({
      number: null,
      summary: 'Other moves',
      moves: [move('z', 7, 'chain')],
    });
  });

  it('leaves out chains without moves and gives nothing for no moves', () => {
    expect(chainSections([], [chain(1, 'One.')])).toEqual([]);
  });
});

describe('proposalSentence', () => {
  it('counts the moves and the groups left without a project', () => {
    expect(proposalSentence(summary)).toBe('3 groups move and 1 group has no project.');
    expect(proposalSentence({ ...summary, moved: 1, unplaced: 0 })).toBe('1 group moves.');
    expect(proposalSentence({ ...summary, moved: 0, unplaced: 2 })).toBe(
      'No group moves and 2 groups have no project.',
    );
  });
});

describe('kindCounts', () => {
  it('lists only the kinds that happen, in a fixed order', () => {
    expect(kindCounts(summary)).toEqual([
      { kind: 'withdrawn', label: 'Project withdrawn', count: 1 },
      { kind: 'requested', label: 'Change request', count: 1 },
      { kind: 'chain', label: 'Makes room', count: 1 },
    ]);
  });
});

describe('choiceText', () => {
  it('names the rank, an unranked project, or nothing without a project', () => {
    expect(choiceText(1, true)).toBe('1st choice');
    expect(choiceText(2, true)).toBe('2nd choice');
    expect(choiceText(3, true)).toBe('3rd choice');
    expect(choiceText(7, true)).toBe('7th choice');
    expect(choiceText(null, true)).toBe('not ranked');
    expect(choiceText(null, false)).toBeNull();
  });
});

describe('unmetRequests', () => {
  it('keeps the requests the proposal does not fulfil', () => {
    const requests = [
      { id: 'r1', group: ref('a'), project: ref('p5'), fulfilled: true, note: null },
      { id: 'r2', group: ref('b'), project: null, fulfilled: false, note: 'No place.' },
    ];
    expect(unmetRequests({ requests }).map((r) => r.id)).toEqual(['r2']);
    expect(unmetRequests({})).toEqual([]);
  });
});
