import { performance } from 'node:perf_hooks';
import {
  allocateProjects,
  type AllocationGroup,
  type AllocationInput,
  type AllocationProject,
} from '@capstone/allocation';
import type { AllocationReport, AutoAllocateQuery, AutoAllocation } from '@capstone/contracts';
import type { Actor, ServiceContext } from '../../lib/context';
import { assertCanViewProjectBoard } from '../../policies/allocation.policy';
import { loadSubcourseAccess } from '../../access/subcourse-access.repo';
import {
  listAllocatableGroups,
  listAvailableProjects,
  type AllocatableGroup,
  type AvailableProject,
} from './allocation-input.repo';
import {
  presentAllocation,
  presentReport,
  type AutoAllocationRun,
} from './allocation-report.presenter';

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The engine's input in one canonical order (ids, then ranks), whatever order the database returned
 * the rows in. Projects without places are not inputs; a ranking that names one, or a project no
 * longer available, keeps the entry so the group still counts as having submitted, and the engine
 * ignores the unknown id.
 */
export function toAllocationInput(
  groups: readonly AllocatableGroup[],
  projects: readonly AvailableProject[],
): AllocationInput {
  const engineGroups: AllocationGroup[] = [...groups].sort(byId).map((group) => ({
    id: group.id,
    name: group.name,
    preferences: [...group.projPreferences]
      .sort((a, b) => a.rank - b.rank || (a.project < b.project ? -1 : 1))
      .map((entry) => ({ projectId: entry.project, rank: entry.rank, notes: entry.notes })),
    topicPreferences: group.topicPreferences,
  }));
  const engineProjects: AllocationProject[] = projects
    .filter((project) => project.capacity >= 1)
    .sort(byId)
    .map((project) => ({
      id: project.id,
      name: project.name,
      capacity: project.capacity,
      reqSkills: project.reqSkills,
      background: project.background,
      scope: project.scope,
      areas: project.areas,
    }));
  return { groups: engineGroups, projects: engineProjects };
}

/** Reads S's groups and projects and runs the engine; nothing is saved. */
async function runAutoAllocation(
  ctx: ServiceContext,
  actor: Actor,
  subcourseId: string,
  query: AutoAllocateQuery,
): Promise<AutoAllocationRun> {
  assertCanViewProjectBoard(await loadSubcourseAccess(ctx.db, actor, subcourseId));
  const [groups, projects] = await Promise.all([
    listAllocatableGroups(ctx.db, subcourseId),
    listAvailableProjects(ctx.db, subcourseId),
  ]);
  const input = toAllocationInput(groups, projects);
  const started = performance.now();
  const result = allocateProjects(input, {
    policy: query.policy,
    seed: query.seed,
    allowUnranked: query.allow_unranked,
  });
  const runtimeMs = performance.now() - started;
  return { groups, projects, result, runtimeMs };
}

/** `GET /api/admin/{subcourseId}/allocate/project/auto`. */
export async function autoAllocate(
  ctx: ServiceContext,
  actor: Actor,
  subcourseId: string,
  query: AutoAllocateQuery,
): Promise<AutoAllocation> {
  return presentAllocation(await runAutoAllocation(ctx, actor, subcourseId, query));
}

/** `GET /api/admin/{subcourseId}/allocate/project/auto/report`: the same run, explained. */
export async function autoAllocationReport(
  ctx: ServiceContext,
  actor: Actor,
  subcourseId: string,
  query: AutoAllocateQuery,
): Promise<AllocationReport> {
  return presentReport(await runAutoAllocation(ctx, actor, subcourseId, query), query);
}
