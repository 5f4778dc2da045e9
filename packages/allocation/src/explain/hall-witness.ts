import { isForbidden, type Instance } from '../allocate/instance';
import { plural, shortList } from '../util/ordinal';

/** "These k groups ranked only these projects, which have j < k places": a Hall violator. */
export interface HallWitness {
  /** Every group in the set (placed competitors and unplaced groups). */
  groupIds: string[];
  /** The unplaced groups among them. */
  unplacedGroupIds: string[];
  /** Every project any of these groups ranked (forbidden pairs excluded). */
  projectIds: string[];
  /** Places those projects have for these groups (after locked pairs); always < groupIds.length. */
  places: number;
  /**
   * Raising the capacity of any one of these projects by `increase` places one more group: each is
   * reached from an unplaced group by an alternating path. `increase` is 1 unless locked pairs
   * already overfill the project.
   */
  capacitySuggestions: { projectId: string; increase: number }[];
  message: string;
}

const nameOf = (item: { id: string; name?: string }): string => item.name ?? item.id;

/**
 * Reads Hall violators off the residual graph of a maximum allocation: from every unplaced
 * submitting group, follow "ranked project" arcs and "group holding that project" arcs. The
 * reached projects are all full (otherwise an augmenting path would exist), and every project a
 * reached group ranked is reached, so the reached groups outnumber the places. Overlapping
 * searches are merged so that each witness is closed.
 */
export function hallWitnesses(instance: Instance, maxAssignment: Int32Array): HallWitness[] {
  const G = instance.groups.length;
  const P = instance.projects.length;
  const holders: number[][] = Array.from({ length: P }, () => []);
  for (let g = 0; g < G; g++) {
    const p = maxAssignment[g] as number;
    if (p >= 0) holders[p]?.push(g);
  }
  const groupComp = new Int32Array(G).fill(-1);
  const projectComp = new Int32Array(P).fill(-1);
  const parent: number[] = [];
  const find = (c: number): number => {
    while (parent[c] !== c) {
      parent[c] = parent[parent[c] as number] as number;
      c = parent[c] as number;
    }
    return c;
  };

  for (let start = 0; start < G; start++) {
    if (!instance.submitted[start] || instance.lockedProject[start] !== -1) continue;
    if ((maxAssignment[start] as number) !== -1 || groupComp[start] !== -1) continue;
    const comp = parent.length;
    parent.push(comp);
    groupComp[start] = comp;
    const stack = [start];
    while (stack.length > 0) {
      const g = stack.pop() as number;
      for (const { project: p } of instance.preferences[g] ?? []) {
        if (isForbidden(instance, g, p)) continue;
        const seen = projectComp[p] as number;
        if (seen !== -1) {
          if (find(seen) !== find(comp)) parent[find(seen)] = find(comp);
          continue;
        }
        projectComp[p] = comp;
        for (const h of holders[p] ?? []) {
          const hs = groupComp[h] as number;
          if (hs !== -1) {
            if (find(hs) !== find(comp)) parent[find(hs)] = find(comp);
            continue;
          }
          groupComp[h] = comp;
          stack.push(h);
        }
      }
    }
  }
  if (parent.length === 0) return [];

  const byRoot = new Map<number, { groups: number[]; projects: number[] }>();
  const entry = (c: number): { groups: number[]; projects: number[] } => {
    const root = find(c);
    let e = byRoot.get(root);
    if (!e) {
      e = { groups: [], projects: [] };
      byRoot.set(root, e);
    }
    return e;
  };
  for (let g = 0; g < G; g++) if (groupComp[g] !== -1) entry(groupComp[g] as number).groups.push(g);
  for (let p = 0; p < P; p++)
    if (projectComp[p] !== -1) entry(projectComp[p] as number).projects.push(p);

  const locks = instance.lockedProject.some((p) => p !== -1);
  const lockedCount = new Array<number>(P).fill(0);
  for (const p of instance.lockedProject)
    if (p >= 0) lockedCount[p] = (lockedCount[p] as number) + 1;
  return [...byRoot.values()].map(({ groups, projects }) => {
    const places = projects.reduce((sum, p) => sum + (instance.remaining[p] as number), 0);
    const unplaced = groups.filter((g) => (maxAssignment[g] as number) === -1);
    const groupNames = groups.map((g) => nameOf(instance.groups[g] as { id: string }));
    const projectNames = projects.map((p) => nameOf(instance.projects[p] as { id: string }));
    const projectText =
      projects.length === 0
        ? 'no available project'
        : `only ${projects.length === 1 ? 'this project' : `these ${projects.length} projects`}`;
    const message =
      `These ${plural(groups.length, 'group')} (${shortList(groupNames)}) ranked ${projectText}` +
      (projects.length === 0
        ? ''
        : `, which ${projects.length === 1 ? 'has' : 'have'} ${plural(places, 'place')} in total` +
          `${locks ? ' after locked pairs' : ''}` +
          `${places === 0 ? '' : ` and ${projects.length === 1 ? 'is' : 'are'} full`}: ` +
          shortList(projectNames)) +
      `. ${plural(unplaced.length, 'group')} cannot be placed; raise a capacity` +
      `${projects.length > 0 ? ` (any of ${shortList(projectNames)})` : ''}` +
      ' or allow unranked projects to place them.';
    return {
      groupIds: groups.map((g) => (instance.groups[g] as { id: string }).id),
      unplacedGroupIds: unplaced.map((g) => (instance.groups[g] as { id: string }).id),
      projectIds: projects.map((p) => (instance.projects[p] as { id: string }).id),
      places,
      capacitySuggestions: projects.map((p) => ({
        projectId: (instance.projects[p] as { id: string }).id,
        increase: 1 + Math.max(0, (lockedCount[p] ?? 0) - (instance.capacity[p] as number)),
      })),
      message,
    };
  });
}
