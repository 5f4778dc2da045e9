import { performance } from 'node:perf_hooks';
import {
  allocateFromScratch,
  mentorLoads,
  minGroupsMissed,
  type ReallocationInput,
} from '@capstone/allocation';
import type { AutoAllocateQuery } from '@capstone/contracts';
import type { DbOrTx } from '../../db/client';
import { listLocks } from '../allocation-locks/allocation-locks.repo';
import { listMentorQuotas } from '../mentors/mentors.repo';
import { toAllocationInput, toEngineMentors, toEngineProject } from './allocation-engine-input';
import { listAvailableProjects, listGroupsOfOffering, memberCounts } from './allocation-input.repo';
import { byProjNo, type AutoAllocationRun } from './suggestion-run';

/**
 * A suggestion from scratch: every group of S with at least 1 member, and every locked group on
 * its published project (kept there, even over a capacity or a quota), placed on S's available
 * projects within capacities and mentor quotas, nearest to the soft minimums, by the policy.
 */
export async function runScratchSuggestion(
  db: DbOrTx,
  subcourseId: string,
  query: AutoAllocateQuery,
): Promise<AutoAllocationRun> {
  const [groups, members, projects, locks, quotas] = await Promise.all([
    listGroupsOfOffering(db, subcourseId),
    memberCounts(db, subcourseId),
    listAvailableProjects(db, subcourseId),
    listLocks(db, subcourseId),
    listMentorQuotas(db, subcourseId),
  ]);
  const available = new Set(projects.map((p) => p.id));
  const byGroup = new Map(groups.map((g) => [g.id, g]));
  // A lock keeps the group's published project; one that is no longer available cannot be shown.
  const lockedPairs = locks.flatMap((lock) => {
    const projectId = byGroup.get(lock.groupId)?.projectId;
    return projectId && available.has(projectId) ? [{ groupId: lock.groupId, projectId }] : [];
  });
  const lockedIds = new Set(lockedPairs.map((pair) => pair.groupId));
  const items = groups.filter((g) => (members.get(g.id) ?? 0) > 0 || lockedIds.has(g.id));
  const input = toAllocationInput(
    items,
    projects,
    new Set(lockedPairs.map((pair) => pair.projectId)),
  );
  const mentors = toEngineMentors(quotas);

  const started = performance.now();
  const result = allocateFromScratch(
    {
      groups: input.groups.map((g) => ({ ...g, members: members.get(g.id) ?? 0 })),
      projects: input.projects,
      mentors,
    },
    {
      policy: query.policy,
      seed: query.seed,
      allowUnranked: query.allow_unranked,
      locked: lockedPairs,
    },
  );
  const runtimeMs = performance.now() - started;

  const assignment: Record<string, string | null> = {};
  for (const u of result.unassigned) assignment[u.groupId] = null;
  for (const a of result.assignments) assignment[a.groupId] = a.projectId;
  // The report's view of the suggestion: every available project, in `proj_no` order.
  const described: ReallocationInput = {
    groups: input.groups.map((g) => ({
      ...g,
      members: members.get(g.id) ?? 0,
      baseProjectId: lockedIds.has(g.id) ? (byGroup.get(g.id)?.projectId ?? null) : null,
    })),
    projects: [...projects].sort(byProjNo).map(toEngineProject),
    mentors,
    locked: [...lockedIds],
  };
  return {
    groups: items,
    projects,
    result,
    runtimeMs,
    locked: locks.map((lock) => lock.groupId),
    mentors: mentorLoads(described, assignment),
    minGroupsMissed: minGroupsMissed(described, assignment, {
      allowUnranked: query.allow_unranked,
    }),
  };
}
