import type { PolicyDefinition } from './policy';

/**
 * The previous system: maximise the sum of 0.5 * similarity + 0.5 * (8 - rank) / 7 over ranked
 * pairs, with the number placed not prioritised. Multiplying by 14,000 with similarity in
 * thousandths gives the exact integer 7 * simMilli + 1000 * (8 - rank); the cost is its negative,
 * and the solver stops at the first augmenting path that no longer pays.
 */
export const legacyPolicy: PolicyDefinition = {
  name: 'legacy',
  levels: () => 2,
  cost: ({ rank, simMilli, tie }) => [-(7 * simMilli + 1000 * (8 - rank)), tie],
  freeCardinality: true,
  minimaxRank: false,
};

/** The legacy score of a pair in [0, 1] (for reports), exactly as the previous system defined it. */
export function legacyScore(similarity: number, rank: number): number {
  return 0.5 * similarity + (0.5 * (8 - rank)) / 7;
}
