import type { ProjectDemand } from '@capstone/contracts';
import type { Actor, ServiceContext } from '../../lib/context';
import { assertCanViewProjectBoard } from '../../policies/allocation.policy';
import { loadSubcourseAccess } from '../../access/subcourse-access.repo';
import { listAllocatableGroups, listAvailableProjects } from './allocation-input.repo';

const RANKS = ['1', '2', '3', '4', '5', '6', '7'];

/**
 * `GET /api/admin/{subcourseId}/allocate/project/demand`: how many groups (with ≥ 1 member)
 * ranked each available project at each rank, and every such group's ranking of those projects.
 * A project named twice in one ranking counts once, at its best rank, as in the engine.
 */
export async function projectDemand(
  ctx: ServiceContext,
  actor: Actor,
  subcourseId: string,
): Promise<ProjectDemand> {
  assertCanViewProjectBoard(await loadSubcourseAccess(ctx.db, actor, subcourseId));
  const [groups, projects] = await Promise.all([
    listAllocatableGroups(ctx.db, subcourseId),
    listAvailableProjects(ctx.db, subcourseId),
  ]);
  const counts = new Map(
    projects.map((project) => [
      project.id,
      { rankedBy: 0, ranks: Object.fromEntries(RANKS.map((rank) => [rank, 0])) },
    ]),
  );
  const rankings: ProjectDemand['rankings'] = {};
  for (const group of [...groups].sort((a, b) => (a.id < b.id ? -1 : 1))) {
    const best = new Map<string, number>();
    for (const entry of group.projPreferences) {
      if (!counts.has(entry.project)) continue;
      best.set(entry.project, Math.min(best.get(entry.project) ?? Infinity, entry.rank));
    }
    rankings[group.id] = [...best]
      .map(([project, rank]) => ({ project, rank }))
      .sort((a, b) => a.rank - b.rank || (a.project < b.project ? -1 : 1));
    for (const [project, rank] of best) {
      const count = counts.get(project)!;
      count.rankedBy++;
      count.ranks[rank] = (count.ranks[rank] ?? 0) + 1;
    }
  }
  return {
    projects: [...projects]
      .sort((a, b) => a.projNo - b.projNo || (a.id < b.id ? -1 : 1))
      .map((project) => ({
        id: project.id,
        name: project.name,
        proj_no: project.projNo,
        capacity: project.capacity,
        ranked_by: counts.get(project.id)!.rankedBy,
        ranks: counts.get(project.id)!.ranks,
      })),
    rankings,
  };
}
