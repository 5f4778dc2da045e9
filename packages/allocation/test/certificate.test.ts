import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildInstance, similarityTable } from '../src/allocate/instance';
import { solveRanked } from '../src/allocate/solve-ranked';
import { certificateViolations } from '../src/explain/certificate';
import { FlowGraph } from '../src/flow/flow-graph';
import { minCostFlow } from '../src/flow/min-cost-flow';
import { getPolicy } from '../src/policies/registry';
import { ALLOCATION_POLICIES } from '../src/types';
import {
  forbiddenPairs,
  lockedPairs,
  smallInstance,
  tableProvider,
  toInput,
} from './helpers/small-instance';

describe('optimality certificate', () => {
  it.each(ALLOCATION_POLICIES)('%s: no residual arc has a negative reduced cost', (policy) => {
    fc.assert(
      fc.property(smallInstance(8, 5), (inst) => {
        const instance = buildInstance(toInput(inst), lockedPairs(inst), forbiddenPairs(inst));
        const table = similarityTable(instance, tableProvider(inst));
        const solution = solveRanked(instance, getPolicy(policy), table, inst.seed);
        const { graph, potentials } = solution.certificate();
        expect(certificateViolations(graph, potentials)).toEqual([]);
      }),
      { numRuns: 60, seed: 3 },
    );
  });

  it.each(ALLOCATION_POLICIES.filter((p) => p !== 'legacy'))(
    '%s: solved by Dulmage-Mendelsohn parts, one search per placed group',
    (policy) => {
      fc.assert(
        fc.property(smallInstance(8, 5), (inst) => {
          const instance = buildInstance(toInput(inst), lockedPairs(inst), forbiddenPairs(inst));
          const table = similarityTable(instance, tableProvider(inst));
          const solution = solveRanked(instance, getPolicy(policy), table, inst.seed);
          // The direct method would run one search per group with an arc; the parts run one per
          // always-placed group plus one per place of the contested projects.
          expect(solution.rounds).toBe(solution.maxAllocatable);
          // Level 0 of the cost counts the groups left out: exactly those a maximum must leave.
          const withArcs = new Set(solution.pairs.map((a) => a.group)).size;
          expect(solution.cost[0]).toBe(withArcs - solution.maxAllocatable);
        }),
        { numRuns: 60, seed: 5 },
      );
    },
  );

  it('detects a violation when a cheaper cycle exists', () => {
    // s -> a -> t and s -> b -> t; force one unit through the expensive arc, then check.
    const g = new FlowGraph(4, 1);
    g.addArc(0, 1, 1, [0]);
    g.addArc(0, 2, 1, [0]);
    const expensive = g.addArc(1, 3, 1, [5]);
    g.addArc(2, 3, 1, [1]);
    // Push flow by hand along the expensive path only.
    g.cap[0] = 0;
    g.cap[1] = 1;
    g.cap[expensive] = 0;
    g.cap[expensive ^ 1] = 1;
    const zero = new Float64Array(4);
    expect(certificateViolations(g, zero).length).toBeGreaterThan(0);
  });

  it('min-cost flow matches exhaustive search on random transport problems', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.integer({ min: -5, max: 9 }), { minLength: 3, maxLength: 3 }), {
          minLength: 1,
          maxLength: 5,
        }),
        fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 3, maxLength: 3 }),
        (costs, caps) => {
          // Left nodes (cap 1 each) to 3 right nodes with integer costs; maximum flow, then cost.
          const n = costs.length;
          const g = new FlowGraph(n + 5, 1);
          const s = n + 3;
          const t = n + 4;
          for (let i = 0; i < n; i++) g.addArc(s, i, 1);
          caps.forEach((c, j) => g.addArc(n + j, t, c));
          costs.forEach((row, i) => row.forEach((c, j) => g.addArc(i, n + j, 1, [c])));
          const result = minCostFlow(g, s, t);
          let best: [number, number] = [0, 0];
          const rec = (i: number, left: number[], flow: number, cost: number): void => {
            if (i === n) {
              if (flow > best[0] || (flow === best[0] && cost < best[1])) best = [flow, cost];
              return;
            }
            rec(i + 1, left, flow, cost);
            for (let j = 0; j < 3; j++) {
              if ((left[j] as number) <= 0) continue;
              left[j] = (left[j] as number) - 1;
              rec(i + 1, left, flow + 1, cost + (costs[i]?.[j] as number));
              left[j] = (left[j] as number) + 1;
            }
          };
          rec(0, caps.slice(), 0, 0);
          expect([result.flow, result.cost[0]]).toEqual(best);
          expect(certificateViolations(g, result.potentials)).toEqual([]);
        },
      ),
      { numRuns: 150, seed: 11 },
    );
  });
});
