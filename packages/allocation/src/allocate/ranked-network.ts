import { FlowGraph } from '../flow/flow-graph';
import type { EligiblePair, Instance } from './instance';
import type { PricedPairs } from './price-pairs';

/** Arcs of the whole network: source -> group (cap 1) -> ranked project (cap 1) -> sink. */
export interface Network {
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
export function buildNetwork(instance: Instance, priced: PricedPairs, prefix: 0 | 1): Network {
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
export function writeFlow(
  instance: Instance,
  net: Network,
  pairs: EligiblePair[],
  placed: Int32Array,
) {
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
