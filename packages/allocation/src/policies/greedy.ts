import type { PolicyDefinition } from './policy';

/**
 * Greedy (rank-maximal among maximum allocations): max number placed -> max first choices ->
 * max second choices -> ... -> seeded tie-break. With the number placed fixed at F, maximising
 * n_k is minimising F - n_k, so level k-1 costs 1 for every arc not of rank k; costs stay >= 0.
 */
export const greedyPolicy: PolicyDefinition = {
  name: 'greedy',
  levels: (maxRank) => Math.max(1, maxRank - 1) + 1,
  cost: ({ rank, tie, maxRank }) => {
    const profile = Math.max(1, maxRank - 1);
    const vector = new Array<number>(profile + 1).fill(0);
    for (let k = 1; k <= profile; k++) vector[k - 1] = rank === k ? 0 : 1;
    vector[profile] = tie;
    return vector;
  },
  freeCardinality: false,
  minimaxRank: false,
};
