import type { AllocationInput, GroupProjectPair } from '../src/types';
import { createRandom, shuffleInPlace } from '../src/util/prng';

/** Random serial dictatorship: groups in a seeded random order each take their best open choice. */
export function serialDictatorship(input: AllocationInput, seed: number): GroupProjectPair[] {
  const left = new Map(input.projects.map((p) => [p.id, p.capacity]));
  const order = shuffleInPlace(
    [...input.groups].sort((a, b) => (a.id < b.id ? -1 : 1)),
    createRandom(seed),
  );
  const out: GroupProjectPair[] = [];
  for (const g of order) {
    const prefs = [...g.preferences].sort((a, b) => a.rank - b.rank);
    const pick = prefs.find((p) => (left.get(p.projectId) ?? 0) > 0);
    if (!pick) continue;
    left.set(pick.projectId, (left.get(pick.projectId) ?? 0) - 1);
    out.push({ groupId: g.id, projectId: pick.projectId });
  }
  return out;
}

/**
 * First-choice rounds (Boston-like): in round k every unplaced group applies to its k-th choice;
 * oversubscribed projects admit a seeded random subset of applicants.
 */
export function rankRounds(input: AllocationInput, seed: number): GroupProjectPair[] {
  const random = createRandom(seed);
  const left = new Map(input.projects.map((p) => [p.id, p.capacity]));
  const groups = [...input.groups].sort((a, b) => (a.id < b.id ? -1 : 1));
  const lists = new Map(
    groups.map((g) => [g.id, [...g.preferences].sort((a, b) => a.rank - b.rank)]),
  );
  const placed = new Set<string>();
  const out: GroupProjectPair[] = [];
  const maxLen = Math.max(0, ...groups.map((g) => g.preferences.length));
  for (let k = 0; k < maxLen; k++) {
    const applicants = new Map<string, string[]>();
    for (const g of groups) {
      if (placed.has(g.id)) continue;
      const choice = lists.get(g.id)?.[k];
      if (!choice) continue;
      applicants.set(choice.projectId, [...(applicants.get(choice.projectId) ?? []), g.id]);
    }
    for (const [projectId, ids] of [...applicants].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
      const admitted = shuffleInPlace(ids, random).slice(0, left.get(projectId) ?? 0);
      left.set(projectId, (left.get(projectId) ?? 0) - admitted.length);
      for (const id of admitted) {
        placed.add(id);
        out.push({ groupId: id, projectId });
      }
    }
  }
  return out;
}
