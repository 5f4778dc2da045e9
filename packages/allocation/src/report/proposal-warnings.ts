import type { ReallocationInput } from '../reallocate/types';
import { plural } from '../util/ordinal';

/**
 * Sentences about locks a suggestion keeps although they break a rule or cannot be shown: locked
 * groups alone over a project's capacity or a mentor's quota, locked groups with no members, and
 * locks on a project that is no longer available or on a group with no published project.
 * Groups in name order, then projects and mentors in input order.
 */
export function proposalWarnings(input: ReallocationInput): string[] {
  const locked = new Set(input.locked ?? []);
  const projects = new Map(input.projects.map((p) => [p.id, p]));
  const warnings: string[] = [];
  const lockedLoad = new Map<string, number>();
  const lockedGroups = input.groups
    .filter((g) => locked.has(g.id))
    .sort((a, b) => {
      const x = a.name ?? a.id;
      const y = b.name ?? b.id;
      return x < y ? -1 : x > y ? 1 : a.id < b.id ? -1 : 1;
    });
  for (const g of lockedGroups) {
    const name = g.name ?? g.id;
    const base = g.baseProjectId;
    if (base === null) {
      warnings.push(`${name} is locked but has no published project, so the lock has no effect.`);
      continue;
    }
    const project = projects.get(base);
    const projectName = project?.name ?? g.baseProjectName ?? base;
    if (!project) {
      warnings.push(
        `${name} is locked on ${projectName}, which is no longer available, so no suggestion can show its place. Unlock it to place it.`,
      );
      continue;
    }
    lockedLoad.set(base, (lockedLoad.get(base) ?? 0) + 1);
    if (g.members <= 0)
      warnings.push(
        `${name} has no members any more but is locked, so it keeps its place on ${projectName}.`,
      );
  }
  for (const p of input.projects) {
    const count = lockedLoad.get(p.id) ?? 0;
    const capacity = Math.max(0, Math.floor(p.capacity));
    if (count > capacity)
      warnings.push(
        `Locked groups alone exceed the capacity of ${p.name ?? p.id} (${plural(count, 'locked group')} for ${plural(capacity, 'place')}), so no other group is placed there.`,
      );
  }
  for (const m of input.mentors ?? []) {
    if (m.quota === null) continue;
    let count = 0;
    for (const p of input.projects) if (p.mentorId === m.id) count += lockedLoad.get(p.id) ?? 0;
    if (count > m.quota)
      warnings.push(
        `Locked groups alone exceed ${m.name ?? m.id}'s quota (${plural(count, 'locked group')} for a quota of ${m.quota}), so no other group is placed on their projects.`,
      );
  }
  return warnings;
}
