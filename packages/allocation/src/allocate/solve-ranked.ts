import { rankThresholdMaxFlow } from '../flow/bipartite-max-flow';
import { FlowGraph } from '../flow/flow-graph';
import { rowShortestPaths, type RowFlowResult } from '../flow/row-shortest-paths';
import type { PolicyDefinition } from '../policies/policy';
import { tieBreakFor } from '../util/prng';
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
  const unplacedArc = new Int32Array(G).fill(-1);
  for (let g = 0; g < G; g++) {
    if (!hasArc[g]) continue;
    rows.push(g);
    unplacedArc[g] = graph.addArc(g, t, 1, prefix === 1 ? [1] : []);
  }
  const sinkArc = new Int32Array(P).fill(-1);
  for (let p = 0; p < P; p++) {
    if ((instance.remaining[p] as number) > 0)
      sinkArc[p] = graph.addArc(G + p, t, instance.remaining[p] as number);
  }
  const pairArcs = new Int32Array(pairs.length);
  const costs: number[][] = [];
  let tieGroup = -1;
  let tieOf: (projectId: string) => number = () => 0;
  pairs.forEach((a, i) => {
    if (a.group !== tieGroup) {
      tieGroup = a.group;
      tieOf = tieBreakFor(seed, (instance.groups[a.group] as { id: string }).id);
    }
    const projectId = (instance.projects[a.project] as { id: string }).id;
    const cost = policy.cost({
      rank: a.rank,
      simMilli: similarity.milli(a.group, a.project),
      tie: tieOf(projectId),
      maxRank,
    });
    costs.push(cost);
    pairArcs[i] = graph.addArc(a.group, G + a.project, 1, prefix === 1 ? [0, ...cost] : cost);
  });

  let flow: RowFlowResult | null = null;
  if (!policy.freeCardinality) {
    const matching = policy.minimaxRank ? threshold.minimaxAssignment : threshold.assignment;
    flow = solveByParts(instance, graph, pairs, costs, pairArcs, unplacedArc, sinkArc, matching);
  }
  if (flow === null) flow = rowShortestPaths(graph, rows, t);

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

/**
 * Min-cost maximum allocation by Dulmage-Mendelsohn parts (see `solveRanked`), written into
 * `graph` as flow with a certificate for the whole network. `matching` is a maximum allocation
 * over `pairs`. Returns null, leaving `graph` untouched, if a part cannot be completed (which the
 * decomposition rules out), so the caller falls back to the direct method.
 */
function solveByParts(
  instance: Instance,
  graph: FlowGraph,
  pairs: readonly EligiblePair[],
  costs: readonly number[][],
  pairArcs: Int32Array,
  unplacedArc: Int32Array,
  sinkArc: Int32Array,
  matching: Int32Array,
): RowFlowResult | null {
  const G = instance.groups.length;
  const P = instance.projects.length;
  const t = G + P;
  const L = graph.levels;
  const K = L - 1; // policy levels (level 0, the number placed, is fixed inside each part)

  // Arcs per group and per project (CSR over pair indices).
  const groupStart = new Int32Array(G + 1);
  const projectStart = new Int32Array(P + 1);
  for (const a of pairs) {
    groupStart[a.group + 1] = (groupStart[a.group + 1] as number) + 1;
    projectStart[a.project + 1] = (projectStart[a.project + 1] as number) + 1;
  }
  for (let g = 0; g < G; g++)
    groupStart[g + 1] = (groupStart[g + 1] as number) + (groupStart[g] as number);
  for (let p = 0; p < P; p++)
    projectStart[p + 1] = (projectStart[p + 1] as number) + (projectStart[p] as number);
  const groupArcs = new Int32Array(pairs.length);
  const gFill = groupStart.slice(0, G);
  pairs.forEach((a, i) => {
    const k = gFill[a.group] as number;
    gFill[a.group] = k + 1;
    groupArcs[k] = i;
  });
  const holders: number[][] = Array.from({ length: P }, () => []);
  for (let g = 0; g < G; g++) {
    const p = matching[g] as number;
    if (p >= 0) (holders[p] as number[]).push(g);
  }

  // D part: groups reachable from an unplaced group by alternating paths, and their projects.
  const inD = new Uint8Array(t + 1);
  const stack: number[] = [];
  for (let g = 0; g < G; g++) {
    if (groupStart[g] !== groupStart[g + 1] && (matching[g] as number) === -1) {
      inD[g] = 1;
      stack.push(g);
    }
  }
  while (stack.length > 0) {
    const g = stack.pop() as number;
    for (let k = groupStart[g] as number; k < (groupStart[g + 1] as number); k++) {
      const p = (pairs[groupArcs[k] as number] as EligiblePair).project;
      if (inD[G + p]) continue;
      inD[G + p] = 1;
      for (const h of holders[p] as number[]) {
        if (!inD[h]) {
          inD[h] = 1;
          stack.push(h);
        }
      }
    }
  }

  // Part C from the group side: group -> project -> sink, every group placed.
  const cArcs = new Int32Array(pairs.length).fill(-1);
  const dArcs = new Int32Array(pairs.length).fill(-1);
  const cGraph = new FlowGraph(t + 1, K, pairs.length + P);
  const dGraph = new FlowGraph(t + 1, K, pairs.length + G);
  const cRows: number[] = [];
  for (let g = 0; g < G; g++) {
    if (groupStart[g] === groupStart[g + 1]) continue;
    if (inD[g]) dGraph.addArc(g, t, 1);
    else cRows.push(g);
  }
  const dRows: number[] = [];
  for (let p = 0; p < P; p++) {
    const rem = instance.remaining[p] as number;
    if (rem <= 0) continue;
    if (inD[G + p]) {
      if ((holders[p] as number[]).length !== rem) return null;
      for (let r = 0; r < rem; r++) dRows.push(G + p);
    } else cGraph.addArc(G + p, t, rem);
  }
  pairs.forEach((a, i) => {
    const cost = costs[i] as number[];
    const gD = inD[a.group] === 1;
    const pD = inD[G + a.project] === 1;
    if (gD && pD) dArcs[i] = dGraph.addArc(G + a.project, a.group, 1, cost);
    else if (!gD && !pD) cArcs[i] = cGraph.addArc(a.group, G + a.project, 1, cost);
    // Arcs from an always-placed group to a project of the D part are in no maximum allocation.
  });
  const cFlow = rowShortestPaths(cGraph, cRows, t);
  const dFlow = rowShortestPaths(dGraph, dRows, t);

  // Check that every C group was placed and every D place filled.
  const placed = new Int32Array(G).fill(-1);
  let dFilled = 0;
  pairs.forEach((a, i) => {
    const c = cArcs[i] as number;
    const d = dArcs[i] as number;
    if ((c >= 0 && cGraph.flowOn(c) > 0) || (d >= 0 && dGraph.flowOn(d) > 0)) {
      placed[a.group] = a.project;
      if (d >= 0) dFilled++;
    }
  });
  for (const g of cRows) if ((placed[g] as number) === -1) return null;
  if (dFilled !== dRows.length) return null;

  // Write the flow into the full network.
  const { cap } = graph;
  const used = new Int32Array(P);
  pairs.forEach((a, i) => {
    if ((placed[a.group] as number) !== a.project) return;
    const e = pairArcs[i] as number;
    cap[e] = 0;
    cap[e ^ 1] = 1;
    used[a.project] = (used[a.project] as number) + 1;
  });
  for (let g = 0; g < G; g++) {
    const e = unplacedArc[g] as number;
    if (e >= 0 && (placed[g] as number) === -1) {
      cap[e] = 0;
      cap[e ^ 1] = 1;
    }
  }
  for (let p = 0; p < P; p++) {
    const e = sinkArc[p] as number;
    if (e < 0) continue;
    cap[e] = (cap[e] as number) - (used[p] as number);
    cap[e ^ 1] = (cap[e ^ 1] as number) + (used[p] as number);
  }

  // Potentials: level 0 is -1 on the D part and 0 elsewhere (arcs between the parts then have a
  // positive reduced cost there); the policy levels come from each part, anchored at the sink,
  // with the D part's negated because it was solved on the reversed network.
  const potentials = new Float64Array((t + 1) * L);
  const cPot = cFlow.potentials;
  const dPot = dFlow.potentials;
  for (let v = 0; v < t; v++) {
    const D = inD[v] === 1;
    potentials[v * L] = D ? -1 : 0;
    for (let l = 0; l < K; l++) {
      potentials[v * L + 1 + l] = D
        ? (dPot[t * K + l] as number) - (dPot[v * K + l] as number)
        : (cPot[v * K + l] as number) - (cPot[t * K + l] as number);
    }
  }
  const cost = new Array<number>(L).fill(0);
  for (let v = 0; v < G; v++) {
    if (unplacedArc[v] !== -1 && placed[v] === -1) cost[0] = (cost[0] as number) + 1;
  }
  for (let l = 0; l < K; l++) cost[l + 1] = (cFlow.cost[l] as number) + (dFlow.cost[l] as number);
  return { potentials, cost, rounds: cFlow.rounds + dFlow.rounds };
}
