import type { ProjectCard } from '@capstone/contracts';
import { describe, expect, it } from 'vitest';
import {
  applySuggestion,
  createBoard,
  locate,
  moveAnnouncement,
  moveProject,
  placeFromDropId,
  preferenceEntries,
  setNotes,
  submitBody,
  type Board,
} from './board';

const project = (n: number): ProjectCard => ({
  id: `p${n}`,
  name: `Project ${n}`,
  proj_no: n,
  category: 'AI',
  areas: [],
  status: 'available',
  capacity: 1,
  color: '#123456',
});
const projects = Array.from({ length: 10 }, (_, i) => project(i + 1));
const ids = (board: Board) => ({
  origin: board.origin.map((p) => p.id),
  slots: board.slots.map((p) => p?.id ?? null),
});
const moved = (board: Board, id: string, rank: number | 'origin') => {
  const outcome = moveProject(
    board,
    id,
    rank === 'origin' ? { kind: 'origin' } : { kind: 'rank', rank },
  );
  expect(outcome.status).toBe('moved');
  return outcome.board;
};

describe('preference board', () => {
  it('places saved rankings at their rank and keeps the rest in the origin', () => {
    const board = createBoard(projects.slice(0, 4), [
      { project: projects[2]!, notes: 'third', rank: 3 },
      { project: projects[0]!, notes: 'first', rank: 1 },
    ]);
    expect(ids(board)).toEqual({
      origin: ['p2', 'p4'],
      slots: ['p1', null, 'p3', null, null, null, null],
    });
    expect(board.notes).toEqual({ p1: 'first', p3: 'third' });
  });

  it('puts a saved entry with a clashing or bad rank into the first free slot', () => {
    const board = createBoard(
      [],
      [
        { project: projects[0]!, notes: '', rank: 2 },
        { project: projects[1]!, notes: '', rank: 2 },
        { project: projects[2]!, notes: '', rank: 9 },
      ],
    );
    expect(ids(board).slots).toEqual(['p2', 'p1', 'p3', null, null, null, null]);
  });

  it('moves from the origin to an empty rank, between ranks and back', () => {
    let board = createBoard(projects.slice(0, 3));
    board = moved(board, 'p2', 5);
    expect(locate(board, 'p2')).toEqual({ kind: 'rank', rank: 5 });
    board = moved(board, 'p2', 1);
    expect(ids(board).slots).toEqual(['p2', null, null, null, null, null, null]);
    board = moved(board, 'p2', 'origin');
    expect(ids(board)).toEqual({ origin: ['p1', 'p3', 'p2'], slots: Array(7).fill(null) });
  });

  it('refuses a drop onto an occupied rank and changes nothing', () => {
    let board = createBoard(projects.slice(0, 3));
    board = moved(board, 'p1', 1);
    board = moved(board, 'p2', 2);
    const outcome = moveProject(board, 'p3', { kind: 'rank', rank: 1 });
    expect(outcome.status).toBe('occupied');
    expect(outcome.board).toBe(board);
    const fromRank = moveProject(board, 'p2', { kind: 'rank', rank: 1 });
    expect(fromRank.status).toBe('occupied');
    expect(moveAnnouncement(outcome, 'your wishlist')).toContain('Rank 1 already holds Project 1');
  });

  it('reports unchanged and unknown moves', () => {
    const board = moved(createBoard(projects.slice(0, 2)), 'p1', 3);
    expect(moveProject(board, 'p1', { kind: 'rank', rank: 3 }).status).toBe('unchanged');
    expect(moveProject(board, 'p2', { kind: 'origin' }).status).toBe('unchanged');
    expect(moveProject(board, 'nope', { kind: 'rank', rank: 1 }).status).toBe('unknown');
    expect(moveProject(board, 'p2', { kind: 'rank', rank: 8 }).status).toBe('unknown');
  });

  it('keeps a pitch when the project goes back to the origin and is ranked again', () => {
    let board = moved(createBoard(projects.slice(0, 1)), 'p1', 4);
    board = setNotes(board, 'p1', 'We love it');
    board = moved(moved(board, 'p1', 'origin'), 'p1', 2);
    expect(preferenceEntries(board)).toEqual([{ project: 'p1', notes: 'We love it', rank: 1 }]);
  });

  it('skips empty ranks and numbers the rest by position in the submit body', () => {
    let board = createBoard(projects.slice(0, 3));
    board = moved(board, 'p1', 7);
    board = moved(board, 'p2', 3);
    board = setNotes(board, 'p1', '  last  ');
    expect(submitBody(board, true)).toEqual({
      proj_preferences: [
        { project: 'p2', notes: '', rank: 1 },
        { project: 'p1', notes: 'last', rank: 2 },
      ],
      is_draft: true,
    });
    expect(submitBody(createBoard([]), false)).toEqual({ proj_preferences: [], is_draft: false });
  });

  it('replaces the ranking with a suggestion and returns the others to the origin', () => {
    let board = createBoard(projects.slice(0, 4));
    board = setNotes(moved(board, 'p1', 1), 'p1', 'kept');
    board = setNotes(moved(board, 'p4', 2), 'p4', 'also kept');
    const next = applySuggestion(board, [
      { project: projects[3]!, rank: 1 },
      { project: projects[8]!, rank: 2 },
    ]);
    expect(ids(next)).toEqual({
      origin: ['p1', 'p2', 'p3'],
      slots: ['p4', 'p9', null, null, null, null, null],
    });
    expect(next.notes.p4).toBe('also kept');
    expect(next.notes.p1).toBe('kept');
  });

  it('reads drop ids', () => {
    expect(placeFromDropId('origin')).toEqual({ kind: 'origin' });
    expect(placeFromDropId('rank-7')).toEqual({ kind: 'rank', rank: 7 });
    expect(placeFromDropId('rank-8')).toBeNull();
    expect(placeFromDropId(null)).toBeNull();
  });
});
