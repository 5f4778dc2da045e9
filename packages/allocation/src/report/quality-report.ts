import {
  buildInstance,
  eligiblePairs,
  similarityTable,
  type Instance,
  type SimilarityTable,
} from '../allocate/instance';
import { rankThresholdMaxFlow } from '../flow/bipartite-max-flow';
import type { SimilarityProvider } from '../similarity/similarity-provider';
import type { AllocationInput, GroupProjectPair } from '../types';
import { paretoGap } from './pareto-gap';

export interface TopShares {
  top1: number;
  top3: number;
  top5: number;
  top7: number;
}

export interface QualityReport {
  groupsTotal: number;
  groupsSubmitted: number;
  groupsNotSubmitted: number;
  /** Most groups any allocation could place on ranked pairs (locked pairs included). */
  maxAllocatable: number;
  allocated: number;
  unallocated: number;
  /** Unallocated groups that submitted preferences. */
  unallocatedSubmitted: number;
  /** Unallocated groups that submitted nothing. */
  unallocatedNotSubmitted: number;
  /** Percentage (2 decimals) of all groups placed at a rank <= K. */
  top: TopShares;
  /** Same, as a percentage of submitting groups. */
  topOfSubmitted: TopShares;
  /** Counts per rank ("1".."7", and any worse rank), plus "unranked" and "unallocated". */
  rankHistogram: Record<string, number>;
  /** Worst rank given to a placed group on a ranked project; null if none. */
  worstRank: number | null;
  groupsAtWorstRank: number;
  meanRank: number | null;
  medianRank: number | null;
  sumOfRanks: number;
  /** Groups that could move to a better-ranked project without hurting anyone (0 when exact). */
  paretoGap: number;
  /** Mean similarity of placed pairs (3 decimals); null without a similarity provider. */
  meanSimilarity: number | null;
  projectsEmpty: number;
  emptyProjectIds: string[];
}

const round = (x: number, digits: number): number => {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
};

/** Computes the report for an allocation of a canonical instance. */
export function computeQuality(
  instance: Instance,
  assignment: Int32Array,
  similarity: SimilarityTable | null,
  maxAllocatable: number,
): QualityReport {
  const G = instance.groups.length;
  const P = instance.projects.length;
  const submittedCount = instance.submitted.filter(Boolean).length;
  const ranks: number[] = [];
  const histogram: Record<string, number> = {};
  for (let k = 1; k <= 7; k++) histogram[String(k)] = 0;
  let unranked = 0;
  let unallocatedSubmitted = 0;
  let unallocatedNotSubmitted = 0;
  let simSum = 0;
  const used = new Int32Array(P);
  for (let g = 0; g < G; g++) {
    const p = assignment[g] as number;
    if (p < 0) {
      if (instance.submitted[g]) unallocatedSubmitted++;
      else unallocatedNotSubmitted++;
      continue;
    }
    used[p] = (used[p] as number) + 1;
    if (similarity) simSum += similarity.milli(g, p);
    const rank = instance.preferences[g]?.find((x) => x.project === p)?.rank;
    if (rank === undefined) unranked++;
    else {
      ranks.push(rank);
      histogram[String(rank)] = (histogram[String(rank)] ?? 0) + 1;
    }
  }
  histogram.unranked = unranked;
  histogram.unallocated = unallocatedSubmitted + unallocatedNotSubmitted;
  ranks.sort((a, b) => a - b);
  const allocated = G - unallocatedSubmitted - unallocatedNotSubmitted;
  const share = (k: number, of: number): number =>
    of === 0 ? 0 : round((100 * ranks.filter((r) => r <= k).length) / of, 2);
  const shares = (of: number): TopShares => ({
    top1: share(1, of),
    top3: share(3, of),
    top5: share(5, of),
    top7: share(7, of),
  });
  const worstRank = ranks.length > 0 ? (ranks[ranks.length - 1] as number) : null;
  const sumOfRanks = ranks.reduce((a, b) => a + b, 0);
  const mid = ranks.length >> 1;
  const medianRank =
    ranks.length === 0
      ? null
      : ranks.length % 2 === 1
        ? (ranks[mid] as number)
        : ((ranks[mid - 1] as number) + (ranks[mid] as number)) / 2;
  const emptyProjectIds: string[] = [];
  for (let p = 0; p < P; p++) {
    if (used[p] === 0) emptyProjectIds.push((instance.projects[p] as { id: string }).id);
  }
  return {
    groupsTotal: G,
    groupsSubmitted: submittedCount,
    groupsNotSubmitted: G - submittedCount,
    maxAllocatable,
    allocated,
    unallocated: G - allocated,
    unallocatedSubmitted,
    unallocatedNotSubmitted,
    top: shares(G),
    topOfSubmitted: shares(submittedCount),
    rankHistogram: histogram,
    worstRank,
    groupsAtWorstRank: worstRank === null ? 0 : ranks.filter((r) => r === worstRank).length,
    meanRank: ranks.length === 0 ? null : round(sumOfRanks / ranks.length, 3),
    medianRank,
    sumOfRanks,
    paretoGap: paretoGap(instance, assignment),
    meanSimilarity: similarity && allocated > 0 ? round(simSum / allocated / 1000, 3) : null,
    projectsEmpty: emptyProjectIds.length,
    emptyProjectIds,
  };
}

/** Most groups placeable on ranked pairs, counting locked pairs as placed. */
export function maxAllocatableOf(instance: Instance): number {
  const locked = instance.lockedProject.filter((p) => p !== -1).length;
  return (
    locked +
    rankThresholdMaxFlow(instance.groups.length, instance.remaining, eligiblePairs(instance))
      .maxFlow
  );
}

export interface QualityReportOptions {
  /** Prepared similarity provider for mean similarity; null or absent leaves it null. */
  similarity?: SimilarityProvider | null;
  locked?: readonly GroupProjectPair[];
  forbidden?: readonly GroupProjectPair[];
}

/**
 * Quality report for any allocation (including ones made by hand or by another tool), so staff
 * can compare a manual board with the engine's suggestion on the same metrics.
 */
export function qualityReport(
  input: AllocationInput,
  assignments: readonly GroupProjectPair[],
  options: QualityReportOptions = {},
): QualityReport {
  const instance = buildInstance(input, options.locked, options.forbidden);
  const assignment = new Int32Array(instance.groups.length).fill(-1);
  for (const a of assignments) {
    const g = instance.groupIndex.get(a.groupId);
    const p = instance.projectIndex.get(a.projectId);
    if (g !== undefined && p !== undefined) assignment[g] = p;
  }
  const table = options.similarity ? similarityTable(instance, options.similarity) : null;
  return computeQuality(instance, assignment, table, maxAllocatableOf(instance));
}
