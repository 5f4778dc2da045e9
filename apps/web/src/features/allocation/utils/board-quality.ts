import type { ProjectDemand } from '@capstone/contracts';

/** Each group's saved ranking, as the demand route gives it: `{groupId: [{project, rank}]}`. */
export type GroupRankings = ProjectDemand['rankings'];

/** The board now: group id → project id, or null while the group is unallocated. */
export type BoardPlacement = Readonly<Record<string, string | null>>;

export const HISTOGRAM_KEYS = [
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  'unranked',
  'unallocated',
] as const;
export type HistogramKey = (typeof HISTOGRAM_KEYS)[number];

export interface BoardQuality {
  /** Groups on the board (every key of the placement). */
  groupsTotal: number;
  allocated: number;
  unallocated: number;
  /** Placed groups only: the rank the group gave its project, or null when it did not rank it. */
  ranks: Record<string, number | null>;
  /** Unallocated group ids, in placement order. */
  unallocatedIds: string[];
  histogram: Record<HistogramKey, number>;
  /** Percentage (2 decimals) of all groups on the board placed at a rank ≤ K. */
  top1: number;
  top3: number;
  top5: number;
  top7: number;
  /** Worst rank of a group placed on a project it ranked; null when none is. */
  worstRank: number | null;
  groupsAtWorstRank: number;
  /** Mean over groups placed on a ranked project (3 decimals); null when none is. */
  meanRank: number | null;
}

const round = (x: number, digits: number): number => {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
};

/** The rank `groupId` gave `projectId`, or null when it did not rank it. */
export function rankOf(
  rankings: GroupRankings,
  groupId: string,
  projectId: string | null,
): number | null {
  if (projectId === null) return null;
  return rankings[groupId]?.find((entry) => entry.project === projectId)?.rank ?? null;
}

/**
 * Live quality of any arrangement on the board, on the same definitions as the engine's report, so
 * staff can compare their edits with the suggestion figure for figure: unranked placements count as
 * allocated but sit outside the top-K shares, worst and mean rank.
 */
export function boardQuality(rankings: GroupRankings, placement: BoardPlacement): BoardQuality {
  const histogram = Object.fromEntries(HISTOGRAM_KEYS.map((key) => [key, 0])) as Record<
    HistogramKey,
    number
  >;
  const ranks: Record<string, number | null> = {};
  const unallocatedIds: string[] = [];
  const ranked: number[] = [];

  for (const [groupId, projectId] of Object.entries(placement)) {
    if (projectId === null) {
      unallocatedIds.push(groupId);
      histogram.unallocated += 1;
      continue;
    }
    const rank = rankOf(rankings, groupId, projectId);
    ranks[groupId] = rank;
    if (rank === null) {
      histogram.unranked += 1;
    } else {
      ranked.push(rank);
      // Ranks are 1..7 by contract; a larger one is still counted in its own bucket.
      const key = String(rank) as HistogramKey;
      histogram[key] = (histogram[key] ?? 0) + 1;
    }
  }

  const groupsTotal = Object.keys(placement).length;
  const share = (k: number) =>
    groupsTotal === 0 ? 0 : round((100 * ranked.filter((r) => r <= k).length) / groupsTotal, 2);
  const worstRank = ranked.length === 0 ? null : Math.max(...ranked);
  const sum = ranked.reduce((a, b) => a + b, 0);

  return {
    groupsTotal,
    allocated: groupsTotal - unallocatedIds.length,
    unallocated: unallocatedIds.length,
    ranks,
    unallocatedIds,
    histogram,
    top1: share(1),
    top3: share(3),
    top5: share(5),
    top7: share(7),
    worstRank,
    groupsAtWorstRank: worstRank === null ? 0 : ranked.filter((r) => r === worstRank).length,
    meanRank: ranked.length === 0 ? null : round(sum / ranked.length, 3),
  };
}
