import type { PolicyDefinition } from './policy';

/**
 * max number placed (flow value) -> min worst rank (threshold pass) -> min sum of ranks ->
 * max text similarity -> seeded tie-break.
 */
export const balancedPolicy: PolicyDefinition = {
  name: 'balanced',
  levels: () => 3,
  cost: ({ rank, simMilli, tie }) => [rank, 1000 - simMilli, tie],
  freeCardinality: false,
  minimaxRank: true,
};
