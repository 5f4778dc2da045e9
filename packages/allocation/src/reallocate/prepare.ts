import { buildInstance, type Instance } from '../allocate/instance';
import type { ReallocationInput } from './types';

/** The re-allocation in index form: who is fixed, who is free, and what each container has left. */
export interface Prepared {
  instance: Instance;
  /** Base project of each group as an index of an available project, or -1. */
  base: Int32Array;
  /** Base project id as given (a withdrawn project included), or null. */
  baseId: (string | null)[];
  locked: Uint8Array;
  /** No members now and a project in the base. */
  emptied: Uint8Array;
  /** The groups that count: at least 1 member, or a project in the base. */
  inScope: Uint8Array;
  /** Groups the solver places: in scope, unlocked, with members. */
  free: number[];
  /** Free groups whose base project is still available. */
  stayable: Uint8Array;
  /** Approved named target (an available project other than the base), or -1. */
  namedTarget: Int32Array;
  anyRequest: Uint8Array;
  /** Places left on each project after its locked groups. */
  remaining: number[];
  /** min(`min_groups`, capacity) of each project. */
  minimum: number[];
  /** The part of the minimum that locked groups do not already meet. */
  minimumLeft: number[];
  /** Mentors with a quota, by index; mentors without one do not limit anything. */
  mentorIds: string[];
  mentorOf: Int32Array;
  /** Places left under each mentor's quota after locked groups. */
  mentorRemaining: number[];
  /** 1 where the free groups based on the project are more than its places left: some must leave. */
  overfull: Uint8Array;
  /** 1 where the free groups on the mentor's projects are more than the quota left. */
  mentorOverfull: Uint8Array;
  warnings: string[];
}

/** Canonicalises the input and applies the hard rules that fix groups or places. */
export function prepareReallocation(input: ReallocationInput): Prepared {
  const available = new Set(input.projects.map((p) => p.id));
  const instance = buildInstance({
    // Rankings of projects that are no longer available are ignored; ranks are kept as saved.
    // Only the few groups that ranked one are copied.
    groups: input.groups.map((g) =>
      g.preferences.every((x) => available.has(x.projectId))
        ? g
        : { ...g, preferences: g.preferences.filter((x) => available.has(x.projectId)) },
    ),
    projects: input.projects,
  });
  const warnings = [...instance.warnings];
  const G = instance.groups.length;
  const P = instance.projects.length;
  const byId = new Map(input.groups.map((g) => [g.id, g]));
  const base = new Int32Array(G).fill(-1);
  const baseId: (string | null)[] = [];
  const locked = new Uint8Array(G);
  const emptied = new Uint8Array(G);
  const inScope = new Uint8Array(G);
  const stayable = new Uint8Array(G);
  const lockedSet = new Set(input.locked ?? []);
  const lockedLoad = new Array<number>(P).fill(0);

  instance.groups.forEach((group, g) => {
    const raw = byId.get(group.id);
    const members = raw?.members ?? 0;
    const b = raw?.baseProjectId ?? null;
    baseId.push(b);
    base[g] = b === null ? -1 : (instance.projectIndex.get(b) ?? -1);
    inScope[g] = members > 0 || b !== null ? 1 : 0;
    emptied[g] = members <= 0 && b !== null ? 1 : 0;
    if (lockedSet.has(group.id)) {
      if (b === null) warnings.push(`Group ${group.id} is locked but has no base project.`);
      else {
        locked[g] = 1;
        if ((base[g] as number) >= 0)
          lockedLoad[base[g] as number] = (lockedLoad[base[g] as number] as number) + 1;
        if (emptied[g])
          warnings.push(
            `${group.name ?? group.id} has no members any more but is locked, so it keeps its place.`,
          );
      }
    }
  });
  const free: number[] = [];
  for (let g = 0; g < G; g++) {
    if (!inScope[g] || locked[g] || emptied[g]) continue;
    free.push(g);
    if ((base[g] as number) >= 0) stayable[g] = 1;
  }

  const namedTarget = new Int32Array(G).fill(-1);
  const anyRequest = new Uint8Array(G);
  // Sorted so that warnings, and the choice between two requests of one group, ignore input order.
  const key = (r: { groupId: string; projectId: string | null }) =>
    `${r.groupId}\u0000${r.projectId ?? ''}`;
  const sortedRequests = [...(input.requests ?? [])].sort((a, b) =>
    key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0,
  );
  for (const request of sortedRequests) {
    const g = instance.groupIndex.get(request.groupId);
    if (g === undefined || locked[g] || emptied[g] || !inScope[g]) {
      warnings.push(`The request of group ${request.groupId} was ignored.`);
      continue;
    }
    if (request.projectId === null) {
      anyRequest[g] = 1;
      continue;
    }
    const p = instance.projectIndex.get(request.projectId);
    if (p === undefined || p === base[g]) {
      warnings.push(`The request of group ${request.groupId} names no other available project.`);
      continue;
    }
    namedTarget[g] = p;
  }

  const remaining = instance.capacity.map((c, p) => Math.max(0, c - (lockedLoad[p] as number)));
  const projectById = new Map(input.projects.map((p) => [p.id, p]));
  const settings = instance.projects.map((p) => projectById.get(p.id));
  const minimum = settings.map((p, i) =>
    Math.max(0, Math.min(Math.floor(p?.minGroups ?? 0), instance.capacity[i] as number)),
  );
  const minimumLeft = minimum.map((m, p) => Math.max(0, m - (lockedLoad[p] as number)));
  instance.capacity.forEach((c, p) => {
    if ((lockedLoad[p] as number) > c)
      warnings.push(
        `Locked groups alone exceed the capacity of ${instance.projects[p]?.name ?? instance.projects[p]?.id}, so no other group is placed there.`,
      );
  });

  const quotas = new Map<string, number>();
  const mentorNames = new Map<string, string>();
  for (const m of input.mentors ?? []) {
    mentorNames.set(m.id, m.name ?? m.id);
    if (m.quota !== null && !quotas.has(m.id)) quotas.set(m.id, Math.max(0, Math.floor(m.quota)));
  }
  const mentorIds: string[] = [];
  const mentorIndex = new Map<string, number>();
  const mentorOf = new Int32Array(P).fill(-1);
  settings.forEach((project, p) => {
    const id = project?.mentorId;
    if (!id || !quotas.has(id)) return;
    let m = mentorIndex.get(id);
    if (m === undefined) {
      m = mentorIds.length;
      mentorIds.push(id);
      mentorIndex.set(id, m);
    }
    mentorOf[p] = m;
  });
  const mentorLocked = new Array<number>(mentorIds.length).fill(0);
  mentorOf.forEach((m, p) => {
    if (m >= 0) mentorLocked[m] = (mentorLocked[m] as number) + (lockedLoad[p] as number);
  });
  const mentorRemaining = mentorIds.map((id, m) => {
    const quota = quotas.get(id) as number;
    if ((mentorLocked[m] as number) > quota)
      warnings.push(
        `Locked groups alone exceed ${mentorNames.get(id)}'s quota, so no other group is placed on their projects.`,
      );
    return Math.max(0, quota - (mentorLocked[m] as number));
  });

  // Emptied and locked groups are not free, so the places an emptied group leaves are already
  // subtracted: only the excess that free groups must still make up forces anyone out.
  const freeLoad = new Array<number>(P).fill(0);
  for (const g of free) {
    const b = base[g] as number;
    if (b >= 0) freeLoad[b] = (freeLoad[b] as number) + 1;
  }
  const overfull = Uint8Array.from(freeLoad, (n, p) => (n > (remaining[p] as number) ? 1 : 0));
  const mentorFreeLoad = new Array<number>(mentorIds.length).fill(0);
  mentorOf.forEach((m, p) => {
    if (m >= 0) mentorFreeLoad[m] = (mentorFreeLoad[m] as number) + (freeLoad[p] as number);
  });
  const mentorOverfull = Uint8Array.from(mentorFreeLoad, (n, m) =>
    n > (mentorRemaining[m] as number) ? 1 : 0,
  );

  return {
    instance,
    base,
    baseId,
    locked,
    emptied,
    inScope,
    free,
    stayable,
    namedTarget,
    anyRequest,
    remaining,
    minimum,
    minimumLeft,
    mentorIds,
    mentorOf,
    mentorRemaining,
    overfull,
    mentorOverfull,
    warnings,
  };
}
