import type { SimilarityProvider } from '../similarity/similarity-provider';
import { groupText, projectText } from '../similarity/texts';
import type {
  AllocationGroup,
  AllocationInput,
  AllocationProject,
  GroupProjectPair,
} from '../types';

/** One eligible ranked (group, project) pair, by index into the sorted instance. */
export interface EligiblePair {
  group: number;
  project: number;
  rank: number;
}

/**
 * The instance in canonical form: groups and projects sorted by id, preferences de-duplicated and
 * sorted by rank. Every solver works on this, which is what makes results independent of input
 * order.
 */
export interface Instance {
  groups: AllocationGroup[];
  projects: AllocationProject[];
  groupIndex: Map<string, number>;
  projectIndex: Map<string, number>;
  /** Ranked projects of each group (unknown projects dropped), best rank first. */
  preferences: { project: number; rank: number }[][];
  /** Whether each group submitted any preference. */
  submitted: boolean[];
  /** Capacity of each project (non-negative integer). */
  capacity: number[];
  /** Locked project of each group, or -1. */
  lockedProject: Int32Array;
  /** Places left per project after locked pairs. */
  remaining: number[];
  /** Forbidden pairs as `group * projectCount + project`. */
  forbidden: Set<number>;
  warnings: string[];
}

const byId = <T extends { id: string }>(a: T, b: T): number =>
  a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/** Validates and canonicalises an allocation input. Duplicate ids keep their first occurrence. */
export function buildInstance(
  input: AllocationInput,
  locked: readonly GroupProjectPair[] = [],
  forbidden: readonly GroupProjectPair[] = [],
): Instance {
  const warnings: string[] = [];
  const dedupe = <T extends { id: string }>(items: readonly T[], kind: string): T[] => {
    const seen = new Set<string>();
    const out: T[] = [];
    for (const item of items) {
      if (seen.has(item.id)) {
        warnings.push(`Duplicate ${kind} id ${item.id} ignored.`);
        continue;
      }
      seen.add(item.id);
      out.push(item);
    }
    // Inputs usually arrive sorted (from the database): a scan is cheaper than a string sort.
    for (let i = 1; i < out.length; i++) {
      if (byId(out[i - 1] as T, out[i] as T) > 0) return out.sort(byId);
    }
    return out;
  };
  const groups = dedupe(input.groups, 'group');
  const projects = dedupe(input.projects, 'project');
  const groupIndex = new Map(groups.map((g, i) => [g.id, i]));
  const projectIndex = new Map(projects.map((p, i) => [p.id, i]));
  const capacity = projects.map((p) => {
    const c = Math.floor(Number.isFinite(p.capacity) ? p.capacity : 0);
    if (c < 0) warnings.push(`Project ${p.id} has a negative capacity; treated as 0.`);
    return Math.max(0, c);
  });

  // Lists are short (a handful of ranks), so a linear scan de-duplicates faster than a Map.
  const preferences = groups.map((g) => {
    const list: { project: number; rank: number }[] = [];
    for (const pref of g.preferences) {
      const p = projectIndex.get(pref.projectId);
      if (p === undefined) {
        warnings.push(`Group ${g.id} ranked unknown project ${pref.projectId}; ignored.`);
        continue;
      }
      if (!Number.isInteger(pref.rank) || pref.rank < 1) {
        warnings.push(`Group ${g.id} gave project ${pref.projectId} an invalid rank; ignored.`);
        continue;
      }
      let previous: { project: number; rank: number } | undefined;
      for (const x of list) if (x.project === p) previous = x;
      if (previous === undefined) list.push({ project: p, rank: pref.rank });
      else {
        warnings.push(`Group ${g.id} ranked project ${pref.projectId} twice; best rank kept.`);
        previous.rank = Math.min(previous.rank, pref.rank);
      }
    }
    // Insertion sort: no scratch allocation for a list this short.
    for (let i = 1; i < list.length; i++) {
      const item = list[i] as { project: number; rank: number };
      let j = i - 1;
      for (; j >= 0; j--) {
        const other = list[j] as { project: number; rank: number };
        if (other.rank < item.rank || (other.rank === item.rank && other.project < item.project))
          break;
        list[j + 1] = other;
      }
      list[j + 1] = item;
    }
    return list;
  });

  const lockedProject = new Int32Array(groups.length).fill(-1);
  const remaining = capacity.slice();
  for (const pair of [...locked].sort((a, b) => byId({ id: a.groupId }, { id: b.groupId }))) {
    const g = groupIndex.get(pair.groupId);
    const p = projectIndex.get(pair.projectId);
    if (g === undefined || p === undefined) {
      warnings.push(`Locked pair ${pair.groupId} -> ${pair.projectId} refers to an unknown id.`);
      continue;
    }
    if (lockedProject[g] !== -1) {
      warnings.push(`Group ${pair.groupId} is locked twice; first lock kept.`);
      continue;
    }
    lockedProject[g] = p;
    remaining[p] = (remaining[p] as number) - 1;
    if ((remaining[p] as number) < 0) {
      warnings.push(`Locked pairs exceed the capacity of project ${pair.projectId}.`);
    }
  }
  for (let p = 0; p < remaining.length; p++) remaining[p] = Math.max(0, remaining[p] as number);

  const forbiddenSet = new Set<number>();
  for (const pair of forbidden) {
    const g = groupIndex.get(pair.groupId);
    const p = projectIndex.get(pair.projectId);
    if (g !== undefined && p !== undefined) forbiddenSet.add(g * projects.length + p);
  }

  return {
    groups,
    projects,
    groupIndex,
    projectIndex,
    preferences,
    submitted: groups.map((g) => g.preferences.length > 0),
    capacity,
    lockedProject,
    remaining,
    forbidden: forbiddenSet,
    warnings,
  };
}

/** Whether pair (g, p) is forbidden. */
export function isForbidden(instance: Instance, g: number, p: number): boolean {
  return instance.forbidden.has(g * instance.projects.length + p);
}

/**
 * Ranked pairs the solver may use: free (unlocked) groups, not forbidden, project with places
 * left after locks.
 */
export function eligiblePairs(instance: Instance): EligiblePair[] {
  const pairs: EligiblePair[] = [];
  instance.preferences.forEach((prefs, g) => {
    if (instance.lockedProject[g] !== -1) return;
    for (const { project, rank } of prefs) {
      if ((instance.remaining[project] as number) <= 0 || isForbidden(instance, g, project))
        continue;
      pairs.push({ group: g, project, rank });
    }
  });
  return pairs;
}

/** Integer similarity in [0, 1000] per (group, project), computed lazily from a provider. */
export interface SimilarityTable {
  /** Similarity in thousandths; integers keep every objective exact. */
  milli(g: number, p: number): number;
}

/**
 * Builds a lazy similarity lookup over the instance's group and project texts. Ranked pairs, which
 * are nearly all lookups, are cached in a flat array by preference position; other pairs in a map.
 */
export function similarityTable(
  instance: Instance,
  provider: SimilarityProvider | null,
): SimilarityTable {
  if (!provider) return { milli: () => 0 };
  const groupTexts = instance.groups.map(groupText);
  const projectTexts = instance.projects.map(projectText);
  const P = instance.projects.length;
  const G = instance.groups.length;
  const offset = new Int32Array(G + 1);
  for (let g = 0; g < G; g++)
    offset[g + 1] = (offset[g] as number) + (instance.preferences[g] ?? []).length;
  const ranked = new Int16Array(offset[G] as number).fill(-1);
  const other = new Map<number, number>();
  const score = provider.scorer
    ? provider.scorer(groupTexts, projectTexts)
    : (g: number, p: number) =>
        provider.similarity(groupTexts[g] as string, projectTexts[p] as string);
  const compute = (g: number, p: number): number => {
    const sim = groupTexts[g] === '' || projectTexts[p] === '' ? 0 : score(g, p);
    return Math.round(Math.min(1, Math.max(0, sim)) * 1000);
  };
  return {
    milli(g, p) {
      const prefs = instance.preferences[g] as { project: number }[];
      for (let i = 0; i < prefs.length; i++) {
        if ((prefs[i] as { project: number }).project !== p) continue;
        const slot = (offset[g] as number) + i;
        let value = ranked[slot] as number;
        if (value === -1) {
          value = compute(g, p);
          ranked[slot] = value;
        }
        return value;
      }
      const key = g * P + p;
      let value = other.get(key);
      if (value === undefined) {
        value = compute(g, p);
        other.set(key, value);
      }
      return value;
    },
  };
}
