import { pushMaxFlow } from './blocking-flow';
import type { FlowGraph } from './flow-graph';

export interface MinCostFlowOptions {
  /** Stop once this much flow was sent. */
  maxFlow?: number;
  /**
   * Free cardinality: stop before the first augmenting path whose cost vector is not negative.
   * Path costs never decrease under successive shortest paths, so the result is the cheapest flow
   * of any value (the previous system's "maximise total score").
   */
  stopWhenNonNegative?: boolean;
}

export interface MinCostFlowResult {
  flow: number;
  /** Total cost vector of the flow. */
  cost: number[];
  /** Final node potentials (`levels` entries per node): the optimality certificate. */
  potentials: Float64Array;
  /** Number of Dijkstra rounds. */
  rounds: number;
}

/** Lexicographic comparison of two vectors stored at offsets of flat arrays. */
function compareAt(a: Float64Array, ai: number, b: Float64Array, bi: number, L: number): number {
  for (let l = 0; l < L; l++) {
    const d = (a[ai + l] as number) - (b[bi + l] as number);
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * Bellman-Ford (queue based) initial potentials, needed only when some arc cost is negative
 * (the legacy policy). Nodes unreachable from `s` keep potential 0: they can never become
 * reachable, because residual arcs only appear along augmenting paths from `s`.
 */
function initialPotentials(g: FlowGraph, s: number): Float64Array {
  const L = g.levels;
  const n = g.nodeCount;
  const pot = new Float64Array(n * L);
  let negative = false;
  for (let e = 0; e < g.arcCount; e++) {
    if ((g.cap[e] as number) <= 0) continue;
    for (let l = 0; l < L; l++) {
      const c = g.cost[e * L + l] as number;
      if (c !== 0) {
        if (c < 0) negative = true;
        break;
      }
    }
    if (negative) break;
  }
  if (!negative) return pot;

  const dist = new Float64Array(n * L).fill(Infinity);
  const inQueue = new Uint8Array(n);
  const queue: number[] = [s];
  for (let l = 0; l < L; l++) dist[s * L + l] = 0;
  inQueue[s] = 1;
  const candidate = new Float64Array(L);
  for (let qi = 0; qi < queue.length; qi++) {
    const u = queue[qi] as number;
    inQueue[u] = 0;
    for (let e = g.first[u] as number; e !== -1; e = g.next[e] as number) {
      if ((g.cap[e] as number) <= 0) continue;
      const v = g.to[e] as number;
      for (let l = 0; l < L; l++)
        candidate[l] = (dist[u * L + l] as number) + (g.cost[e * L + l] as number);
      if (dist[v * L] === Infinity || compareAt(candidate, 0, dist, v * L, L) < 0) {
        dist.set(candidate, v * L);
        if (!inQueue[v]) {
          inQueue[v] = 1;
          queue.push(v);
        }
      }
    }
  }
  for (let i = 0; i < n * L; i++) pot[i] = dist[i] === Infinity ? 0 : (dist[i] as number);
  return pot;
}

/**
 * Min-cost flow by primal-dual successive shortest paths: one Dijkstra with potentials per round,
 * then every shortest path of that length at once (a Dinic max flow on the arcs whose reduced cost
 * is zero). Costs are integer vectors compared lexicographically, so results are exact.
 *
 * Without options it sends the maximum flow, and among maximum flows the cheapest one.
 */
export function minCostFlow(
  g: FlowGraph,
  s: number,
  t: number,
  options: MinCostFlowOptions = {},
): MinCostFlowResult {
  const L = g.levels;
  const n = g.nodeCount;
  const limit = options.maxFlow ?? Infinity;
  const pot = initialPotentials(g, s);
  const dist = new Float64Array(n * L);
  const done = new Uint8Array(n);
  const heap = new Int32Array(n);
  const pos = new Int32Array(n);
  const { to, cap, cost, first, next } = g;
  const pathCost = new Float64Array(L);
  const totalCost = new Array<number>(L).fill(0);
  let flow = 0;
  let rounds = 0;

  // Indexed binary heap keyed by `dist`, with decrease-key, so each node is in it at most once.
  let heapSize = 0;
  const less = (a: number, b: number): boolean => compareAt(dist, a * L, dist, b * L, L) < 0;
  const siftUp = (i: number): void => {
    const node = heap[i] as number;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const p = heap[parent] as number;
      if (!less(node, p)) break;
      heap[i] = p;
      pos[p] = i;
      i = parent;
    }
    heap[i] = node;
    pos[node] = i;
  };
  const siftDown = (i: number): void => {
    const node = heap[i] as number;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= heapSize) break;
      const right = child + 1;
      if (right < heapSize && less(heap[right] as number, heap[child] as number)) child = right;
      const c = heap[child] as number;
      if (!less(c, node)) break;
      heap[i] = c;
      pos[c] = i;
      i = child;
    }
    heap[i] = node;
    pos[node] = i;
  };

  const isZeroReduced = (e: number): boolean => {
    const u = to[e ^ 1] as number;
    const v = to[e] as number;
    for (let l = 0; l < L; l++) {
      if (
        (cost[e * L + l] as number) + (pot[u * L + l] as number) - (pot[v * L + l] as number) !==
        0
      ) {
        return false;
      }
    }
    return true;
  };

  while (flow < limit) {
    rounds++;
    dist.fill(Infinity);
    done.fill(0);
    pos.fill(-1);
    for (let l = 0; l < L; l++) dist[s * L + l] = 0;
    heapSize = 0;
    heap[heapSize++] = s;
    pos[s] = 0;
    let reachedT = false;
    while (heapSize > 0) {
      const u = heap[0] as number;
      heapSize--;
      if (heapSize > 0) {
        heap[0] = heap[heapSize] as number;
        siftDown(0);
      }
      pos[u] = -1;
      done[u] = 1;
      if (u === t) {
        reachedT = true;
        break;
      }
      const uL = u * L;
      for (let e = first[u] as number; e !== -1; e = next[e] as number) {
        if ((cap[e] as number) <= 0) continue;
        const v = to[e] as number;
        if (done[v]) continue;
        const vL = v * L;
        const eL = e * L;
        // Candidate distance = dist[u] + reduced cost, compared level by level without allocating.
        let cmp = 0;
        for (let l = 0; l < L; l++) {
          const cand =
            (dist[uL + l] as number) +
            (cost[eL + l] as number) +
            (pot[uL + l] as number) -
            (pot[vL + l] as number);
          pathCost[l] = cand;
          if (cmp === 0) {
            const d = dist[vL + l] as number;
            if (cand !== d) cmp = cand < d ? -1 : 1;
          }
        }
        if (cmp < 0) {
          dist.set(pathCost, vL);
          if (pos[v] === -1) {
            heap[heapSize] = v;
            pos[v] = heapSize;
            heapSize++;
          }
          siftUp(pos[v] as number);
        }
      }
    }
    if (!reachedT) break;

    // Potentials: nodes settled before t move by their distance, all others by dist[t]; this keeps
    // every residual reduced cost non-negative while allowing Dijkstra to stop early at t.
    const tL = t * L;
    for (let v = 0; v < n; v++) {
      const vL = v * L;
      const useOwn = done[v] === 1;
      for (let l = 0; l < L; l++) {
        pot[vL + l] = (pot[vL + l] as number) + ((useOwn ? dist[vL + l] : dist[tL + l]) as number);
      }
    }
    // True cost of every path found this round: potentials of t minus s.
    let negative = false;
    let decided = false;
    for (let l = 0; l < L; l++) {
      pathCost[l] = (pot[tL + l] as number) - (pot[s * L + l] as number);
      if (!decided && pathCost[l] !== 0) {
        negative = (pathCost[l] as number) < 0;
        decided = true;
      }
    }
    if (options.stopWhenNonNegative && !negative) break;

    const sent = pushMaxFlow(g, s, t, isZeroReduced, limit - flow);
    if (sent === 0) break;
    flow += sent;
    for (let l = 0; l < L; l++)
      totalCost[l] = (totalCost[l] as number) + sent * (pathCost[l] as number);
  }
  return { flow, cost: totalCost, potentials: pot, rounds };
}
