import { FlowGraph } from '../flow/flow-graph';
import { rowShortestPaths } from '../flow/row-shortest-paths';
import { tieBreak } from '../util/prng';
import { isForbidden, type Instance, type SimilarityTable } from './instance';

/**
 * Opt-in fallback after the ranked phase: places as many still-unplaced groups as possible on
 * projects with spare places that they did not rank, preferring groups that submitted
 * preferences, then better text fit, then the seeded tie-break. Ranked placements are never disturbed. Returns the project per group or -1.
 */
export function placeUnranked(
  instance: Instance,
  placed: Int32Array,
  similarity: SimilarityTable,
  seed: number,
): Int32Array {
  const G = instance.groups.length;
  const P = instance.projects.length;
  const spare = instance.remaining.slice();
  for (let g = 0; g < G; g++) {
    // `remaining` already accounts for locked pairs.
    const p = placed[g] as number;
    if (p >= 0 && instance.lockedProject[g] === -1) spare[p] = (spare[p] as number) - 1;
  }
  const result = new Int32Array(G).fill(-1);
  const waiting: number[] = [];
  for (let g = 0; g < G; g++) {
    if ((placed[g] as number) === -1 && instance.lockedProject[g] === -1) waiting.push(g);
  }
  const open: number[] = [];
  for (let p = 0; p < P; p++) if ((spare[p] as number) > 0) open.push(p);
  if (waiting.length === 0 || open.length === 0) return result;

  const t = G + P;
  const graph = new FlowGraph(t + 1, 4, waiting.length * open.length + G + P);
  const rows: number[] = [];
  const arcs: { group: number; project: number; arc: number }[] = [];
  for (const p of open) graph.addArc(G + p, t, spare[p] as number);
  for (const g of waiting) {
    const ranked = new Set(instance.preferences[g]?.map((x) => x.project));
    let any = false;
    for (const p of open) {
      if (ranked.has(p) || isForbidden(instance, g, p)) continue;
      // Groups that took part in preferences go before groups that submitted nothing.
      const cost = [
        0,
        instance.submitted[g] ? 0 : 1,
        1000 - similarity.milli(g, p),
        tieBreak(
          seed,
          (instance.groups[g] as { id: string }).id,
          (instance.projects[p] as { id: string }).id,
        ),
      ];
      arcs.push({ group: g, project: p, arc: graph.addArc(g, G + p, 1, cost) });
      any = true;
    }
    if (any) {
      // Leaving a group out is the costliest option, so the most groups are placed first.
      graph.addArc(g, t, 1, [1]);
      rows.push(g);
    }
  }
  rowShortestPaths(graph, rows, t);
  for (const a of arcs) if (graph.flowOn(a.arc) > 0) result[a.group] = a.project;
  return result;
}
