import { isForbidden, type Instance } from '../allocate/instance';

/**
 * Iterative Tarjan strongly connected components. Returns the component id of each node.
 */
function stronglyConnected(n: number, adjacency: readonly number[][]): Int32Array {
  const index = new Int32Array(n).fill(-1);
  const low = new Int32Array(n);
  const comp = new Int32Array(n).fill(-1);
  const onStack = new Uint8Array(n);
  const stack: number[] = [];
  const edgePos = new Int32Array(n);
  let counter = 0;
  let compCount = 0;
  for (let root = 0; root < n; root++) {
    if (index[root] !== -1) continue;
    const call: number[] = [root];
    index[root] = low[root] = counter++;
    stack.push(root);
    onStack[root] = 1;
    while (call.length > 0) {
      const v = call[call.length - 1] as number;
      const edges = adjacency[v] ?? [];
      if ((edgePos[v] as number) < edges.length) {
        const w = edges[edgePos[v] as number] as number;
        edgePos[v] = (edgePos[v] as number) + 1;
        if (index[w] === -1) {
          index[w] = low[w] = counter++;
          stack.push(w);
          onStack[w] = 1;
          call.push(w);
        } else if (onStack[w]) {
          low[v] = Math.min(low[v] as number, index[w] as number);
        }
        continue;
      }
      call.pop();
      const parent = call[call.length - 1];
      if (parent !== undefined) low[parent] = Math.min(low[parent] as number, low[v] as number);
      if (low[v] === index[v]) {
        for (;;) {
          const w = stack.pop() as number;
          onStack[w] = 0;
          comp[w] = compCount;
          if (w === v) break;
        }
        compCount++;
      }
    }
  }
  return comp;
}

/**
 * Pareto gap: groups that could move to a project they ranked higher (or, if unplaced, to any
 * project they ranked) without any other group getting a worse outcome. Such a move is a chain of
 * groups each moving to a project they rank higher, ending at a free place or at the starting
 * group's own project. Over the "project q -> project q' that some holder of q prefers" graph,
 * that is: q reaches a project with a free place, or q lies in the same strongly connected
 * component as the group's current project. Locked groups never move.
 */
export function paretoGap(instance: Instance, assignment: Int32Array): number {
  const G = instance.groups.length;
  const P = instance.projects.length;
  const count = new Int32Array(P);
  for (let g = 0; g < G; g++) {
    const p = assignment[g] as number;
    if (p >= 0) count[p] = (count[p] as number) + 1;
  }
  const better = (g: number): number[] => {
    const p = assignment[g] as number;
    const current =
      p >= 0 ? instance.preferences[g]?.find((x) => x.project === p)?.rank : undefined;
    const out: number[] = [];
    for (const pref of instance.preferences[g] ?? []) {
      if (current !== undefined && pref.rank >= current) break;
      if (pref.project !== p && !isForbidden(instance, g, pref.project)) out.push(pref.project);
    }
    return out;
  };

  const adjacency: number[][] = Array.from({ length: P }, () => []);
  const reverse: number[][] = Array.from({ length: P }, () => []);
  const betterOf: number[][] = [];
  for (let g = 0; g < G; g++) {
    const moves = instance.lockedProject[g] === -1 ? better(g) : [];
    betterOf.push(moves);
    const p = assignment[g] as number;
    if (p < 0) continue;
    for (const q of moves) {
      adjacency[p]?.push(q);
      reverse[q]?.push(p);
    }
  }
  // canFree[q]: a chain of improving moves starting by someone entering q ends at a free place.
  const canFree = new Uint8Array(P);
  const queue: number[] = [];
  for (let p = 0; p < P; p++) {
    if ((count[p] as number) < (instance.capacity[p] as number)) {
      canFree[p] = 1;
      queue.push(p);
    }
  }
  for (let i = 0; i < queue.length; i++) {
    for (const q of reverse[queue[i] as number] ?? []) {
      if (!canFree[q]) {
        canFree[q] = 1;
        queue.push(q);
      }
    }
  }
  const comp = stronglyConnected(P, adjacency);
  let gap = 0;
  for (let g = 0; g < G; g++) {
    const p = assignment[g] as number;
    const moves = betterOf[g] ?? [];
    if (moves.some((q) => canFree[q] === 1 || (p >= 0 && comp[q] === comp[p]))) gap++;
  }
  return gap;
}
