import type { PolicyDefinition } from './policy';

/**
 * Generous (fair): max number placed -> fewest groups at the worst rank, then at the next worst,
 * ... (which first minimises the worst rank) -> seeded tie-break.
 */
export const generousPolicy: PolicyDefinition = {
  name: 'generous',
  levels: (maxRank) => Math.max(1, maxRank - 1) + 1,
  cost: ({ rank, tie, maxRank }) => {
    const profile = Math.max(1, maxRank - 1);
    const vector = new Array<number>(profile + 1).fill(0);
    // Level i counts groups at rank maxRank - i; rank 1 needs no level once the total is fixed.
    for (let i = 0; i < profile; i++) vector[i] = rank === maxRank - i ? 1 : 0;
    vector[profile] = tie;
    return vector;
  },
  freeCardinality: false,
  minimaxRank: false,
};
