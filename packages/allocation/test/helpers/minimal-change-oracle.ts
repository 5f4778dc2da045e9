import fc from 'fast-check';
import type { ReallocationInput } from '../../src/reallocate/types';
import type { SimilarityProvider } from '../../src/similarity/similarity-provider';
import type { AllocationPolicy } from '../../src/types';
import { tieBreak } from '../../src/util/prng';
import { compareVectors as compare } from './brute-force';

/**
 * A small re-allocation in index form. Projects 0..available-1 are available; project index
 * `available` is a withdrawn project (it may be a base project or ranked, never placed on).
 */
export interface SmallReallocation {
  available: number;
  capacities: number[];
  minGroups: number[];
  /** Mentor index of each available project, or -1. */
  mentorOf: number[];
  /** Quota per mentor, null = no limit. */
  quotas: (number | null)[];
  members: number[];
  /** Base project index per group (may be the withdrawn one), or -1. */
  base: number[];
  /** [project, rank] per group; the withdrawn project may appear. */
  prefs: [number, number][][];
  locked: Set<number>;
  /** Approved request per group: project index, 'any', or undefined. */
  requests: Map<number, number | 'any'>;
  sims: number[];
  seed: number;
}

export const gid = (g: number): string => `g${g}`;
export const pid = (p: number): string => `p${p}`;
const UNRANKED = 8;

export function smallReallocation(maxGroups = 6, maxProjects = 5): fc.Arbitrary<SmallReallocation> {
  return fc
    .record({
      G: fc.integer({ min: 1, max: maxGroups }),
      P: fc.integer({ min: 1, max: maxProjects }),
    })
    .chain(({ G, P }) => {
      const all = Array.from({ length: P + 1 }, (_, p) => p);
      return fc.record({
        G: fc.constant(G),
        P: fc.constant(P),
        capacities: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: P, maxLength: P }),
        minGroups: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: P, maxLength: P }),
        mentorOf: fc.array(fc.integer({ min: -1, max: 1 }), { minLength: P, maxLength: P }),
        quotas: fc.array(fc.option(fc.integer({ min: 0, max: 3 })), { minLength: 2, maxLength: 2 }),
        groups: fc.array(
          fc.record({
            members: fc.integer({ min: 0, max: 3 }),
            // -2 stands for the withdrawn project, so that new and withdrawn groups are common.
            base: fc.integer({ min: -2, max: P }),
            list: fc.shuffledSubarray(all, { maxLength: Math.min(5, all.length) }),
            ranks: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 5, maxLength: 5 }),
            lock: fc.integer({ min: 0, max: 5 }),
            request: fc.integer({ min: -3, max: P - 1 }),
          }),
          { minLength: G, maxLength: G },
        ),
        sims: fc.array(fc.integer({ min: 0, max: 1000 }), {
          minLength: G * (P + 1),
          maxLength: G * (P + 1),
        }),
        seed: fc.nat(10_000),
      });
    })
    .map((r) => {
      const locked = new Set<number>();
      const requests = new Map<number, number | 'any'>();
      const groups = r.groups.map((x) => ({ ...x, base: x.base === -2 ? r.P : x.base }));
      groups.forEach((x, g) => {
        // Staff can lock only a group on an available project; a locked group has no approved request.
        if (x.lock === 0 && x.base >= 0 && x.base < r.P) locked.add(g);
        else if (x.base >= 0 && x.request === -3) requests.set(g, 'any');
        else if (x.base >= 0 && x.request >= 0 && x.request !== x.base) requests.set(g, x.request);
      });
      return {
        available: r.P,
        capacities: r.capacities,
        minGroups: r.minGroups,
        mentorOf: r.mentorOf,
        quotas: r.quotas,
        members: groups.map((x) => (x.base < 0 && x.members === 0 ? 1 : x.members)),
        base: groups.map((x) => x.base),
        // Ranks may skip values (as saved drafts do), in list order.
        prefs: groups.map((x) => {
          const ranks = [...x.ranks].sort((a, b) => a - b);
          return x.list.map((p, i): [number, number] => [p, ranks[i] as number]);
        }),
        locked,
        requests,
        sims: r.sims,
        seed: r.seed,
      };
    });
}

/** Engine input. Group and project texts are their ids, so the table provider can look them up. */
export function toReallocationInput(s: SmallReallocation): ReallocationInput {
  return {
    groups: s.base.map((b, g) => ({
      id: gid(g),
      members: s.members[g] as number,
      baseProjectId: b < 0 ? null : pid(b),
      preferences: (s.prefs[g] ?? []).map(([p, rank]) => ({ projectId: pid(p), rank })),
      topicPreferences: [gid(g)],
    })),
    projects: s.capacities.map((capacity, p) => ({
      id: pid(p),
      capacity,
      reqSkills: pid(p),
      minGroups: s.minGroups[p],
      mentorId: (s.mentorOf[p] as number) >= 0 ? `m${s.mentorOf[p]}` : null,
    })),
    mentors: s.quotas.map((quota, m) => ({ id: `m${m}`, quota })),
    locked: [...s.locked].map(gid),
    requests: [...s.requests].map(([g, target]) => ({
      groupId: gid(g),
      projectId: target === 'any' ? null : pid(target),
    })),
  };
}

export function tableProvider(s: SmallReallocation): SimilarityProvider {
  return {
    id: 'table',
    prepare: () => undefined,
    similarity(a, b) {
      const g = Number(a.trim().slice(1));
      const p = Number(b.trim().slice(1));
      return (s.sims[g * (s.available + 1) + p] ?? 0) / 1000;
    },
  };
}

const isEmptied = (s: SmallReallocation, g: number): boolean =>
  (s.members[g] as number) === 0 && (s.base[g] as number) >= 0;

/** Groups the solver decides: with members, not locked. */
export function freeGroups(s: SmallReallocation): number[] {
  return s.base.map((_, g) => g).filter((g) => !s.locked.has(g) && !isEmptied(s, g));
}

/** The projects the hard rules let a free group end up on (besides none), written from the table. */
export function allowedProjects(s: SmallReallocation, g: number, allowUnranked: boolean): number[] {
  const out: number[] = [];
  const base = s.base[g] as number;
  const request = s.requests.get(g);
  for (let p = 0; p < s.available; p++) {
    const ranked = (s.prefs[g] ?? []).some(([q]) => q === p);
    if (p === base || ranked || request === p || allowUnranked || (request === 'any' && p !== base))
      out.push(p);
  }
  return out;
}

/** The final project of every group for a choice of the free groups' projects. */
export function fullAssignment(s: SmallReallocation, free: number[], choice: number[]): number[] {
  const out = s.base.map((b, g) => (s.locked.has(g) ? b : -1));
  free.forEach((g, i) => (out[g] = choice[i] as number));
  return out;
}

/** Capacity and quota, with locked groups counted first. */
export function feasible(s: SmallReallocation, assignment: readonly number[]): boolean {
  const lockedLoad = new Array<number>(s.available).fill(0);
  const freeLoad = new Array<number>(s.available).fill(0);
  assignment.forEach((p, g) => {
    if (p < 0 || p >= s.available) return;
    if (s.locked.has(g)) lockedLoad[p] = (lockedLoad[p] as number) + 1;
    else freeLoad[p] = (freeLoad[p] as number) + 1;
  });
  for (let p = 0; p < s.available; p++) {
    if (
      (freeLoad[p] as number) > Math.max(0, (s.capacities[p] as number) - (lockedLoad[p] as number))
    )
      return false;
  }
  for (let m = 0; m < s.quotas.length; m++) {
    const quota = s.quotas[m];
    if (quota === null || quota === undefined) continue;
    let lockedM = 0;
    let freeM = 0;
    for (let p = 0; p < s.available; p++) {
      if (s.mentorOf[p] !== m) continue;
      lockedM += lockedLoad[p] as number;
      freeM += freeLoad[p] as number;
    }
    if (freeM > Math.max(0, quota - lockedM)) return false;
  }
  return true;
}

/**
 * Containers that must shed groups: the free groups based on a project (or on a mentor's
 * projects) are more than the places (or quota) that locked groups leave. Emptied groups are
 * not free, so their places are already subtracted.
 */
function mustShed(s: SmallReallocation): { project: boolean[]; mentor: boolean[] } {
  const lockedOn = new Array<number>(s.available).fill(0);
  const freeOn = new Array<number>(s.available).fill(0);
  const free = new Set(freeGroups(s));
  s.base.forEach((b, g) => {
    if (b < 0 || b >= s.available) return;
    if (s.locked.has(g)) lockedOn[b] = (lockedOn[b] as number) + 1;
    else if (free.has(g)) freeOn[b] = (freeOn[b] as number) + 1;
  });
  const project = freeOn.map(
    (n, p) => n > Math.max(0, (s.capacities[p] as number) - (lockedOn[p] as number)),
  );
  const mentor = s.quotas.map((quota, m) => {
    if (quota === null || quota === undefined) return false;
    let lockedM = 0;
    let freeM = 0;
    for (let p = 0; p < s.available; p++) {
      if (s.mentorOf[p] !== m) continue;
      lockedM += lockedOn[p] as number;
      freeM += freeOn[p] as number;
    }
    return freeM > Math.max(0, quota - lockedM);
  });
  return { project, mentor };
}

/**
 * Levels 1-5 of the objective and the policy's levels, as a vector to minimise, written from the spec's
 * definitions and the README's policy definitions, not from the engine's arc costs.
 */
export function oracleObjective(
  s: SmallReallocation,
  policy: AllocationPolicy,
  assignment: readonly number[],
): number[] {
  let placed = 0;
  let named = 0;
  let moves = 0;
  let any = 0;
  const load = new Array<number>(s.available).fill(0);
  let worst = 0;
  let sumRank = 0;
  let sumSim = 0;
  let sumTie = 0;
  let legacy = 0;
  const profile = new Array<number>(UNRANKED + 1).fill(0);
  const shed = mustShed(s);
  assignment.forEach((p, g) => {
    if (p >= 0 && p < s.available) load[p] = (load[p] as number) + 1;
    if (isEmptied(s, g)) return;
    if (p >= 0) placed++;
    // The worst rank is over all placed groups, locked ones included (level 6).
    if (s.locked.has(g)) {
      if (p >= 0 && p < s.available)
        worst = Math.max(worst, (s.prefs[g] ?? []).find(([q]) => q === p)?.[1] ?? UNRANKED);
      return;
    }
    const base = s.base[g] as number;
    const request = s.requests.get(g);
    const fulfils =
      request === 'any' ? p >= 0 && p !== base : request !== undefined && p === request;
    if (typeof request === 'number' && fulfils) named++;
    if (request === 'any' && fulfils) any++;
    // A move counts unless it fulfils the request, and a requester leaving a container that
    // must shed groups counts too: the kinds give it that container's forced place first.
    const m = base >= 0 && base < s.available ? (s.mentorOf[base] as number) : -1;
    const forcedOut =
      base >= 0 &&
      base < s.available &&
      p !== base &&
      (shed.project[base] === true ||
        (m >= 0 && shed.mentor[m] === true && (p < 0 || s.mentorOf[p] !== m)));
    if (base >= 0 && base < s.available && p !== base && (!fulfils || forcedOut)) moves++;
    if (p < 0) return;
    const rank = (s.prefs[g] ?? []).find(([q]) => q === p)?.[1] ?? UNRANKED;
    const sim = s.sims[g * (s.available + 1) + p] as number;
    worst = Math.max(worst, rank);
    sumRank += rank;
    sumSim += sim;
    sumTie += tieBreak(s.seed, gid(g), pid(p));
    profile[rank] = (profile[rank] as number) + 1;
    legacy += 7 * sim + 1000 * (8 - rank);
  });
  let shortfall = 0;
  for (let p = 0; p < s.available; p++) {
    const minimum = Math.min(s.minGroups[p] as number, s.capacities[p] as number);
    shortfall += Math.max(0, minimum - (load[p] as number));
  }
  const head = [-placed, -named, moves, -any, shortfall];
  switch (policy) {
    case 'balanced':
      return [...head, worst, sumRank, -sumSim, sumTie];
    case 'min-sum':
      return [...head, sumRank, sumTie];
    case 'greedy':
      return [...head, ...profile.slice(1, UNRANKED).map((n) => -n), sumTie];
    case 'generous':
      return [...head, ...profile.slice(2).reverse(), sumTie];
    case 'legacy':
      return [...head, -legacy, sumTie];
  }
}

export { compareVectors as compare } from './brute-force';

/** Every feasible proposal, enumerated; the lexicographic optimum of `oracleObjective`. */
export function oracleOptimum(
  s: SmallReallocation,
  policy: AllocationPolicy,
  allowUnranked: boolean,
): { assignment: number[]; objective: number[] } {
  const free = freeGroups(s);
  const options = free.map((g) => [-1, ...allowedProjects(s, g, allowUnranked)]);
  let best: { assignment: number[]; objective: number[] } | null = null;
  const choice = new Array<number>(free.length).fill(-1);
  const visit = (i: number): void => {
    if (i === free.length) {
      const assignment = fullAssignment(s, free, choice);
      if (!feasible(s, assignment)) return;
      const objective = oracleObjective(s, policy, assignment);
      if (!best || compare(objective, best.objective) < 0) best = { assignment, objective };
      return;
    }
    for (const p of options[i] as number[]) {
      choice[i] = p;
      visit(i + 1);
    }
  };
  visit(0);
  if (!best) throw new Error('no feasible proposal: "no project" for everyone is always feasible');
  return best;
}
