import type { ProjectCard } from '@capstone/contracts';
import {
  RANK_COUNT,
  type PreferenceEntry,
  type RankedProject,
  type SubmitPreferencesBody,
  type SuggestedRank,
} from './preference-types';

/**
 * The ranking board: an origin list holding any number of projects and seven rank slots holding
 * exactly one each. Pitches live by project id, so a project moved back to the origin and ranked
 * again keeps what was written for it.
 */
export interface Board {
  origin: readonly ProjectCard[];
  /** Index i is rank i + 1; null is an empty slot. */
  slots: readonly (ProjectCard | null)[];
  notes: Readonly<Record<string, string>>;
}

/** Where a project sits, or where it is sent: a rank 1..7 or the origin list. */
export type Place = { kind: 'origin' } | { kind: 'rank'; rank: number };

export type MoveOutcome =
  | { status: 'moved'; board: Board; project: ProjectCard; to: Place }
  | { status: 'occupied'; board: Board; project: ProjectCard; occupant: ProjectCard; rank: number }
  | { status: 'unchanged'; board: Board }
  | { status: 'unknown'; board: Board };

const emptySlots = (): (ProjectCard | null)[] => Array.from({ length: RANK_COUNT }, () => null);

export const isValidRank = (rank: number) =>
  Number.isInteger(rank) && rank >= 1 && rank <= RANK_COUNT;

/**
 * Builds a board from the saved ranking and the origin projects. A saved entry whose rank is
 * out of range or already taken goes to the first free slot, so nothing saved is lost.
 */
export function createBoard(
  origin: readonly ProjectCard[],
  ranked: readonly RankedProject[] = [],
): Board {
  const slots = emptySlots();
  const notes: Record<string, string> = {};
  const placed = new Set<string>();
  const overflow: ProjectCard[] = [];
  for (const entry of [...ranked].sort((a, b) => a.rank - b.rank)) {
    if (placed.has(entry.project.id)) continue;
    placed.add(entry.project.id);
    notes[entry.project.id] = entry.notes;
    const index = entry.rank - 1;
    if (isValidRank(entry.rank) && slots[index] === null) slots[index] = entry.project;
    else overflow.push(entry.project);
  }
  const rest: ProjectCard[] = [];
  for (const project of overflow) {
    const free = slots.indexOf(null);
    if (free === -1) rest.push(project);
    else slots[free] = project;
  }
  for (const project of origin) {
    if (placed.has(project.id)) continue;
    placed.add(project.id);
    rest.push(project);
  }
  return { origin: rest, slots, notes };
}

export function locate(board: Board, projectId: string): Place | null {
  const index = board.slots.findIndex((slot) => slot?.id === projectId);
  if (index !== -1) return { kind: 'rank', rank: index + 1 };
  return board.origin.some((project) => project.id === projectId) ? { kind: 'origin' } : null;
}

const findProject = (board: Board, projectId: string): ProjectCard | undefined =>
  board.slots.find((slot): slot is ProjectCard => slot?.id === projectId) ??
  board.origin.find((project) => project.id === projectId);

/** Takes the project out of wherever it is; the result is not a valid board on its own. */
const without = (board: Board, projectId: string): Board => ({
  ...board,
  origin: board.origin.filter((project) => project.id !== projectId),
  slots: board.slots.map((slot) => (slot?.id === projectId ? null : slot)),
});

/**
 * Moves a project to a rank or back to the origin. A rank held by another project refuses the
 * move: nothing is swapped or pushed aside.
 */
export function moveProject(board: Board, projectId: string, to: Place): MoveOutcome {
  const project = findProject(board, projectId);
  const from = locate(board, projectId);
  if (!project || !from) return { status: 'unknown', board };
  if (to.kind === 'origin') {
    if (from.kind === 'origin') return { status: 'unchanged', board };
    const next = without(board, projectId);
    return {
      status: 'moved',
      board: { ...next, origin: [...next.origin, project] },
      project,
      to,
    };
  }
  if (!isValidRank(to.rank)) return { status: 'unknown', board };
  if (from.kind === 'rank' && from.rank === to.rank) return { status: 'unchanged', board };
  const occupant = board.slots[to.rank - 1];
  if (occupant) return { status: 'occupied', board, project, occupant, rank: to.rank };
  const next = without(board, projectId);
  const slots = [...next.slots];
  slots[to.rank - 1] = project;
  return { status: 'moved', board: { ...next, slots }, project, to };
}

export const setNotes = (board: Board, projectId: string, notes: string): Board => ({
  ...board,
  notes: { ...board.notes, [projectId]: notes },
});

/**
 * Replaces the ranking with a suggestion (the members' combined rankings). Projects that were
 * ranked and are not suggested go back to the origin; pitches already written are kept.
 */
export function applySuggestion(board: Board, suggestion: readonly SuggestedRank[]): Board {
  const ranked = board.slots.filter((slot): slot is ProjectCard => slot !== null);
  const notes = board.notes;
  const next = createBoard(
    [...ranked, ...board.origin],
    suggestion.map((entry) => ({
      project: entry.project,
      rank: entry.rank,
      notes: notes[entry.project.id] ?? '',
    })),
  );
  return { ...next, notes: { ...notes, ...next.notes } };
}

/** The ranked projects in rank order with their pitches; empty slots are skipped. */
export const rankedEntries = (board: Board): { project: ProjectCard; notes: string }[] =>
  board.slots
    .filter((slot): slot is ProjectCard => slot !== null)
    .map((project) => ({ project, notes: board.notes[project.id] ?? '' }));

/** Empty ranks are skipped and ranks are numbered by position. */
export const preferenceEntries = (board: Board): PreferenceEntry[] =>
  rankedEntries(board).map((entry, index) => ({
    project: entry.project.id,
    notes: entry.notes.trim(),
    rank: index + 1,
  }));

export const submitBody = (board: Board, isDraft: boolean): SubmitPreferencesBody => ({
  proj_preferences: preferenceEntries(board),
  is_draft: isDraft,
});

export const filledCount = (board: Board) => board.slots.filter((slot) => slot !== null).length;

/** Droppable ids of the board: `origin` and `rank-1` .. `rank-7`. */
export const ORIGIN_DROP_ID = 'origin';
export const rankDropId = (rank: number) => `rank-${rank}`;

export function placeFromDropId(id: string | number | null | undefined): Place | null {
  if (id === ORIGIN_DROP_ID) return { kind: 'origin' };
  const match = typeof id === 'string' ? /^rank-(\d+)$/.exec(id) : null;
  const rank = match ? Number(match[1]) : NaN;
  return isValidRank(rank) ? { kind: 'rank', rank } : null;
}

/** The sentence the live region reads after a move, and shown under the board. */
export function moveAnnouncement(outcome: MoveOutcome, originLabel: string): string | null {
  switch (outcome.status) {
    case 'moved':
      return outcome.to.kind === 'rank'
        ? `${outcome.project.name} moved to rank ${outcome.to.rank}.`
        : `${outcome.project.name} moved back to ${originLabel}.`;
    case 'occupied':
      return `Rank ${outcome.rank} already holds ${outcome.occupant.name}. Move it away first; ${outcome.project.name} stayed where it was.`;
    default:
      return null;
  }
}
