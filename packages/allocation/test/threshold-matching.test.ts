import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankThresholdMaxFlow, type BipartiteArc } from '../src/flow/bipartite-max-flow';
import { pushMaxFlow } from '../src/flow/blocking-flow';
import { FlowGraph } from '../src/flow/flow-graph';

/** Maximum number of groups placed using arcs of rank <= k, by Dinic on an explicit network. */
function dinicMaxFlow(G: number, capacity: number[], arcs: BipartiteArc[], k: number): number {
  const P = capacity.length;
  const s = G + P;
  const t = s + 1;
  const graph = new FlowGraph(t + 1, 1);
  for (let g = 0; g < G; g++) graph.addArc(s, g, 1);
  capacity.forEach((c, p) => graph.addArc(G + p, t, c));
  for (const a of arcs) if (a.rank <= k) graph.addArc(a.group, G + a.project, 1);
  return pushMaxFlow(graph, s, t, () => true);
}

/** Checks that `assignment` uses only the given arcs (of rank <= k) within capacities. */
function expectValid(assignment: Int32Array, capacity: number[], arcs: BipartiteArc[], k: number) {
  const used = new Array<number>(capacity.length).fill(0);
  assignment.forEach((p, g) => {
    if (p < 0) return;
    expect(arcs.some((a) => a.group === g && a.project === p && a.rank <= k)).toBe(true);
    used[p] = (used[p] as number) + 1;
  });
  used.forEach((u, p) => expect(u).toBeLessThanOrEqual(capacity[p] as number));
}

const instance = fc
  .record({ G: fc.integer({ min: 1, max: 60 }), P: fc.integer({ min: 1, max: 30 }) })
  .chain(({ G, P }) =>
    fc.record({
      G: fc.constant(G),
      capacity: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: P, maxLength: P }),
      lists: fc.array(
        fc.uniqueArray(fc.integer({ min: 0, max: P - 1 }), { maxLength: Math.min(P, 7) }),
        { minLength: G, maxLength: G },
      ),
    }),
  )
  .map(({ G, capacity, lists }) => ({
    G,
    capacity,
    arcs: lists.flatMap((list, group) =>
      list.map((project, i) => ({ group, project, rank: i + 1 })),
    ),
  }));

describe('rank-threshold maximum matching', () => {
  it('matches an independent max flow at every threshold and returns valid matchings', () => {
    fc.assert(
      fc.property(instance, ({ G, capacity, arcs }) => {
        const result = rankThresholdMaxFlow(G, capacity, arcs);
        const all = dinicMaxFlow(G, capacity, arcs, Infinity);
        expect(result.maxFlow).toBe(all);
        expectValid(result.assignment, capacity, arcs, Infinity);
        expect([...result.assignment].filter((p) => p >= 0)).toHaveLength(all);

        // The smallest threshold that still places the maximum, and a matching within it.
        const k = result.minimaxRank;
        if (all === 0) return;
        expect(dinicMaxFlow(G, capacity, arcs, k)).toBe(all);
        if (k > 1) expect(dinicMaxFlow(G, capacity, arcs, k - 1)).toBeLessThan(all);
        expectValid(result.minimaxAssignment, capacity, arcs, k);
        expect([...result.minimaxAssignment].filter((p) => p >= 0)).toHaveLength(all);
      }),
      { numRuns: 300, seed: 11 },
    );
  });
});
