import type { FlowGraph } from './flow-graph';

/**
 * Dinic phase loop restricted to `admissible` arcs: repeatedly builds BFS levels from `s` and sends
 * blocking flows until `t` is unreachable or `limit` units were sent. Returns the units sent.
 *
 * The DFS is iterative because alternating paths in large instances can be thousands of arcs long.
 */
export function pushMaxFlow(
  g: FlowGraph,
  s: number,
  t: number,
  admissible: (arc: number) => boolean,
  limit = Infinity,
): number {
  const n = g.nodeCount;
  const level = new Int32Array(n);
  const current = new Int32Array(n);
  const queue = new Int32Array(n);
  const pathArcs = new Int32Array(n);
  const { to, cap, first, next } = g;
  let total = 0;

  while (total < limit) {
    level.fill(-1);
    level[s] = 0;
    let head = 0;
    let tail = 0;
    queue[tail++] = s;
    while (head < tail) {
      const u = queue[head++] as number;
      for (let e = first[u] as number; e !== -1; e = next[e] as number) {
        const v = to[e] as number;
        if ((cap[e] as number) > 0 && level[v] === -1 && admissible(e)) {
          level[v] = (level[u] as number) + 1;
          queue[tail++] = v;
        }
      }
    }
    if (level[t] === -1) break;
    current.set(first);

    // Iterative DFS along level-increasing admissible arcs, augmenting each s-t path found.
    let depth = 0;
    let u = s;
    while (total < limit) {
      if (u === t) {
        let bottleneck = limit - total;
        for (let i = 0; i < depth; i++) {
          const c = cap[pathArcs[i] as number] as number;
          if (c < bottleneck) bottleneck = c;
        }
        for (let i = 0; i < depth; i++) {
          const e = pathArcs[i] as number;
          cap[e] = (cap[e] as number) - bottleneck;
          cap[e ^ 1] = (cap[e ^ 1] as number) + bottleneck;
        }
        total += bottleneck;
        // Restart from the source; saturated arcs are skipped by the capacity check below.
        depth = 0;
        u = s;
        continue;
      }
      let advanced = false;
      for (let e = current[u] as number; e !== -1; e = next[e] as number) {
        const v = to[e] as number;
        if ((cap[e] as number) > 0 && level[v] === (level[u] as number) + 1 && admissible(e)) {
          current[u] = e;
          pathArcs[depth++] = e;
          u = v;
          advanced = true;
          break;
        }
      }
      if (advanced) continue;
      // Dead end: no augmenting path continues through u in this phase.
      current[u] = -1;
      level[u] = -1;
      if (depth === 0) break;
      const back = pathArcs[--depth] as number;
      u = to[back ^ 1] as number;
      current[u] = next[current[u] as number] as number;
    }
  }
  return total;
}
