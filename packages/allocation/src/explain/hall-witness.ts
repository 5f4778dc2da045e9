import { isForbidden, type Instance } from '../allocate/instance';
import { joinList, plural, shortList } from '../util/ordinal';
import { mentorPlacesLeft, type ExplainContext } from './explain-context';

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
 *
 * With mentor quotas (`context`), a project that still has places but whose mentor's quota is
 * used up leads on to the mentor, and from the mentor to every project of theirs that holds
 * groups: the mentor's quota, not those projects' capacities, is then what bounds the set.
 */
export function hallWitnesses(
  instance: Instance,
  maxAssignment: Int32Array,
  context?: ExplainContext,
): HallWitness[] {
  const G = instance.groups.length;
  const P = instance.projects.length;
  const holders: number[][] = Array.from({ length: P }, () => []);
  for (let g = 0; g < G; g++) {
    const p = maxAssignment[g] as number;
    if (p >= 0) holders[p]?.push(g);
  }
  const M = context?.mentorQuota.length ?? 0;
  const mentorOf = context?.mentorOf ?? new Int32Array(P).fill(-1);
  const projectsOf: number[][] = Array.from({ length: M }, () => []);
  for (let p = 0; p < P; p++)
    if ((mentorOf[p] as number) >= 0) projectsOf[mentorOf[p] as number]?.push(p);
  const groupComp = new Int32Array(G).fill(-1);
  const projectComp = new Int32Array(P).fill(-1);
  const mentorComp = new Int32Array(M).fill(-1);
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
    const merge = (seen: number): void => {
      if (find(seen) !== find(comp)) parent[find(seen)] = find(comp);
    };
    const reachProject = (p: number): void => {
      const seen = projectComp[p] as number;
      if (seen !== -1) {
        merge(seen);
        return;
      }
      projectComp[p] = comp;
      for (const h of holders[p] ?? []) {
        const hs = groupComp[h] as number;
        if (hs !== -1) {
          merge(hs);
          continue;
        }
        groupComp[h] = comp;
        stack.push(h);
      }
      const m = mentorOf[p] as number;
      if (m < 0 || (holders[p]?.length ?? 0) >= (instance.remaining[p] as number)) return;
      // A place is left on p, so the mentor's quota is what keeps the group out.
      const ms = mentorComp[m] as number;
      if (ms !== -1) {
        merge(ms);
        return;
      }
      mentorComp[m] = comp;
      for (const q of projectsOf[m] ?? []) if ((holders[q]?.length ?? 0) > 0) reachProject(q);
    };
    while (stack.length > 0) {
      const g = stack.pop() as number;
      for (const { project: p } of instance.preferences[g] ?? []) {
        if (!isForbidden(instance, g, p)) reachProject(p);
      }
    }
  }
  if (parent.length === 0) return [];

  type Part = { groups: number[]; projects: number[]; mentors: number[] };
  const byRoot = new Map<number, Part>();
  const entry = (c: number): Part => {
    const root = find(c);
    let e = byRoot.get(root);
    if (!e) {
      e = { groups: [], projects: [], mentors: [] };
      byRoot.set(root, e);
    }
    return e;
  };
  for (let g = 0; g < G; g++) if (groupComp[g] !== -1) entry(groupComp[g] as number).groups.push(g);
  for (let p = 0; p < P; p++)
    if (projectComp[p] !== -1) entry(projectComp[p] as number).projects.push(p);
  for (let m = 0; m < M; m++)
    if (mentorComp[m] !== -1) entry(mentorComp[m] as number).mentors.push(m);
  const mentorLeft = context ? mentorPlacesLeft(instance, context) : [];

  const locks = instance.lockedProject.some((p) => p !== -1);
  const lockedCount = new Array<number>(P).fill(0);
  for (const p of instance.lockedProject)
    if (p >= 0) lockedCount[p] = (lockedCount[p] as number) + 1;
  return [...byRoot.values()].map(({ groups, projects, mentors }) => {
    // The cut: projects whose mentor is outside the set give their places, mentors inside it
    // give what their quota has left.
    const inside = new Set(mentors);
    const places =
      projects.reduce(
        (sum, p) =>
          inside.has(mentorOf[p] as number) ? sum : sum + (instance.remaining[p] as number),
        0,
      ) + mentors.reduce((sum, m) => sum + (mentorLeft[m] as number), 0);
    const mentorText =
      mentors.length === 0
        ? ''
        : ` under ${joinList(mentors.map((m) => `${context?.mentorNames[m]}'s`))} quota${mentors.length === 1 ? '' : 's'}`;
    const projectNames = projects.map((p) => nameOf(instance.projects[p] as { id: string }));
    // Raising any one of these places one more group: each is reached by an alternating path.
    const raisable = projects.filter((p) => !inside.has(mentorOf[p] as number));
    const raise =
      mentors.length === 0
        ? `a capacity${projects.length > 0 ? ` (any of ${shortList(projectNames)})` : ''}`
        : [
            ...(raisable.length > 0
              ? [
                  `a capacity (any of ${shortList(raisable.map((p) => nameOf(instance.projects[p] as { id: string })))})`,
                ]
              : []),
            `${joinList(mentors.map((m) => context?.mentorNames[m] ?? ''))}'s quota`,
          ].join(' or ');
    const unplaced = groups.filter((g) => (maxAssignment[g] as number) === -1);
    const groupNames = groups.map((g) => nameOf(instance.groups[g] as { id: string }));
    const projectText =
      projects.length === 0
        ? 'no available project'
        : `only ${projects.length === 1 ? 'this project' : `these ${projects.length} projects`}`;
    const message =
      `These ${plural(groups.length, 'group')} (${shortList(groupNames)}) ranked ${projectText}` +
      (projects.length === 0
        ? ''
        : `, which ${projects.length === 1 ? 'has' : 'have'} ${plural(places, 'place')} in total` +
          mentorText +
          `${locks ? ' after locked pairs' : ''}` +
          `${places === 0 ? '' : ` and ${projects.length === 1 ? 'is' : 'are'} full`}: ` +
          shortList(projectNames)) +
      `. ${plural(unplaced.length, 'group')} cannot be placed; raise ${raise}` +
      ' or allow unranked projects to place them.';
    return {
      groupIds: groups.map((g) => (instance.groups[g] as { id: string }).id),
      unplacedGroupIds: unplaced.map((g) => (instance.groups[g] as { id: string }).id),
      projectIds: projects.map((p) => (instance.projects[p] as { id: string }).id),
      places,
      capacitySuggestions: raisable.map((p) => ({
        projectId: (instance.projects[p] as { id: string }).id,
        increase: 1 + Math.max(0, (lockedCount[p] ?? 0) - (instance.capacity[p] as number)),
      })),
      message,
    };
  });
}
