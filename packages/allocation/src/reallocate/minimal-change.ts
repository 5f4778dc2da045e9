import type { SimilarityTable } from '../allocate/instance';
import { resolveSimilarity } from '../allocate/resolve-similarity';
import { FlowGraph } from '../flow/flow-graph';
import { rowShortestPaths } from '../flow/row-shortest-paths';
import { getPolicy } from '../policies/registry';
import type { PolicyDefinition } from '../policies/policy';
import { tieBreakFor } from '../util/prng';
import { prepareReallocation, type Prepared } from './prepare';
import type {
  MinimalChangeLevels,
  ReallocationInput,
  ReallocationOptions,
  ReallocationResult,
} from './types';

/** Levels 1-5 of the minimal-change objective come before the policy's own levels. */
const MOVE_LEVELS = 5;

interface Candidate {
  group: number;
  project: number;
  /** The group's rank of the project, or `unranked`. */
  rank: number;
}

/** Cost vector of one group arc (levels 1-4; level 5 sits on the project arcs). */
function moveCost(prep: Prepared, g: number, p: number): number[] {
  const base = prep.base[g] as number;
  const named = prep.namedTarget[g] as number;
  const any = prep.anyRequest[g] === 1;
  const fulfils = named >= 0 ? p === named : any && p !== base && p >= 0;
  const unplaced = p < 0 ? 1 : 0;
  const missesNamed = named >= 0 && p !== named ? 1 : 0;
  const movesFromAvailable = prep.stayable[g] === 1 && p !== base && !fulfils ? 1 : 0;
  const missesAny = any && !fulfils ? 1 : 0;
  return [unplaced, missesNamed, movesFromAvailable, missesAny];
}

/**
 * Group (one unit each) -> project (cap = places left after locks, the first `min_groups` units
 * on a separate arc without the shortfall cost) -> mentor (cap = quota left after locks) -> sink,
 * plus an "unplaced" arc from every group to the sink. Capacities nest (project inside mentor), so
 * successive shortest paths (one group at a time) give the exact lexicographic optimum.
 */
function solveNetwork(
  prep: Prepared,
  candidates: Candidate[],
  policy: PolicyDefinition,
  similarity: SimilarityTable,
  seed: number,
  maxRank: number,
): { placed: Int32Array; cost: number[] } {
  const { instance, free } = prep;
  const P = instance.projects.length;
  const M = prep.mentorIds.length;
  const F = free.length;
  const K = policy.levels(maxRank);
  const L = MOVE_LEVELS + K;
  const groupNode = (i: number): number => i;
  const projectNode = (p: number): number => F + p;
  const mentorNode = (m: number): number => F + P + m;
  const sink = F + P + M;
  const graph = new FlowGraph(sink + 1, L, F + candidates.length + 2 * P + M);

  const slot = new Int32Array(instance.groups.length).fill(-1);
  free.forEach((g, i) => {
    slot[g] = i;
    graph.addArc(groupNode(i), sink, 1, moveCost(prep, g, -1));
  });
  const arcs: number[] = [];
  const ties = new Map<number, (projectId: string) => number>();
  for (const c of candidates) {
    let tie = ties.get(c.group);
    if (!tie) {
      tie = tieBreakFor(seed, (instance.groups[c.group] as { id: string }).id);
      ties.set(c.group, tie);
    }
    const policyCost = policy.cost({
      rank: c.rank,
      simMilli: similarity.milli(c.group, c.project),
      tie: tie((instance.projects[c.project] as { id: string }).id),
      maxRank,
    });
    const vector = [...moveCost(prep, c.group, c.project), 0, ...policyCost];
    arcs.push(graph.addArc(groupNode(slot[c.group] as number), projectNode(c.project), 1, vector));
  }
  for (let p = 0; p < P; p++) {
    const m = prep.mentorOf[p] as number;
    const head = m >= 0 ? mentorNode(m) : sink;
    const places = prep.remaining[p] as number;
    const minimum = Math.min(places, prep.minimumLeft[p] as number);
    if (minimum > 0) graph.addArc(projectNode(p), head, minimum);
    const shortfallCost = new Array<number>(MOVE_LEVELS).fill(0);
    shortfallCost[4] = 1;
    if (places > minimum) graph.addArc(projectNode(p), head, places - minimum, shortfallCost);
  }
  for (let m = 0; m < M; m++) graph.addArc(mentorNode(m), sink, prep.mentorRemaining[m] as number);

  // Every group sends its one unit (to a project or "unplaced"), one row at a time.
  const result = rowShortestPaths(
    graph,
    free.map((_, i) => groupNode(i)),
    sink,
  );
  const placed = new Int32Array(instance.groups.length).fill(-1);
  candidates.forEach((c, i) => {
    if (graph.flowOn(arcs[i] as number) > 0) placed[c.group] = c.project;
  });
  return { placed, cost: result.cost };
}

/** The arcs a free group may use (the hard rules), with the rank that prices each. */
function candidatesOf(prep: Prepared, allowUnranked: boolean, unranked: number): Candidate[] {
  const { instance } = prep;
  const P = instance.projects.length;
  const out: Candidate[] = [];
  const allowed = new Uint8Array(P);
  for (const g of prep.free) {
    allowed.fill(0);
    const base = prep.base[g] as number;
    if (base >= 0) allowed[base] = 1;
    for (const { project } of instance.preferences[g] ?? []) allowed[project] = 1;
    const named = prep.namedTarget[g] as number;
    if (named >= 0) allowed[named] = 1;
    if (prep.anyRequest[g] === 1 || allowUnranked) {
      for (let p = 0; p < P; p++) if (p !== base || allowUnranked) allowed[p] = 1;
    }
    const rankOf = new Map((instance.preferences[g] ?? []).map((x) => [x.project, x.rank]));
    for (let p = 0; p < P; p++) {
      if (allowed[p] && (prep.remaining[p] as number) > 0)
        out.push({ group: g, project: p, rank: rankOf.get(p) ?? unranked });
    }
  }
  return out;
}

function compareVectors(a: readonly number[], b: readonly number[], count: number): number {
  for (let l = 0; l < count; l++) {
    const d = (a[l] ?? 0) - (b[l] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** Levels 1-5 of a proposal, counted from their definitions (for the report and the tests). */
function countLevels(prep: Prepared, placed: Int32Array): MinimalChangeLevels {
  const { instance } = prep;
  const levels: MinimalChangeLevels = {
    placed: 0,
    namedFulfilled: 0,
    movesFromAvailable: 0,
    anyFulfilled: 0,
    shortfall: 0,
  };
  const load = new Array<number>(instance.projects.length).fill(0);
  placed.forEach((p, g) => {
    if (p >= 0) load[p] = (load[p] as number) + 1;
    if (prep.locked[g] === 1 || prep.emptied[g] === 1) {
      // A locked group keeps its base project even when that was withdrawn.
      if (prep.locked[g] === 1 && prep.emptied[g] === 0) levels.placed++;
      return;
    }
    if (!prep.inScope[g]) return;
    const [unplaced, missesNamed, moved, missesAny] = moveCost(prep, g, p);
    if (!unplaced) levels.placed++;
    if ((prep.namedTarget[g] as number) >= 0 && !missesNamed) levels.namedFulfilled++;
    levels.movesFromAvailable += moved as number;
    if (prep.anyRequest[g] === 1 && !missesAny) levels.anyFulfilled++;
  });
  instance.projects.forEach((_, p) => {
    levels.shortfall += Math.max(0, (prep.minimum[p] as number) - (load[p] as number));
  });
  return levels;
}

/**
 * The minimal-change proposal: keeps every group where it is unless it must move, and
 * orders proposals by its levels (most placed, approved named requests, fewest moves
 * off available projects, "any" requests, least shortfall, the policy's levels, seed). Exact: one
 * min-cost flow with vector costs; policies that minimise the worst rank first (`balanced`) take
 * the smallest rank threshold that keeps levels 1-5 optimal, found by bisection.
 */
export function reallocateWithMinimalChange(
  input: ReallocationInput,
  options: ReallocationOptions = {},
): ReallocationResult {
  const policy = getPolicy(options.policy ?? 'balanced');
  const seed = options.seed ?? 0;
  if (!Number.isInteger(seed) || seed < 0) throw new Error('seed must be a whole number');
  const prep = prepareReallocation(input);
  const { instance } = prep;
  const { table } = resolveSimilarity(instance, options.similarity);

  const rankedMax = instance.preferences.reduce(
    (m, list) => list.reduce((mm, x) => Math.max(mm, x.rank), m),
    7,
  );
  // Worse than every rank a group can give (rank 7 in the product).
  const unranked = rankedMax + 1;
  const all = candidatesOf(prep, options.allowUnranked ?? false, unranked);
  const maxRank = all.reduce((m, c) => Math.max(m, c.rank), 1);
  const solve = (cands: Candidate[]) => solveNetwork(prep, cands, policy, table, seed, maxRank);

  let best = solve(all);
  if (policy.minimaxRank) {
    // The worst rank is over all placed groups (level 6), locked ones included: no
    // threshold below theirs can lower it, so the search starts there.
    let floor = 1;
    prep.locked.forEach((isLocked, g) => {
      if (!isLocked || prep.emptied[g] === 1) return;
      const b = prep.base[g] as number;
      const rank = (instance.preferences[g] ?? []).find((x) => x.project === b)?.rank;
      floor = Math.max(floor, rank ?? unranked);
    });
    const ranks = [...new Set(all.map((c) => Math.max(c.rank, floor)))].sort((a, b) => a - b);
    let lo = 0;
    let hi = ranks.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const threshold = ranks[mid] as number;
      const trial = solve(all.filter((c) => c.rank <= threshold));
      if (compareVectors(trial.cost, best.cost, MOVE_LEVELS) === 0) hi = mid;
      else lo = mid + 1;
    }
    if (ranks.length > 0 && lo < ranks.length - 1) {
      const threshold = ranks[lo] as number;
      best = solve(all.filter((c) => c.rank <= threshold));
    }
  }

  const placed = best.placed;
  prep.locked.forEach((isLocked, g) => {
    if (isLocked) placed[g] = prep.base[g] as number;
  });
  const assignment: Record<string, string | null> = {};
  instance.groups.forEach((group, g) => {
    const p = placed[g] as number;
    if (prep.locked[g] === 1) assignment[group.id] = prep.baseId[g] ?? null;
    else assignment[group.id] = p >= 0 ? (instance.projects[p] as { id: string }).id : null;
  });
  return { assignment, levels: countLevels(prep, placed), warnings: prep.warnings };
}
