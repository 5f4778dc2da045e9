import { rankThresholdMaxFlow } from '../flow/bipartite-max-flow';
import { FlowGraph } from '../flow/flow-graph';
import { rowShortestPaths, type RowFlowResult } from '../flow/row-shortest-paths';
import type { PolicyDefinition } from '../policies/policy';
import { tieBreak } from '../util/prng';
import { eligiblePairs, type EligiblePair, type Instance, type SimilarityTable } from './instance';

export interface RankedSolution {
  /** Project of each group from this phase, or -1 (locked groups are -1 here). */
  assignment: Int32Array;
  /** Most free groups any ranked allocation could place. */
  maxAllocatable: number;
  /** Worst rank a maximum allocation must use (0 when nothing can be placed). */
  minimaxRank: number;
  /** One maximum-cardinality allocation (equal to `assignment` for non-legacy policies). */
  maxAssignment: Int32Array;
  /** The solved network, its arcs and the flow result: the optimality certificate. */
  graph: FlowGraph;
  pairs: EligiblePair[];
  pairArcs: Int32Array;
  flow: RowFlowResult;
  sink: number;
}

/**
 * Solves the ranked phase for one policy: source -> group (cap 1) -> ranked project (cap 1) ->
 * sink (cap = places left), priced by the policy's cost vectors.
 */
export function solveRanked(
  instance: Instance,
  policy: PolicyDefinition,
  similarity: SimilarityTable,
  seed: number,
): RankedSolution {
  const G = instance.groups.length;
  const P = instance.projects.length;
  const allPairs = eligiblePairs(instance);
  const threshold = rankThresholdMaxFlow(G, instance.remaining, allPairs);
  const pairs = policy.minimaxRank
    ? allPairs.filter((a) => a.rank <= threshold.minimaxRank)
    : allPairs;
  const maxRank = pairs.reduce((m, a) => Math.max(m, a.rank), 1);
  // Level 0 counts unplaced groups, which puts "place as many as possible" first; the legacy
  // policy has no such level, so leaving a group out costs 0 there (free cardinality).
  const prefix = policy.freeCardinality ? 0 : 1;
  const L = prefix + policy.levels(maxRank);
  const t = G + P;
  const graph = new FlowGraph(t + 1, L, pairs.length * 2 + G + P);
  const hasArc = new Uint8Array(G);
  for (const a of pairs) hasArc[a.group] = 1;
  const rows: number[] = [];
  for (let g = 0; g < G; g++) {
    if (!hasArc[g]) continue;
    rows.push(g);
    graph.addArc(g, t, 1, prefix === 1 ? [1] : []);
  }
  for (let p = 0; p < P; p++) {
    if ((instance.remaining[p] as number) > 0)
      graph.addArc(G + p, t, instance.remaining[p] as number);
  }
  const pairArcs = new Int32Array(pairs.length);
  pairs.forEach((a, i) => {
    const groupId = (instance.groups[a.group] as { id: string }).id;
    const projectId = (instance.projects[a.project] as { id: string }).id;
    const cost = policy.cost({
      rank: a.rank,
      simMilli: similarity.milli(a.group, a.project),
      tie: tieBreak(seed, groupId, projectId),
      maxRank,
    });
    pairArcs[i] = graph.addArc(a.group, G + a.project, 1, prefix === 1 ? [0, ...cost] : cost);
  });
  const flow = rowShortestPaths(graph, rows, t);
  const assignment = new Int32Array(G).fill(-1);
  pairs.forEach((a, i) => {
    if (graph.flowOn(pairArcs[i] as number) > 0) assignment[a.group] = a.project;
  });
  return {
    assignment,
    maxAllocatable: threshold.maxFlow,
    minimaxRank: threshold.minimaxRank,
    maxAssignment: policy.freeCardinality ? threshold.assignment : assignment,
    graph,
    pairs,
    pairArcs,
    flow,
    sink: t,
  };
}
