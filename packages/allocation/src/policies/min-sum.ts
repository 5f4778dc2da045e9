import type { PolicyDefinition } from './policy';

/** max number placed -> min sum of ranks -> seeded tie-break. */
export const minSumPolicy: PolicyDefinition = {
  name: 'min-sum',
  levels: () => 2,
  cost: ({ rank, tie }) => [rank, tie],
  freeCardinality: false,
  minimaxRank: false,
};
