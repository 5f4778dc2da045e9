import type { AllocationPolicy } from '../../src/types';
import { tieBreak } from '../../src/util/prng';
import { groupId, projectId, type SmallInstance } from './small-instance';

/**
 * The objectives, written from the policy definitions in the README independently of the
 * engine's arc costs, as vectors to minimise lexicographically. `assignment[g]` is a project
 * index or -1; locked groups are ignored (their placement is fixed).
 */
export function objective(
  inst: SmallInstance,
  policy: AllocationPolicy,
  assignment: readonly number[],
): number[] {
  let card = 0;
  let worst = 0;
  let sumRank = 0;
  let sumSim = 0;
  let sumTie = 0;
  let legacyScore = 0;
  const profile = new Array<number>(10).fill(0);
  assignment.forEach((p, g) => {
    if (p < 0 || inst.locked.has(g)) return;
    const rank = inst.prefs[g]?.find(([q]) => q === p)?.[1];
    if (rank === undefined) throw new Error('unranked pair in the ranked phase');
    card++;
    worst = Math.max(worst, rank);
    sumRank += rank;
    const sim = inst.sims[g * inst.projectCount + p] as number;
    sumSim += sim;
    sumTie += tieBreak(inst.seed, groupId(g), projectId(p));
    profile[rank] = (profile[rank] as number) + 1;
    legacyScore += 7 * sim + 1000 * (8 - rank);
  });
  switch (policy) {
    case 'balanced':
      return [-card, worst, sumRank, -sumSim, sumTie];
    case 'min-sum':
      return [-card, sumRank, sumTie];
    case 'greedy':
      return [-card, ...profile.slice(1).map((n) => -n), sumTie];
    case 'generous':
      return [-card, ...profile.slice(1).reverse(), sumTie];
    case 'legacy':
      return [-legacyScore, sumTie];
  }
}

export function compareVectors(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** Places left per project after locked pairs. */
export function remainingCapacity(inst: SmallInstance): number[] {
  const remaining = inst.capacities.slice();
  for (const p of inst.locked.values()) remaining[p] = (remaining[p] as number) - 1;
  return remaining.map((c) => Math.max(0, c));
}

/**
 * Calls `visit` with every feasible assignment of free groups to ranked, non-forbidden projects
 * (or -1). Locked groups carry their locked project.
 */
export function forEachAllocation(
  inst: SmallInstance,
  visit: (assignment: readonly number[]) => void,
  options: { ranked: boolean } = { ranked: true },
): void {
  const remaining = remainingCapacity(inst);
  const assignment = new Array<number>(inst.groupCount).fill(-1);
  const recurse = (g: number): void => {
    if (g === inst.groupCount) {
      visit(assignment);
      return;
    }
    const locked = inst.locked.get(g);
    if (locked !== undefined) {
      assignment[g] = locked;
      recurse(g + 1);
      assignment[g] = -1;
      return;
    }
    recurse(g + 1);
    const options_ = options.ranked
      ? (inst.prefs[g] ?? []).map(([p]) => p)
      : Array.from({ length: inst.projectCount }, (_, p) => p);
    for (const p of options_) {
      if (inst.forbidden.has(`${g}:${p}`) || (remaining[p] as number) <= 0) continue;
      remaining[p] = (remaining[p] as number) - 1;
      assignment[g] = p;
      recurse(g + 1);
      assignment[g] = -1;
      remaining[p] = (remaining[p] as number) + 1;
    }
  };
  recurse(0);
}

/** The lexicographically best objective over all feasible ranked allocations. */
export function bruteForceOptimum(inst: SmallInstance, policy: AllocationPolicy): number[] {
  let best: number[] | null = null;
  forEachAllocation(inst, (a) => {
    const value = objective(inst, policy, a);
    if (best === null || compareVectors(value, best) < 0) best = value;
  });
  return best as unknown as number[];
}

/** Most free groups placeable on ranked pairs. */
export function bruteForceMaxCardinality(inst: SmallInstance): number {
  let best = 0;
  forEachAllocation(inst, (a) => {
    const placed = a.filter((p, g) => p >= 0 && !inst.locked.has(g)).length;
    best = Math.max(best, placed);
  });
  return best;
}
