import { mentorPlacesLeft, type ExplainContext } from '../explain/explain-context';
import { rankThresholdMaxFlow } from '../flow/bipartite-max-flow';
import { FlowGraph } from '../flow/flow-graph';
import { rowShortestPaths } from '../flow/row-shortest-paths';
import { eligiblePairs, type Instance } from './instance';

/** Most free groups placeable on ranked pairs, and one allocation that places that many. */
export interface RankedMaxFlow {
  maxFlow: number;
  /** Project of each group, or -1 (locked groups are -1). */
  assignment: Int32Array;
}

/**
 * The most groups any allocation of ranked pairs can place after the locked ones, within the
 * projects' places and, with `context`, the mentors' quotas (a mentor node between each mentored
 * project and the sink, capacities nested, so a min-cost flow whose only cost is "unplaced" is a
 * maximum flow). When `preferred` (a final assignment), kept to its ranked pairs, is itself such
 * a maximum, it is the allocation returned, so that explanations read the allocation they
 * explain.
 */
export function rankedMaxFlow(
  instance: Instance,
  context?: ExplainContext,
  preferred?: Int32Array,
): RankedMaxFlow {
  const max = maximum(instance, context);
  if (preferred) {
    const own = rankedPart(instance, context, preferred);
    if (own && own.maxFlow === max.maxFlow) return own;
  }
  return max;
}

/** `assignment` kept to free groups on eligible ranked pairs, or null if that breaks a limit. */
function rankedPart(
  instance: Instance,
  context: ExplainContext | undefined,
  assignment: Int32Array,
): RankedMaxFlow | null {
  const G = instance.groups.length;
  const own = new Int32Array(G).fill(-1);
  for (const a of eligiblePairs(instance)) {
    if (assignment[a.group] === a.project) own[a.group] = a.project;
  }
  const load = new Array<number>(instance.projects.length).fill(0);
  const mentorLeft = context ? mentorPlacesLeft(instance, context) : [];
  let placed = 0;
  for (let g = 0; g < G; g++) {
    const p = own[g] as number;
    if (p < 0) continue;
    placed++;
    load[p] = (load[p] as number) + 1;
    if ((load[p] as number) > (instance.remaining[p] as number)) return null;
    const m = context ? (context.mentorOf[p] as number) : -1;
    if (m >= 0) {
      mentorLeft[m] = (mentorLeft[m] as number) - 1;
      if ((mentorLeft[m] as number) < 0) return null;
    }
  }
  return { maxFlow: placed, assignment: own };
}

function maximum(instance: Instance, context?: ExplainContext): RankedMaxFlow {
  const G = instance.groups.length;
  const P = instance.projects.length;
  const pairs = eligiblePairs(instance);
  const M = context?.mentorQuota.length ?? 0;
  if (!context || M === 0) {
    const flow = rankThresholdMaxFlow(G, instance.remaining, pairs);
    return { maxFlow: flow.maxFlow, assignment: flow.assignment };
  }
  const sink = G + P + M;
  const graph = new FlowGraph(sink + 1, 1, pairs.length + G + P + M);
  const arcs = pairs.map((a) => graph.addArc(a.group, G + a.project, 1));
  const rows: number[] = [];
  const hasPair = new Uint8Array(G);
  for (const a of pairs) hasPair[a.group] = 1;
  for (let g = 0; g < G; g++) {
    if (!hasPair[g]) continue;
    graph.addArc(g, sink, 1, [1]);
    rows.push(g);
  }
  for (let p = 0; p < P; p++) {
    const m = context.mentorOf[p] as number;
    graph.addArc(G + p, m >= 0 ? G + P + m : sink, instance.remaining[p] as number);
  }
  mentorPlacesLeft(instance, context).forEach((left, m) => graph.addArc(G + P + m, sink, left));
  rowShortestPaths(graph, rows, sink);
  const assignment = new Int32Array(G).fill(-1);
  let maxFlow = 0;
  pairs.forEach((a, i) => {
    if (graph.flowOn(arcs[i] as number) > 0) {
      assignment[a.group] = a.project;
      maxFlow++;
    }
  });
  return { maxFlow, assignment };
}
