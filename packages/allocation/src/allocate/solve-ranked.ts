import { rankThresholdMaxFlow } from '../flow/bipartite-max-flow';
import { FlowGraph } from '../flow/flow-graph';
import { rowShortestPaths } from '../flow/row-shortest-paths';
import type { PolicyDefinition } from '../policies/policy';
import { tieBreakFor } from '../util/prng';
import { eligiblePairs, type EligiblePair, type Instance, type SimilarityTable } from './instance';

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

/** Cost vectors of the pairs, `levels` per pair, in one flat array. */
interface PricedPairs {
  pairs: EligiblePair[];
  cost: Float64Array;
  levels: number;
}

function pricePairs(
  instance: Instance,
  policy: PolicyDefinition,
  similarity: SimilarityTable,
  seed: number,
  pairs: EligiblePair[],
): PricedPairs {
  const maxRank = pairs.reduce((m, a) => Math.max(m, a.rank), 1);
  const K = policy.levels(maxRank);
  const cost = new Float64Array(pairs.length * K);
  let tieGroup = -1;
  let tieOf: (projectId: string) => number = () => 0;
  for (let i = 0; i < pairs.length; i++) {
    const a = pairs[i] as EligiblePair;
    if (a.group !== tieGroup) {
      tieGroup = a.group;
      tieOf = tieBreakFor(seed, (instance.groups[a.group] as { id: string }).id);
    }
    const vector = policy.cost({
      rank: a.rank,
      simMilli: similarity.milli(a.group, a.project),
      tie: tieOf((instance.projects[a.project] as { id: string }).id),
      maxRank,
    });
    for (let l = 0; l < K; l++) cost[i * K + l] = vector[l] ?? 0;
  }
  return { pairs, cost, levels: K };
}

/** Arcs of the whole network: source -> group (cap 1) -> ranked project (cap 1) -> sink. */
interface Network {
  graph: FlowGraph;
  /** Groups with at least one arc, in index order: the rows that each send one unit. */
  rows: number[];
  unplacedArc: Int32Array;
  sinkArc: Int32Array;
  pairArcs: Int32Array;
  sink: number;
}

/**
 * The whole network. Each group has an arc straight to the sink ("unplaced"); when `prefix` is 1
 * its level 0 costs 1, which puts "place as many as possible" first. The legacy policy has no such
 * level, so leaving a group out costs 0 there (free cardinality).
 */
function buildNetwork(instance: Instance, priced: PricedPairs, prefix: 0 | 1): Network {
  const G = instance.groups.length;
  const P = instance.projects.length;
  const { pairs, cost, levels: K } = priced;
  const t = G + P;
  const graph = new FlowGraph(t + 1, prefix + K, pairs.length + G + P);
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
  for (let i = 0; i < pairs.length; i++) {
    const a = pairs[i] as EligiblePair;
    const e = graph.addArc(a.group, G + a.project, 1);
    graph.setCost(e, prefix, cost, i * K, K);
    pairArcs[i] = e;
  }
  return { graph, rows, unplacedArc, sinkArc, pairArcs, sink: t };
}

/** Writes an allocation into the network as flow (the network must carry no flow yet). */
function writeFlow(instance: Instance, net: Network, pairs: EligiblePair[], placed: Int32Array) {
  const { cap } = net.graph;
  const used = new Int32Array(instance.projects.length);
  pairs.forEach((a, i) => {
    if ((placed[a.group] as number) !== a.project) return;
    const e = net.pairArcs[i] as number;
    cap[e] = 0;
    cap[e ^ 1] = 1;
    used[a.project] = (used[a.project] as number) + 1;
  });
  for (const g of net.rows) {
    const e = net.unplacedArc[g] as number;
    if ((placed[g] as number) === -1) {
      cap[e] = 0;
      cap[e ^ 1] = 1;
    }
  }
  net.sinkArc.forEach((e, p) => {
    if (e < 0) return;
    cap[e] = (cap[e] as number) - (used[p] as number);
    cap[e ^ 1] = (cap[e ^ 1] as number) + (used[p] as number);
  });
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

interface PartsSolution {
  placed: Int32Array;
  cost: number[];
  rounds: number;
  /** Potentials of the whole network (level 0 first, then the policy levels). */
  potentials(levels: number): Float64Array;
}

/**
 * Min-cost maximum allocation by Dulmage-Mendelsohn parts (see `solveRanked`). `matching` is a
 * maximum allocation over the pairs. Returns null if a part cannot be completed (which the
 * decomposition rules out), so the caller falls back to the direct method.
 */
function solveByParts(
  instance: Instance,
  priced: PricedPairs,
  matching: Int32Array,
): PartsSolution | null {
  const G = instance.groups.length;
  const P = instance.projects.length;
  const { pairs, cost, levels: K } = priced;
  const t = G + P;

  // Arcs per group (CSR over pair indices).
  const groupStart = new Int32Array(G + 1);
  for (const a of pairs) groupStart[a.group + 1] = (groupStart[a.group + 1] as number) + 1;
  for (let g = 0; g < G; g++)
    groupStart[g + 1] = (groupStart[g + 1] as number) + (groupStart[g] as number);
  const groupArcs = new Int32Array(pairs.length);
  const gFill = groupStart.slice(0, G);
  pairs.forEach((a, i) => {
    const k = gFill[a.group] as number;
    gFill[a.group] = k + 1;
    groupArcs[k] = i;
  });
  // Holders of each project in the matching (CSR).
  const holderStart = new Int32Array(P + 1);
  for (let g = 0; g < G; g++) {
    const p = matching[g] as number;
    if (p >= 0) holderStart[p + 1] = (holderStart[p + 1] as number) + 1;
  }
  for (let p = 0; p < P; p++)
    holderStart[p + 1] = (holderStart[p + 1] as number) + (holderStart[p] as number);
  const holders = new Int32Array(holderStart[P] as number);
  const hFill = holderStart.slice(0, P);
  for (let g = 0; g < G; g++) {
    const p = matching[g] as number;
    if (p < 0) continue;
    holders[hFill[p] as number] = g;
    hFill[p] = (hFill[p] as number) + 1;
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
      for (let j = holderStart[p] as number; j < (holderStart[p + 1] as number); j++) {
        const h = holders[j] as number;
        if (!inD[h]) {
          inD[h] = 1;
          stack.push(h);
        }
      }
    }
  }

  // Part C from the group side (group -> project -> sink, every group placed); part D from the
  // project side (each place -> group -> sink, every place filled).
  let cCount = 0;
  let dCount = 0;
  for (const a of pairs) {
    const gD = inD[a.group] === 1;
    if (gD === (inD[G + a.project] === 1)) {
      if (gD) dCount++;
      else cCount++;
    }
  }
  const cArcs = new Int32Array(pairs.length).fill(-1);
  const dArcs = new Int32Array(pairs.length).fill(-1);
  const cGraph = new FlowGraph(t + 1, K, cCount + P);
  const dGraph = new FlowGraph(t + 1, K, dCount + G);
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
      if ((holderStart[p + 1] as number) - (holderStart[p] as number) !== rem) return null;
      for (let r = 0; r < rem; r++) dRows.push(G + p);
    } else cGraph.addArc(G + p, t, rem);
  }
  for (let i = 0; i < pairs.length; i++) {
    const a = pairs[i] as EligiblePair;
    const gD = inD[a.group] === 1;
    const pD = inD[G + a.project] === 1;
    if (gD && pD) {
      dArcs[i] = dGraph.addArc(G + a.project, a.group, 1);
      dGraph.setCost(dArcs[i] as number, 0, cost, i * K, K);
    } else if (!gD && !pD) {
      cArcs[i] = cGraph.addArc(a.group, G + a.project, 1);
      cGraph.setCost(cArcs[i] as number, 0, cost, i * K, K);
    }
    // Arcs from an always-placed group to a project of the D part are in no maximum allocation.
  }
  const cFlow = rowShortestPaths(cGraph, cRows, t);
  const dFlow = rowShortestPaths(dGraph, dRows, t);

  // Check that every C group was placed and every D place filled.
  const placed = new Int32Array(G).fill(-1);
  let dFilled = 0;
  for (let i = 0; i < pairs.length; i++) {
    const a = pairs[i] as EligiblePair;
    const c = cArcs[i] as number;
    const d = dArcs[i] as number;
    if ((c >= 0 && cGraph.flowOn(c) > 0) || (d >= 0 && dGraph.flowOn(d) > 0)) {
      placed[a.group] = a.project;
      if (d >= 0) dFilled++;
    }
  }
  for (const g of cRows) if ((placed[g] as number) === -1) return null;
  if (dFilled !== dRows.length) return null;

  const total = new Array<number>(K + 1).fill(0);
  for (let g = 0; g < G; g++) {
    if (groupStart[g] !== groupStart[g + 1] && placed[g] === -1)
      total[0] = (total[0] as number) + 1;
  }
  for (let l = 0; l < K; l++) total[l + 1] = (cFlow.cost[l] as number) + (dFlow.cost[l] as number);

  return {
    placed,
    cost: total,
    rounds: cFlow.rounds + dFlow.rounds,
    // Level 0 is -1 on the D part and 0 elsewhere (arcs between the parts then have a positive
    // reduced cost there); the policy levels come from each part, anchored at the sink, with the
    // D part's negated because it was solved on the reversed network.
    potentials(L) {
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
      return potentials;
    },
  };
}
