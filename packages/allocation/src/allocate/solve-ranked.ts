import { rankThresholdMaxFlow } from '../flow/bipartite-max-flow';
import type { FlowGraph } from '../flow/flow-graph';
import { rowShortestPaths } from '../flow/row-shortest-paths';
import type { PolicyDefinition } from '../policies/policy';
import { eligiblePairs, type EligiblePair, type Instance, type SimilarityTable } from './instance';
import { pricePairs } from './price-pairs';
import { buildNetwork, writeFlow } from './ranked-network';
import { solveByParts } from './solve-by-parts';

/** The whole ranked network with the solution's flow in it, and potentials proving it optimal. */
export interface OptimalityCertificate {
  graph: FlowGraph;
  potentials: Float64Array;
}

export interface RankedSolution {
  /** Project of each group from this phase, or -1 (locked groups are -1 here). */
  assignment: Int32Array;
  /** Most free groups any ranked allocation could place. */
  maxAllocatable: number;
  /** Worst rank a maximum allocation must use (0 when nothing can be placed). */
  minimaxRank: number;
  /** One maximum-cardinality allocation (equal to `assignment` for non-legacy policies). */
  maxAssignment: Int32Array;
  /** The ranked pairs the solver priced. */
  pairs: EligiblePair[];
  /** Total cost vector; level 0 counts unplaced groups unless the policy has free cardinality. */
  cost: number[];
  /** Shortest-path searches run (diagnostics). */
  rounds: number;
  /** Builds the certificate on demand: the solver itself works on smaller networks. */
  certificate(): OptimalityCertificate;
}

/**
 * Solves the ranked phase for one policy: source -> group (cap 1) -> ranked project (cap 1) ->
 * sink (cap = places left), priced by the policy's cost vectors.
 *
 * Policies that place the most groups first are solved in two independent parts found from one
 * maximum allocation (Dulmage-Mendelsohn): groups that some maximum allocation leaves out, with
 * the projects they can reach by alternating paths (every such project is full in every maximum
 * allocation, and only these groups fill it), and all other groups, which every maximum
 * allocation places, on the remaining projects. Arcs between the parts are in no maximum
 * allocation. The first part is solved from the project side (every place is filled; groups are
 * plentiful), the second from the group side, so no search ever has to explore a whole contested
 * region to find out that a group stays out. Both parts' potentials combine into one certificate
 * for the whole network.
 */
export function solveRanked(
  instance: Instance,
  policy: PolicyDefinition,
  similarity: SimilarityTable,
  seed: number,
): RankedSolution {
  const G = instance.groups.length;
  const allPairs = eligiblePairs(instance);
  const threshold = rankThresholdMaxFlow(G, instance.remaining, allPairs);
  const pairs = policy.minimaxRank
    ? allPairs.filter((a) => a.rank <= threshold.minimaxRank)
    : allPairs;
  const priced = pricePairs(instance, policy, similarity, seed, pairs);
  const base = {
    maxAllocatable: threshold.maxFlow,
    minimaxRank: threshold.minimaxRank,
    pairs,
  };

  if (!policy.freeCardinality) {
    const matching = policy.minimaxRank ? threshold.minimaxAssignment : threshold.assignment;
    const parts = solveByParts(instance, priced, matching);
    if (parts) {
      return {
        ...base,
        assignment: parts.placed,
        maxAssignment: parts.placed,
        cost: parts.cost,
        rounds: parts.rounds,
        certificate() {
          const net = buildNetwork(instance, priced, 1);
          writeFlow(instance, net, pairs, parts.placed);
          return { graph: net.graph, potentials: parts.potentials(net.graph.levels) };
        },
      };
    }
  }

  const net = buildNetwork(instance, priced, policy.freeCardinality ? 0 : 1);
  const flow = rowShortestPaths(net.graph, net.rows, net.sink);
  const assignment = new Int32Array(G).fill(-1);
  pairs.forEach((a, i) => {
    if (net.graph.flowOn(net.pairArcs[i] as number) > 0) assignment[a.group] = a.project;
  });
  return {
    ...base,
    assignment,
    maxAssignment: policy.freeCardinality ? threshold.assignment : assignment,
    cost: flow.cost,
    rounds: flow.rounds,
    certificate: () => ({ graph: net.graph, potentials: flow.potentials }),
  };
}
