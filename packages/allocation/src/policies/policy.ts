import type { AllocationPolicy } from '../types';

/** Everything the solver needs to know about a ranked arc to price it. */
export interface ArcFacts {
  rank: number;
  /** Similarity in thousandths, 0..1000. */
  simMilli: number;
  /** Seeded tie-break value. */
  tie: number;
  /** Worst rank present among eligible arcs. */
  maxRank: number;
}

/**
 * A policy is a lexicographic cost vector per arc plus two switches. Every level is a small
 * integer, so sums stay exact in float64 and no mixed objective is ever compared as a float.
 */
export interface PolicyDefinition {
  name: AllocationPolicy;
  /** Number of cost levels for a given worst rank. */
  levels(maxRank: number): number;
  cost(arc: ArcFacts): number[];
  /** Stop at the first non-negative augmenting path instead of maximising the number placed. */
  freeCardinality: boolean;
  /** Restrict arcs to the smallest rank threshold that still places the maximum number. */
  minimaxRank: boolean;
}
