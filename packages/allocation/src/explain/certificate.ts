import type { FlowGraph } from '../flow/flow-graph';

/** A residual arc whose reduced cost is lexicographically negative. */
export interface CertificateViolation {
  arc: number;
  from: number;
  to: number;
  reducedCost: number[];
}

/**
 * Checks the optimality certificate of a min-cost flow: with the final potentials, no residual
 * arc may have a negative reduced cost (equivalently, the residual graph has no negative cycle).
 * Returns the violating arcs; an empty list proves optimality for the flow value reached.
 */
export function certificateViolations(
  graph: FlowGraph,
  potentials: Float64Array,
): CertificateViolation[] {
  const L = graph.levels;
  const violations: CertificateViolation[] = [];
  for (let e = 0; e < graph.arcCount; e++) {
    if ((graph.cap[e] as number) <= 0) continue;
    const u = graph.to[e ^ 1] as number;
    const v = graph.to[e] as number;
    const reduced: number[] = [];
    for (let l = 0; l < L; l++) {
      reduced.push(
        (graph.cost[e * L + l] as number) +
          (potentials[u * L + l] as number) -
          (potentials[v * L + l] as number),
      );
    }
    const firstNonZero = reduced.find((x) => x !== 0);
    if (firstNonZero !== undefined && firstNonZero < 0) {
      violations.push({ arc: e, from: u, to: v, reducedCost: reduced });
    }
  }
  return violations;
}
