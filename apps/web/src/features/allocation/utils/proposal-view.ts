import type {
  AllocationChain,
  AllocationMove,
  AllocationReport,
  MoveKindId,
} from '@capstone/contracts';
import { ordinal } from '../components/quality/group-explanation';

/** One short name per kind of move, used on each move and in the counts alike. */
export const MOVE_KIND_LABELS: Record<MoveKindId, string> = {
  emptied: 'No members left',
  withdrawn: 'Project withdrawn',
  over_capacity: 'Project over capacity',
  mentor_quota: 'Mentor over quota',
  requested: 'Change request',
  new: 'New group',
  chain: 'Makes room',
};

/** One chain of the proposal with its moves in order, trigger first. */
export interface ChainSection {
  /** The chain's number; null for moves no chain names (shown apart, never dropped). */
  number: number | null;
  /** The chain's one-sentence summary, its heading. */
  summary: string;
  moves: AllocationMove[];
}

/**
 * The moves grouped under their chains, in chain order. `moves` already comes ordered by chain
 * and position; a move whose chain is missing from `chains` is kept under "Other moves".
 */
export function chainSections(
  moves: readonly AllocationMove[],
  chains: readonly AllocationChain[],
): ChainSection[] {
  const sections = [...chains]
    .sort((a, b) => a.number - b.number)
    .map((chain): ChainSection => ({ number: chain.number, summary: chain.summary, moves: [] }));
  const byNumber = new Map(sections.map((section) => [section.number, section]));
  const others: AllocationMove[] = [];
  for (const move of moves) {
    const section = byNumber.get(move.chain);
    if (section) section.moves.push(move);
    else others.push(move);
  }
  const shown = sections.filter((section) => section.moves.length > 0);
  return others.length > 0
    ? [...shown, { number: null, summary: 'Other moves', moves: others }]
    : shown;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The proposal in one sentence, e.g. "3 groups move and 1 group has no project." */
export function proposalSentence(summary: NonNullable<AllocationReport['summary']>): string {
  const moved =
    summary.moved === 0 ? 'No group moves' : plural(summary.moved, 'group moves', 'groups move');
  if (summary.unplaced === 0) return `${moved}.`;
  return `${moved} and ${plural(summary.unplaced, 'group has', 'groups have')} no project.`;
}

/** The kinds of move that happen in the proposal, with how many of each, in the spec's order. */
export function kindCounts(
  summary: NonNullable<AllocationReport['summary']>,
): { kind: MoveKindId; label: string; count: number }[] {
  return (Object.keys(MOVE_KIND_LABELS) as MoveKindId[])
    .map((kind) => ({ kind, label: MOVE_KIND_LABELS[kind], count: summary[kind] }))
    .filter((entry) => entry.count > 0);
}

/** "1st choice", "not ranked", or null when there is no project. */
export function choiceText(rank: number | null, hasProject: boolean): string | null {
  if (!hasProject) return null;
  return rank === null ? 'not ranked' : `${ordinal(rank)} choice`;
}

/** The approved change requests the proposal does not meet. */
export const unmetRequests = (report: Pick<AllocationReport, 'requests'>) =>
  (report.requests ?? []).filter((request) => !request.fulfilled);
