import { describe, expect, it } from 'vitest';
import {
  UNALLOCATED,
  applySuggestion,
  createBoardState,
  missingItems,
  moveAnnouncement,
  moveItem,
  overCapacityContainers,
  samePlacement,
  saveBody,
  type BoardItem,
  type BoardState,
} from './board-state';

const items: BoardItem[] = [
  { id: 'g1', name: 'Group 1', tutorial: 'H12A', memberCount: 3 },
  { id: 'g2', name: 'Group 2', tutorial: 'T13B', memberCount: 4 },
  { id: 'g3', name: 'Group 3', tutorial: 'H12A', memberCount: 0, isOptional: true },
];
const containers = [
  { id: 'p1', name: 'Project 1', capacity: 1 },
  { id: 'p2', name: 'Project 2', capacity: 2 },
];
const start: Record<string, string | null> = { g1: 'p1', g2: null, g3: 'gone' };
const board = () => createBoardState(items, containers, (item) => start[item.id]);

const moved = (state: BoardState, id: string, to: string | null) => {
  const outcome = moveItem(state, id, to);
  if (outcome.status !== 'moved') throw new Error(`expected a move, got ${outcome.status}`);
  return outcome;
};

describe('createBoardState', () => {
  it('places each item where it starts and leaves unknown containers unallocated', () => {
    const state = board();
    expect(state.placement).toEqual({ g1: 'p1', g2: null, g3: null });
    expect(state.lists).toEqual({ [UNALLOCATED]: ['g2', 'g3'], p1: ['g1'], p2: [] });
  });
});

describe('moveItem', () => {
  it('moves between containers and keeps untouched lists as the same objects', () => {
    const state = board();
    const outcome = moved(state, 'g1', 'p2');
    expect(outcome.state.placement.g1).toBe('p2');
    expect(outcome.state.lists.p1).toEqual([]);
    expect(outcome.state.lists.p2).toEqual(['g1']);
    expect(outcome.state.lists[UNALLOCATED]).toBe(state.lists[UNALLOCATED]);
    expect(outcome.count).toBe(1);
  });

  it('moves back to unallocated', () => {
    const outcome = moved(board(), 'g1', null);
    expect(outcome.state.placement.g1).toBeNull();
    expect(outcome.state.lists[UNALLOCATED]).toEqual(['g2', 'g3', 'g1']);
    expect(outcome.to).toBeNull();
  });

  it('allows going over capacity (publish decides) and reports it', () => {
    const outcome = moved(board(), 'g2', 'p1');
    expect(outcome.count).toBe(2);
    expect(overCapacityContainers(outcome.state).map((c) => c.id)).toEqual(['p1']);
    expect(moveAnnouncement(outcome, 'Unallocated groups')).toBe(
      'Moved Group 2 to Project 1 (2/1, over capacity).',
    );
  });

  it('does nothing for the same place or unknown ids', () => {
    const state = board();
    expect(moveItem(state, 'g1', 'p1').status).toBe('unchanged');
    expect(moveItem(state, 'nope', 'p1').status).toBe('unknown');
    expect(moveItem(state, 'g1', 'nope').status).toBe('unknown');
    expect(moveItem(state, 'g1', 'p1').state).toBe(state);
  });
});

describe('moveAnnouncement', () => {
  it('reads the target and its fill', () => {
    expect(moveAnnouncement(moved(board(), 'g2', 'p2'), 'Unallocated groups')).toBe(
      'Moved Group 2 to Project 2 (1/2).',
    );
    expect(moveAnnouncement(moved(board(), 'g1', null), 'Unallocated groups')).toBe(
      'Moved Group 1 to Unallocated groups.',
    );
    expect(moveAnnouncement(moveItem(board(), 'g1', 'p1'), 'x')).toBeNull();
  });
});

describe('applySuggestion', () => {
  it('rebuilds from the map: unlisted items go to unallocated, unknown ids are ignored', () => {
    const next = applySuggestion(board(), {
      p1: [{ id: 'g2' }],
      p2: [{ id: 'g2' }, { id: 'ghost' }],
      p9: [{ id: 'g1' }],
    });
    expect(next.placement).toEqual({ g1: null, g2: 'p1', g3: null });
    expect(next.lists.p2).toEqual([]);
  });
});

describe('missingItems and saveBody', () => {
  it('requires only non-optional items', () => {
    expect(missingItems(board()).map((item) => item.id)).toEqual(['g2']);
    expect(missingItems(moved(board(), 'g2', 'p2').state)).toEqual([]);
  });

  it('sends both sides of the allocation, consistent with each other', () => {
    const state = moved(board(), 'g2', 'p2').state;
    expect(saveBody(state, true)).toEqual({
      is_draft: true,
      l_allocations: [
        { left: 'g1', right: 'p1' },
        { left: 'g2', right: 'p2' },
        { left: 'g3', right: null },
      ],
      r_allocations: [
        { left: 'p1', right: ['g1'] },
        { left: 'p2', right: ['g2'] },
      ],
    });
    expect(saveBody(state, false, true)).toMatchObject({ is_draft: false, override: true });
    expect(saveBody(state, false)).not.toHaveProperty('override');
  });
});

describe('samePlacement', () => {
  it('compares placements by value', () => {
    const state = board();
    const there = moved(state, 'g1', 'p2').state;
    const back = moved(there, 'g1', 'p1').state;
    expect(samePlacement(state.placement, there.placement)).toBe(false);
    expect(samePlacement(state.placement, back.placement)).toBe(true);
  });
});
