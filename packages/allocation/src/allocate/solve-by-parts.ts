import { FlowGraph } from '../flow/flow-graph';
import { rowShortestPaths } from '../flow/row-shortest-paths';
import type { EligiblePair, Instance } from './instance';
import type { PricedPairs } from './price-pairs';

export interface PartsSolution {
  placed: Int32Array;
  cost: number[];
  rounds: number;
  /** Potentials of the whole network (level 0 first, then the policy levels). */
  potentials(levels: number): Float64Array;
}

/**
 * Min-cost maximum allocation by Dulmage-Mendelsohn parts (see `solveRanked` in solve-ranked.ts). `matching` is a
 * maximum allocation over the pairs. Returns null if a part cannot be completed (which the
 * decomposition rules out), so the caller falls back to the direct method.
 */
export function solveByParts(
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
