import { FlowGraph } from '../flow/flow-graph';
import { rowShortestPaths } from '../flow/row-shortest-paths';
import { moveCost, type Candidates } from './candidates';
import type { Prepared } from './prepare';

/** Levels 1-5 of the minimal-change objective come before the policy's own levels. */
export const MOVE_LEVELS = 5;

export interface NetworkCosts {
  /** Number of levels after levels 1-5 (the policy's, or the rank counts). */
  levels: number;
  /** Those levels of candidate `i`, at `costs[i * levels ..]`. */
  costs: Float64Array;
  /** Only candidates with a rank up to this take part. */
  maxRank: number;
}

/**
 * Group (one unit each) -> project (cap = places left after locks, the first `min_groups` units
 * on a separate arc without the shortfall cost) -> mentor (cap = quota left after locks) -> sink,
 * plus an "unplaced" arc from every group to the sink. Capacities nest (project inside mentor), so
 * successive shortest paths (one group at a time) give the exact lexicographic optimum.
 *
 * Warm start: most groups keep their base project, so every group without a request starts on
 * its base while places last (the `min_groups` arc first), and only the other groups are routed
 * by shortest paths. That start is a min-cost flow for its own supplies: a residual cycle through
 * a started group leaves it by an arc that moves it off its base (level 3) or unplaces it
 * (level 1), and enters it only by its base arc, which costs nothing on levels 1-5, so every cycle
 * costs more than nothing; cycles through projects alone are ruled out by filling the free
 * `min_groups` arc first. So potentials exist and the row method stays exact from there.
 *
 * Levels 1-5 that no arc uses are left out, which keeps cost vectors short (comparing them is
 * most of a search). So is level 5 when no project has a minimum: every path then gains a unit of
 * it exactly when it places a group, so it only repeats level 1.
 *
 * Returns the project of each group (-1 = none; groups that are not free are -1).
 */
export function solveNetwork(
  prep: Prepared,
  candidates: Candidates,
  costs: NetworkCosts,
): Int32Array {
  const { instance, free } = prep;
  const P = instance.projects.length;
  const M = prep.mentorIds.length;
  const F = free.length;
  const K = costs.levels;
  const used = usedMoveLevels(prep);
  // Position of each move level in the cost vectors, or -1 when left out.
  const at = new Int32Array(MOVE_LEVELS).fill(-1);
  let J = 0;
  for (let l = 0; l < MOVE_LEVELS; l++) if (used[l]) at[l] = J++;
  const L = J + K;
  const vector = (levels: readonly number[]): number[] => {
    const out = new Array<number>(J).fill(0);
    levels.forEach((c, l) => {
      if ((at[l] as number) >= 0) out[at[l] as number] = c;
    });
    return out;
  };
  const sink = F + P + M;
  const included = (i: number): boolean => (candidates.rank[i] as number) <= costs.maxRank;
  let arcCount = 0;
  for (let i = 0; i < candidates.count; i++) if (included(i)) arcCount++;
  const graph = new FlowGraph(sink + 1, L, F + arcCount + 2 * P + M);

  const slot = new Int32Array(instance.groups.length).fill(-1);
  for (let i = 0; i < F; i++) {
    const g = free[i] as number;
    slot[g] = i;
    graph.addArc(i, sink, 1, vector(moveCost(prep, g, -1)));
  }
  const arcOf = new Int32Array(candidates.count).fill(-1);
  const baseArc = new Int32Array(F).fill(-1);
  const scratch = new Float64Array(L);
  for (let i = 0; i < candidates.count; i++) {
    if (!included(i)) continue;
    const g = candidates.group[i] as number;
    const p = candidates.project[i] as number;
    const e = graph.addArc(slot[g] as number, F + p, 1);
    for (let l = 1; l <= 3; l++)
      if ((at[l] as number) >= 0)
        scratch[at[l] as number] = candidates.move[i * 3 + l - 1] as number;
    for (let k = 0; k < K; k++) scratch[J + k] = costs.costs[i * K + k] as number;
    graph.setCost(e, 0, scratch, 0, L);
    arcOf[i] = e;
    if (p === prep.base[g]) baseArc[slot[g] as number] = e;
  }
  const minimumArc = new Int32Array(P).fill(-1);
  const restArc = new Int32Array(P).fill(-1);
  const shortfall = vector([0, 0, 0, 0, 1]);
  for (let p = 0; p < P; p++) {
    const m = prep.mentorOf[p] as number;
    const head = m >= 0 ? F + P + m : sink;
    const places = prep.remaining[p] as number;
    const minimum = Math.min(places, prep.minimumLeft[p] as number);
    if (minimum > 0) minimumArc[p] = graph.addArc(F + p, head, minimum);
    if (places > minimum) restArc[p] = graph.addArc(F + p, head, places - minimum, shortfall);
  }
  const mentorArc = new Int32Array(M);
  for (let m = 0; m < M; m++)
    mentorArc[m] = graph.addArc(F + P + m, sink, prep.mentorRemaining[m] as number);

  const push = (e: number): void => {
    graph.cap[e] = (graph.cap[e] as number) - 1;
    graph.cap[e ^ 1] = (graph.cap[e ^ 1] as number) + 1;
  };
  const rows: number[] = [];
  for (let i = 0; i < F; i++) {
    const g = free[i] as number;
    const e = baseArc[i] as number;
    const started =
      e >= 0 && (prep.namedTarget[g] as number) < 0 && prep.anyRequest[g] === 0
        ? startOnBase(g)
        : false;
    if (started) push(e);
    else rows.push(i);
  }
  rowShortestPaths(graph, rows, sink);

  const placed = new Int32Array(instance.groups.length).fill(-1);
  for (let i = 0; i < candidates.count; i++) {
    const e = arcOf[i] as number;
    if (e >= 0 && graph.flowOn(e) > 0)
      placed[candidates.group[i] as number] = candidates.project[i] as number;
  }
  return placed;

  /** Takes a place on the group's base (and under its mentor), if one is left. */
  function startOnBase(g: number): boolean {
    const p = prep.base[g] as number;
    const m = prep.mentorOf[p] as number;
    if (m >= 0 && (graph.cap[mentorArc[m] as number] as number) <= 0) return false;
    const min = minimumArc[p] as number;
    const rest = restArc[p] as number;
    const e = min >= 0 && (graph.cap[min] as number) > 0 ? min : rest;
    if (e < 0 || (graph.cap[e] as number) <= 0) return false;
    push(e);
    if (m >= 0) push(mentorArc[m] as number);
    return true;
  }
}

/** Which of levels 1-5 some arc of this network prices. */
function usedMoveLevels(prep: Prepared): boolean[] {
  let named = false;
  let stayable = false;
  let any = false;
  for (const g of prep.free) {
    if ((prep.namedTarget[g] as number) >= 0) named = true;
    if (prep.stayable[g] === 1) stayable = true;
    if (prep.anyRequest[g] === 1) any = true;
  }
  let minimum = false;
  for (let p = 0; p < prep.instance.projects.length; p++) {
    if (Math.min(prep.remaining[p] as number, prep.minimumLeft[p] as number) > 0) minimum = true;
  }
  return [true, named, stayable, any, minimum];
}
