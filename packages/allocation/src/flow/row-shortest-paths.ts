import type { FlowGraph } from './flow-graph';

export interface RowFlowResult {
  /** Final node potentials (`levels` entries per node): the optimality certificate. */
  potentials: Float64Array;
  /** Total cost vector. */
  cost: number[];
  /** Dijkstra runs (one per row). */
  rounds: number;
}

/**
 * Johnson-style potentials from a virtual source joined to every node at cost 0: repeated
 * relaxation of the arcs with residual capacity. On the allocation networks (a DAG of depth 2)
 * this converges in three passes, and makes every reduced cost non-negative.
 */
function initialPotentials(g: FlowGraph): Float64Array {
  const L = g.levels;
  const pot = new Float64Array(g.nodeCount * L);
  for (let pass = 0; pass < g.nodeCount; pass++) {
    let changed = false;
    for (let e = 0; e < g.arcCount; e++) {
      if ((g.cap[e] as number) <= 0) continue;
      const u = g.to[e ^ 1] as number;
      const v = g.to[e] as number;
      let cmp = 0;
      for (let l = 0; l < L && cmp === 0; l++) {
        const cand = (pot[u * L + l] as number) + (g.cost[e * L + l] as number);
        const cur = pot[v * L + l] as number;
        if (cand !== cur) cmp = cand < cur ? -1 : 1;
      }
      if (cmp < 0) {
        for (let l = 0; l < L; l++)
          pot[v * L + l] = (pot[u * L + l] as number) + (g.cost[e * L + l] as number);
        changed = true;
      }
    }
    if (!changed) break;
  }
  return pot;
}

/**
 * Min-cost flow by successive shortest paths where every row (group) supplies one unit to `sink`,
 * one row at a time, as in the Hungarian / Jonker-Volgenant method. Each Dijkstra starts at the
 * new row and stops when it settles the sink, and only the nodes it settled get new potentials,
 * so a round costs time proportional to the contested part of the network rather than to its
 * size. (Batching all equal-length shortest paths per round, the primal-dual variant, stops
 * paying off once similarity and tie-break levels make nearly every path length distinct.)
 *
 * Every row must be able to reach the sink (callers add an "unassigned" arc row -> sink), so the
 * result is the cheapest flow in which every row sends its unit.
 */
export function rowShortestPaths(
  g: FlowGraph,
  rows: readonly number[],
  sink: number,
): RowFlowResult {
  const L = g.levels;
  const n = g.nodeCount;
  const pot = initialPotentials(g);
  const dist = new Float64Array(n * L).fill(Infinity);
  const parentArc = new Int32Array(n).fill(-1);
  const settled = new Uint8Array(n);
  const heap = new Int32Array(n);
  const pos = new Int32Array(n).fill(-1);
  const touched = new Int32Array(n);
  let touchedCount = 0;
  const settledList = new Int32Array(n);
  const { to, cap, cost, first, next } = g;
  // Residual arcs per node, kept up to date on every augmentation. A popular project is ranked by
  // hundreds of groups but only its few holders give residual arcs out of it, so scanning only
  // live arcs keeps each Dijkstra proportional to what it can actually reach.
  const live: number[][] = Array.from({ length: n }, () => []);
  const livePos = new Int32Array(g.arcCount).fill(-1);
  const addLive = (e: number): void => {
    const list = live[to[e ^ 1] as number] as number[];
    livePos[e] = list.length;
    list.push(e);
  };
  const removeLive = (e: number): void => {
    const list = live[to[e ^ 1] as number] as number[];
    const i = livePos[e] as number;
    const last = list.pop() as number;
    if (last !== e) {
      list[i] = last;
      livePos[last] = i;
    }
    livePos[e] = -1;
  };
  for (let u = 0; u < n; u++) {
    for (let e = first[u] as number; e !== -1; e = next[e] as number)
      if ((cap[e] as number) > 0) addLive(e);
  }
  const totalCost = new Array<number>(L).fill(0);
  let heapSize = 0;
  let rounds = 0;

  const less = (a: number, b: number): boolean => {
    for (let l = 0; l < L; l++) {
      const d = (dist[a * L + l] as number) - (dist[b * L + l] as number);
      if (d !== 0) return d < 0;
    }
    return false;
  };
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

  for (const row of rows) {
    rounds++;
    for (let l = 0; l < L; l++) dist[row * L + l] = 0;
    touched[touchedCount++] = row;
    heapSize = 0;
    heap[heapSize++] = row;
    pos[row] = 0;
    let settledCount = 0;
    let reached = false;
    while (heapSize > 0) {
      const u = heap[0] as number;
      heapSize--;
      if (heapSize > 0) {
        heap[0] = heap[heapSize] as number;
        siftDown(0);
      }
      pos[u] = -1;
      settled[u] = 1;
      settledList[settledCount++] = u;
      if (u === sink) {
        reached = true;
        break;
      }
      const uL = u * L;
      const arcs = live[u] as number[];
      for (let k = 0; k < arcs.length; k++) {
        const e = arcs[k] as number;
        const v = to[e] as number;
        if (settled[v]) continue;
        const vL = v * L;
        const eL = e * L;
        // Compare level by level and stop at the first decisive one: most arcs fail to improve,
        // and usually on level 0. Only an improving arc computes (and writes) every level.
        let cmp = 0;
        for (let l = 0; l < L; l++) {
          const c =
            (dist[uL + l] as number) +
            (cost[eL + l] as number) +
            (pot[uL + l] as number) -
            (pot[vL + l] as number);
          const d = dist[vL + l] as number;
          if (c !== d) {
            cmp = c < d ? -1 : 1;
            break;
          }
        }
        if (cmp < 0) {
          if (dist[vL] === Infinity) touched[touchedCount++] = v;
          for (let l = 0; l < L; l++) {
            dist[vL + l] =
              (dist[uL + l] as number) +
              (cost[eL + l] as number) +
              (pot[uL + l] as number) -
              (pot[vL + l] as number);
          }
          parentArc[v] = e;
          if (pos[v] === -1) {
            heap[heapSize] = v;
            pos[v] = heapSize;
            heapSize++;
          }
          siftUp(pos[v] as number);
        }
      }
    }

    if (reached) {
      // Shift only settled nodes: pot += dist - dist[sink] there, unchanged elsewhere. This is
      // the usual pot += min(dist, dist[sink]) minus a constant, so reduced costs stay >= 0.
      const sL = sink * L;
      for (let i = 0; i < settledCount; i++) {
        const v = settledList[i] as number;
        for (let l = 0; l < L; l++) {
          pot[v * L + l] =
            (pot[v * L + l] as number) + (dist[v * L + l] as number) - (dist[sL + l] as number);
        }
      }
      for (let v = sink; v !== row;) {
        const e = parentArc[v] as number;
        cap[e] = (cap[e] as number) - 1;
        cap[e ^ 1] = (cap[e ^ 1] as number) + 1;
        if (cap[e] === 0) removeLive(e);
        if (cap[e ^ 1] === 1) addLive(e ^ 1);
        for (let l = 0; l < L; l++)
          totalCost[l] = (totalCost[l] as number) + (cost[e * L + l] as number);
        v = to[e ^ 1] as number;
      }
    }
    // Reset only what this round touched.
    for (let i = 0; i < touchedCount; i++) {
      const v = touched[i] as number;
      for (let l = v * L; l < v * L + L; l++) dist[l] = Infinity;
      parentArc[v] = -1;
      settled[v] = 0;
      pos[v] = -1;
    }
    for (let i = 0; i < heapSize; i++) pos[heap[i] as number] = -1;
    touchedCount = 0;
  }
  return { potentials: pot, cost: totalCost, rounds };
}
