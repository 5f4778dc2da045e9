import type { Prepared } from './prepare';

/** The arcs free groups may use (the hard rules), grouped by group, in project order. */
export interface Candidates {
  count: number;
  group: Int32Array;
  project: Int32Array;
  /** The group's rank of the project, or `unranked`. */
  rank: Int32Array;
  /** Levels 2-4 of each arc (`moveCost` without "unplaced"), 3 entries per arc. */
  move: Uint8Array;
  /** Worst rank among the arcs (1 when there are none). */
  maxRank: number;
}

/**
 * Levels 1-4 of placing free group `g` on project `p` (-1 = no project): unplaced, approved named
 * request missed, a move off a still available project that does not fulfil the group's request,
 * "any" request missed. Level 5 (shortfall) sits on the project arcs.
 */
export function moveCost(prep: Prepared, g: number, p: number): [number, number, number, number] {
  const base = prep.base[g] as number;
  const named = prep.namedTarget[g] as number;
  const any = prep.anyRequest[g] === 1;
  const fulfils = named >= 0 ? p === named : any && p !== base && p >= 0;
  const unplaced = p < 0 ? 1 : 0;
  const missesNamed = named >= 0 && p !== named ? 1 : 0;
  // Leaving a container that must shed groups counts even when it fulfils a request: the
  // kinds give that container's forced places to such requesters first (moves.ts), so the
  // count stays the number of forced places plus the chain moves.
  const forcedOut =
    base >= 0 &&
    p !== base &&
    (prep.overfull[base] === 1 ||
      ((prep.mentorOf[base] as number) >= 0 &&
        prep.mentorOverfull[prep.mentorOf[base] as number] === 1 &&
        (p < 0 || prep.mentorOf[p] !== prep.mentorOf[base])));
  const movesFromAvailable =
    prep.stayable[g] === 1 && p !== base && (!fulfils || forcedOut) ? 1 : 0;
  const missesAny = any && !fulfils ? 1 : 0;
  return [unplaced, missesNamed, movesFromAvailable, missesAny];
}

/** Candidate arcs of every free group: its base, its ranked projects, its named target, and more
 * with an "any" request or `allowUnranked`; only projects with places left after locks. */
export function buildCandidates(
  prep: Prepared,
  allowUnranked: boolean,
  unranked: number,
): Candidates {
  const { instance } = prep;
  const P = instance.projects.length;
  // Stamped per group, so nothing is cleared between groups.
  const stamp = new Int32Array(P).fill(-1);
  const rankAt = new Int32Array(P);
  let capacity = 16;
  let group: Int32Array = new Int32Array(capacity);
  let project: Int32Array = new Int32Array(capacity);
  let rank: Int32Array = new Int32Array(capacity);
  let count = 0;
  let maxRank = 1;
  const push = (g: number, p: number, r: number): void => {
    if (count === capacity) {
      capacity *= 2;
      const grow = (a: Int32Array): Int32Array => {
        const b = new Int32Array(capacity);
        b.set(a);
        return b;
      };
      group = grow(group);
      project = grow(project);
      rank = grow(rank);
    }
    group[count] = g;
    project[count] = p;
    rank[count] = r;
    count++;
    if (r > maxRank) maxRank = r;
  };
  const open = (p: number): boolean => (prep.remaining[p] as number) > 0;
  const allowed: number[] = [];
  for (const g of prep.free) {
    const base = prep.base[g] as number;
    const prefs = instance.preferences[g] ?? [];
    for (const { project: p, rank: r } of prefs) {
      stamp[p] = g;
      rankAt[p] = r;
    }
    const rankOf = (p: number): number => (stamp[p] === g ? (rankAt[p] as number) : unranked);
    // The base is always allowed, so an "any" request or the fallback opens every project.
    if (prep.anyRequest[g] === 1 || allowUnranked) {
      for (let p = 0; p < P; p++) if (open(p)) push(g, p, rankOf(p));
      continue;
    }
    allowed.length = 0;
    if (base >= 0) allowed.push(base);
    for (const { project: p } of prefs) allowed.push(p);
    const named = prep.namedTarget[g] as number;
    if (named >= 0) allowed.push(named);
    allowed.sort((a, b) => a - b);
    for (let i = 0; i < allowed.length; i++) {
      const p = allowed[i] as number;
      if (i > 0 && allowed[i - 1] === p) continue;
      if (open(p)) push(g, p, rankOf(p));
    }
  }
  const move = new Uint8Array(count * 3);
  for (let i = 0; i < count; i++) {
    const [, missesNamed, moved, missesAny] = moveCost(
      prep,
      group[i] as number,
      project[i] as number,
    );
    move[i * 3] = missesNamed;
    move[i * 3 + 1] = moved;
    move[i * 3 + 2] = missesAny;
  }
  return {
    count,
    move,
    group: group.subarray(0, count),
    project: project.subarray(0, count),
    rank: rank.subarray(0, count),
    maxRank,
  };
}
