import type { PolicyDefinition } from '../policies/policy';
import { tieBreakFor } from '../util/prng';
import type { EligiblePair, Instance, SimilarityTable } from './instance';

/** Cost vectors of the pairs, `levels` per pair, in one flat array. */
export interface PricedPairs {
  pairs: EligiblePair[];
  cost: Float64Array;
  levels: number;
}

/** Prices every pair by the policy: similarity, seeded tie-break and rank into cost vectors. */
export function pricePairs(
  instance: Instance,
  policy: PolicyDefinition,
  similarity: SimilarityTable,
  seed: number,
  pairs: EligiblePair[],
): PricedPairs {
  const maxRank = pairs.reduce((m, a) => Math.max(m, a.rank), 1);
  const K = policy.levels(maxRank);
  const cost = new Float64Array(pairs.length * K);
  let tieGroup = -1;
  let tieOf: (projectId: string) => number = () => 0;
  for (let i = 0; i < pairs.length; i++) {
    const a = pairs[i] as EligiblePair;
    if (a.group !== tieGroup) {
      tieGroup = a.group;
      tieOf = tieBreakFor(seed, (instance.groups[a.group] as { id: string }).id);
    }
    const vector = policy.cost({
      rank: a.rank,
      simMilli: similarity.milli(a.group, a.project),
      tie: tieOf((instance.projects[a.project] as { id: string }).id),
      maxRank,
    });
    for (let l = 0; l < K; l++) cost[i * K + l] = vector[l] ?? 0;
  }
  return { pairs, cost, levels: K };
}
