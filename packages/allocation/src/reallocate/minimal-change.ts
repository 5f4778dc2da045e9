import type { SimilarityTable } from '../allocate/instance';
import { resolveSimilarity } from '../allocate/resolve-similarity';
import { getPolicy } from '../policies/registry';
import type { PolicyDefinition } from '../policies/policy';
import { tieBreakFor } from '../util/prng';
import { buildCandidates, moveCost, type Candidates } from './candidates';
import { prepareReallocation, type Prepared } from './prepare';
import { solveNetwork, type NetworkCosts } from './solve-network';
import type {
  MinimalChangeLevels,
  ReallocationInput,
  ReallocationOptions,
  ReallocationResult,
} from './types';

/** The policy's levels of every candidate, priced once for every solve. */
function policyCosts(
  prep: Prepared,
  candidates: Candidates,
  policy: PolicyDefinition,
  similarity: SimilarityTable,
  seed: number,
): NetworkCosts {
  const { instance } = prep;
  const maxRank = candidates.maxRank;
  const K = policy.levels(maxRank);
  const costs = new Float64Array(candidates.count * K);
  let tie: ((projectId: string) => number) | null = null;
  for (let i = 0; i < candidates.count; i++) {
    const g = candidates.group[i] as number;
    const p = candidates.project[i] as number;
    if (i === 0 || candidates.group[i - 1] !== g)
      tie = tieBreakFor(seed, (instance.groups[g] as { id: string }).id);
    const vector = policy.cost({
      rank: candidates.rank[i] as number,
      simMilli: similarity.milli(g, p),
      tie: (tie as (projectId: string) => number)((instance.projects[p] as { id: string }).id),
      maxRank,
    });
    for (let k = 0; k < K; k++) costs[i * K + k] = vector[k] ?? 0;
  }
  return { levels: K, costs, maxRank };
}

/**
 * The smallest worst rank of the free groups among proposals optimal for levels 1-5: one solve
 * whose next levels count the groups at each rank from the worst down (fewest at rank R, then
 * at rank R-1 or worse, ...), which leaves the worst rank as low as it can go. 0 when no free
 * group is placed.
 *
 * Several counts share one level as the digits of a number in base 2F + 1 (F free groups): two
 * flows differ by at most F in each count, so the packed difference has the sign of the first
 * count that differs. As many share a level as keep every sum exact in float64.
 */
function smallestWorstRank(prep: Prepared, candidates: Candidates): number {
  const R = candidates.maxRank;
  const counts = Math.max(1, R - 1);
  const radix = 2 * prep.free.length + 1;
  // A path or potential sums at most one arc cost per node, each below radix^perLevel.
  const nodes = prep.free.length + prep.instance.projects.length + prep.mentorIds.length + 1;
  let perLevel = 1;
  while (perLevel < counts && nodes * radix ** (perLevel + 1) < 2 ** 50) perLevel++;
  const K = Math.ceil(counts / perLevel);
  const costs = new Float64Array(candidates.count * K);
  for (let i = 0; i < candidates.count; i++) {
    const rank = candidates.rank[i] as number;
    // Count c is "rank R - c or worse", so this arc is in counts R - rank and on; within a
    // level, earlier counts are higher digits.
    for (let c = Math.max(0, R - rank); c < counts; c++) {
      const level = Math.floor(c / perLevel);
      const digit = perLevel - 1 - (c % perLevel);
      costs[i * K + level] = (costs[i * K + level] as number) + radix ** digit;
    }
  }
  const placed = solveNetwork(prep, candidates, { levels: K, costs, maxRank: R });
  let worst = 0;
  for (let i = 0; i < candidates.count; i++) {
    if (placed[candidates.group[i] as number] === candidates.project[i])
      worst = Math.max(worst, candidates.rank[i] as number);
  }
  return worst;
}

/** Levels 1-5 of a proposal, counted from their definitions (for the report and the tests). */
function countLevels(prep: Prepared, placed: Int32Array): MinimalChangeLevels {
  const { instance } = prep;
  const levels: MinimalChangeLevels = {
    placed: 0,
    namedFulfilled: 0,
    movesFromAvailable: 0,
    anyFulfilled: 0,
    shortfall: 0,
  };
  const load = new Array<number>(instance.projects.length).fill(0);
  placed.forEach((p, g) => {
    if (p >= 0) load[p] = (load[p] as number) + 1;
    if (prep.locked[g] === 1 || prep.emptied[g] === 1) {
      // A locked group keeps its base project even when that was withdrawn.
      if (prep.locked[g] === 1 && prep.emptied[g] === 0) levels.placed++;
      return;
    }
    if (!prep.inScope[g]) return;
    const [unplaced, missesNamed, moved, missesAny] = moveCost(prep, g, p);
    if (!unplaced) levels.placed++;
    if ((prep.namedTarget[g] as number) >= 0 && !missesNamed) levels.namedFulfilled++;
    levels.movesFromAvailable += moved as number;
    if (prep.anyRequest[g] === 1 && !missesAny) levels.anyFulfilled++;
  });
  instance.projects.forEach((_, p) => {
    levels.shortfall += Math.max(0, (prep.minimum[p] as number) - (load[p] as number));
  });
  return levels;
}

/**
 * The minimal-change proposal: keeps every group where it is unless it must move, and
 * orders proposals by its levels (most placed, approved named requests, fewest moves
 * off available projects, "any" requests, least shortfall, the policy's levels, seed). Exact: one
 * min-cost flow with vector costs; policies that minimise the worst rank first (`balanced`) take
 * the smallest rank threshold that keeps levels 1-5 optimal, found by one more solve.
 */
export function reallocateWithMinimalChange(
  input: ReallocationInput,
  options: ReallocationOptions = {},
): ReallocationResult {
  const policy = getPolicy(options.policy ?? 'balanced');
  const seed = options.seed ?? 0;
  if (!Number.isInteger(seed) || seed < 0) throw new Error('seed must be a whole number');
  const prep = prepareReallocation(input);
  const { instance } = prep;
  const { table } = resolveSimilarity(instance, options.similarity);

  const rankedMax = instance.preferences.reduce(
    (m, list) => list.reduce((mm, x) => Math.max(mm, x.rank), m),
    7,
  );
  // Worse than every rank a group can give (rank 7 in the product).
  const unranked = rankedMax + 1;
  const candidates = buildCandidates(prep, options.allowUnranked ?? false, unranked);
  const costs = policyCosts(prep, candidates, policy, table, seed);
  if (policy.minimaxRank) {
    // The worst rank is over all placed groups (level 6), locked ones included: no
    // threshold below theirs can lower it.
    let floor = 1;
    prep.locked.forEach((isLocked, g) => {
      if (!isLocked || prep.emptied[g] === 1) return;
      const b = prep.base[g] as number;
      const rank = (instance.preferences[g] ?? []).find((x) => x.project === b)?.rank;
      floor = Math.max(floor, rank ?? unranked);
    });
    costs.maxRank =
      floor >= candidates.maxRank ? floor : Math.max(floor, smallestWorstRank(prep, candidates));
  }
  const placed = solveNetwork(prep, candidates, costs);
  prep.locked.forEach((isLocked, g) => {
    if (isLocked) placed[g] = prep.base[g] as number;
  });
  const assignment: Record<string, string | null> = {};
  instance.groups.forEach((group, g) => {
    const p = placed[g] as number;
    if (prep.locked[g] === 1) assignment[group.id] = prep.baseId[g] ?? null;
    else assignment[group.id] = p >= 0 ? (instance.projects[p] as { id: string }).id : null;
  });
  return { assignment, levels: countLevels(prep, placed), warnings: prep.warnings };
}
