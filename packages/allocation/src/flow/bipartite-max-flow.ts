export interface BipartiteArc {
  group: number;
  project: number;
  rank: number;
}

export interface RankThresholdResult {
  /** Most groups any allocation of these arcs can place. */
  maxFlow: number;
  /** Smallest rank threshold whose arcs alone still place `maxFlow` groups (0 when none). */
  minimaxRank: number;
  /** Project of each group in one maximum allocation, or -1. */
  assignment: Int32Array;
  /**
   * Project of each group in one maximum allocation that uses only arcs of rank <= `minimaxRank`
   * (the matching as it stood after that threshold), or -1.
   */
  minimaxAssignment: Int32Array;
}

/**
 * Maximum b-matching of groups (one project each) to projects (up to `capacity` groups), grown
 * rank threshold by rank threshold over arcs of rank <= threshold, by rounds of one breadth-first
 * search from all unplaced groups that apply many disjoint augmenting paths at once (in the manner
 * of Hopcroft-Karp). The matching carries over between thresholds, because enabling arcs never
 * invalidates it.
 *
 * Adjacency, holders and search state live in typed arrays (CSR by group, ranks ascending).
 */
export function rankThresholdMaxFlow(
  groupCount: number,
  capacity: readonly number[],
  arcs: readonly BipartiteArc[],
): RankThresholdResult {
  const P = capacity.length;
  const G = groupCount;
  // CSR adjacency: arcs of group g at [start[g], start[g + 1]), sorted by rank (stable).
  const start = new Int32Array(G + 1);
  for (const a of arcs) start[a.group + 1] = (start[a.group + 1] as number) + 1;
  for (let g = 0; g < G; g++) start[g + 1] = (start[g + 1] as number) + (start[g] as number);
  const fill = start.slice(0, G);
  const arcProject = new Int32Array(arcs.length);
  const arcRank = new Int32Array(arcs.length);
  for (const a of arcs) {
    const i = fill[a.group] as number;
    fill[a.group] = i + 1;
    arcProject[i] = a.project;
    arcRank[i] = a.rank;
  }
  for (let g = 0; g < G; g++) {
    // Insertion sort by rank: lists are short (at most a handful of ranked projects).
    for (let i = (start[g] as number) + 1; i < (start[g + 1] as number); i++) {
      const r = arcRank[i] as number;
      const p = arcProject[i] as number;
      let j = i - 1;
      while (j >= (start[g] as number) && (arcRank[j] as number) > r) {
        arcRank[j + 1] = arcRank[j] as number;
        arcProject[j + 1] = arcProject[j] as number;
        j--;
      }
      arcRank[j + 1] = r;
      arcProject[j + 1] = p;
    }
  }
  // Holders of project p at holder[slot[p] .. slot[p] + held[p]).
  const slot = new Int32Array(P + 1);
  for (let p = 0; p < P; p++) slot[p + 1] = (slot[p] as number) + Math.max(0, capacity[p] ?? 0);
  const holder = new Int32Array(slot[P] as number);
  const held = new Int32Array(P);
  const cap = Int32Array.from(capacity, (c) => Math.max(0, c));

  const match = new Int32Array(G).fill(-1);
  const groupSeen = new Int32Array(G);
  const projectSeen = new Int32Array(P);
  const groupUsed = new Int32Array(G);
  const projectUsed = new Int32Array(P);
  const parentGroup = new Int32Array(P);
  const queue = new Int32Array(G);
  const candidateGroup = new Int32Array(P);
  const candidateProject = new Int32Array(P);
  const thresholds = [...new Set(arcs.map((a) => a.rank))].sort((a, b) => a - b);
  let stamp = 0;
  let flow = 0;
  const flowAt: number[] = [];
  const snapshots: Int32Array[] = [];

  const move = (group: number, to: number): void => {
    const from = match[group] as number;
    if (from >= 0) {
      const base = slot[from] as number;
      const last = base + (held[from] as number) - 1;
      for (let i = base; i <= last; i++) {
        if (holder[i] === group) {
          holder[i] = holder[last] as number;
          break;
        }
      }
      held[from] = (held[from] as number) - 1;
    }
    match[group] = to;
    holder[(slot[to] as number) + (held[to] as number)] = group;
    held[to] = (held[to] as number) + 1;
  };

  for (let phase = 0; phase < thresholds.length; phase++) {
    const k = thresholds[phase] as number;
    // Rounds: one search from every unplaced group at once builds a forest of alternating paths;
    // then every path that reached a free place and shares no group or project with a path taken
    // earlier in the round is applied. A round without such a path ends the threshold: nothing
    // reachable from an unplaced group has a free place, so the matching is maximum there.
    for (;;) {
      stamp++;
      let head = 0;
      let tail = 0;
      for (let s = 0; s < G; s++) {
        if ((match[s] as number) !== -1 || start[s] === start[s + 1]) continue;
        groupSeen[s] = stamp;
        queue[tail++] = s;
      }
      let candidates = 0;
      while (head < tail) {
        const x = queue[head++] as number;
        const end = start[x + 1] as number;
        for (let i = start[x] as number; i < end; i++) {
          if ((arcRank[i] as number) > k) break;
          const p = arcProject[i] as number;
          if (projectSeen[p] === stamp) continue;
          projectSeen[p] = stamp;
          parentGroup[p] = x;
          const h = held[p] as number;
          if (h < (cap[p] as number)) {
            candidateGroup[candidates] = x;
            candidateProject[candidates++] = p;
            continue;
          }
          const base = slot[p] as number;
          for (let j = base; j < base + h; j++) {
            const y = holder[j] as number;
            if (groupSeen[y] === stamp) continue;
            groupSeen[y] = stamp;
            queue[tail++] = y;
          }
        }
      }
      if (candidates === 0) break;
      for (let c = 0; c < candidates; c++) {
        const free = candidateProject[c] as number;
        if ((held[free] as number) >= (cap[free] as number)) continue;
        // The path back to its root: each group, the project it holds, that project's finder.
        let clear = true;
        for (let g = candidateGroup[c] as number; ;) {
          if (groupUsed[g] === stamp) {
            clear = false;
            break;
          }
          const q = match[g] as number;
          if (q === -1) break;
          if (projectUsed[q] === stamp) {
            clear = false;
            break;
          }
          g = parentGroup[q] as number;
        }
        if (!clear) continue;
        // Shift each group on the path one step: the last group takes the free place, and so on.
        let group = candidateGroup[c] as number;
        let target = free;
        for (;;) {
          const previous = match[group] as number;
          groupUsed[group] = stamp;
          move(group, target);
          if (previous === -1) break;
          projectUsed[previous] = stamp;
          target = previous;
          group = parentGroup[previous] as number;
        }
        flow++;
      }
    }
    flowAt.push(flow);
    snapshots.push(
      phase > 0 && flowAt[phase - 1] === flow
        ? (snapshots[phase - 1] as Int32Array)
        : match.slice(),
    );
  }

  let minimaxRank = 0;
  let minimaxAssignment: Int32Array = match;
  for (let i = 0; i < thresholds.length; i++) {
    if (flowAt[i] === flow) {
      minimaxRank = thresholds[i] as number;
      minimaxAssignment = snapshots[i] as Int32Array;
      break;
    }
  }
  return { maxFlow: flow, minimaxRank, assignment: match, minimaxAssignment };
}
