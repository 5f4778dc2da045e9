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
}

/**
 * Maximum b-matching of groups (one project each) to projects (up to `capacity` groups), grown
 * rank threshold by rank threshold: augmenting-path search (BFS) from each unplaced group over
 * arcs of rank <= threshold. The matching carries over between thresholds, because enabling arcs
 * never invalidates it, and groups reached by a failed search are skipped for the rest of that
 * threshold: no augmenting path can pass through a set that has no exit to a free place.
 */
export function rankThresholdMaxFlow(
  groupCount: number,
  capacity: readonly number[],
  arcs: readonly BipartiteArc[],
): RankThresholdResult {
  const P = capacity.length;
  const arcsOf: BipartiteArc[][] = Array.from({ length: groupCount }, () => []);
  for (const a of arcs) arcsOf[a.group]?.push(a);
  for (const list of arcsOf) list.sort((a, b) => a.rank - b.rank);
  const match = new Int32Array(groupCount).fill(-1);
  const holders: number[][] = Array.from({ length: P }, () => []);
  const groupSeen = new Int32Array(groupCount).fill(-1);
  const projectSeen = new Int32Array(P).fill(-1);
  const dead = new Int32Array(groupCount).fill(-1);
  const parentGroup = new Int32Array(P);
  const queue = new Int32Array(groupCount);
  const thresholds = [...new Set(arcs.map((a) => a.rank))].sort((a, b) => a - b);
  let stamp = 0;
  let flow = 0;
  const flowAt: number[] = [];

  const move = (group: number, to: number): void => {
    const from = match[group] as number;
    if (from >= 0) {
      const list = holders[from] as number[];
      list.splice(list.indexOf(group), 1);
    }
    match[group] = to;
    (holders[to] as number[]).push(group);
  };

  thresholds.forEach((k, phase) => {
    for (let start = 0; start < groupCount; start++) {
      if ((match[start] as number) !== -1 || dead[start] === phase) continue;
      if ((arcsOf[start] as BipartiteArc[]).length === 0) continue;
      stamp++;
      let head = 0;
      let tail = 0;
      queue[tail++] = start;
      groupSeen[start] = stamp;
      let freeProject = -1;
      let lastGroup = -1;
      search: while (head < tail) {
        const x = queue[head++] as number;
        for (const a of arcsOf[x] as BipartiteArc[]) {
          if (a.rank > k) break;
          const p = a.project;
          if (projectSeen[p] === stamp) continue;
          projectSeen[p] = stamp;
          parentGroup[p] = x;
          const held = holders[p] as number[];
          if (held.length < (capacity[p] as number)) {
            freeProject = p;
            lastGroup = x;
            break search;
          }
          for (const h of held) {
            if (groupSeen[h] === stamp || dead[h] === phase) continue;
            groupSeen[h] = stamp;
            queue[tail++] = h;
          }
        }
      }
      if (freeProject === -1) {
        for (let i = 0; i < tail; i++) dead[queue[i] as number] = phase;
        continue;
      }
      // Shift each group on the path one step: lastGroup takes the free place, and so on back.
      let group = lastGroup;
      let target = freeProject;
      for (;;) {
        const previous = match[group] as number;
        move(group, target);
        if (group === start) break;
        target = previous;
        group = parentGroup[previous] as number;
      }
      flow++;
    }
    flowAt.push(flow);
  });

  let minimaxRank = 0;
  for (let i = 0; i < thresholds.length; i++) {
    if (flowAt[i] === flow) {
      minimaxRank = thresholds[i] as number;
      break;
    }
  }
  return { maxFlow: flow, minimaxRank, assignment: match };
}
