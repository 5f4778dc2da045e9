import type { AllocationReport, AutoAllocateQuery, AutoAllocation } from '@capstone/contracts';
import type { AllocationResult } from '@capstone/allocation';
import type { AllocatableGroup, AvailableProject } from './allocation-input.repo';

/** One engine run with the rows it was built from, for both presenters. */
export interface AutoAllocationRun {
  groups: AllocatableGroup[];
  projects: AvailableProject[];
  result: AllocationResult;
  runtimeMs: number;
}

type Ref = { id: string; name: string };

// Numeric-aware, so that "G2" sorts before "G10" as on the groups list.
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const byName = (a: Ref, b: Ref) =>
  collator.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

const round2 = (x: number) => Math.round(x * 100) / 100;

function refLookup(items: readonly Ref[]) {
  const byId = new Map(items.map((item) => [item.id, item]));
  return (id: string): Ref => ({ id, name: byId.get(id)?.name ?? id });
}

/**
 * `{"<projectId>": [{id, name}]}`: every available project of S in `proj_no` order (one without
 * places gets `[]`), its groups by name; no other keys.
 */
export function presentAllocation(run: AutoAllocationRun): AutoAllocation {
  const groupRef = refLookup(run.groups);
  const projects = [...run.projects].sort((a, b) => a.projNo - b.projNo || (a.id < b.id ? -1 : 1));
  const allocation: AutoAllocation = {};
  for (const project of projects) {
    allocation[project.id] = (run.result.byProject[project.id] ?? []).map(groupRef).sort(byName);
  }
  return allocation;
}

/**
 * The auto-allocation report (`GET /api/admin/{subcourseId}/allocate/project/auto/report`): the
 * engine's result in the API's snake_case with names.
 */
export function presentReport(run: AutoAllocationRun, query: AutoAllocateQuery): AllocationReport {
  const { result } = run;
  const groupRef = refLookup(run.groups);
  const projectRef = refLookup(run.projects);
  const report = result.report;
  const reason = result.explanations.unallocatedReason;
  return {
    policy: query.policy,
    seed: query.seed,
    allow_unranked: query.allow_unranked,
    allocation: presentAllocation(run),
    quality: {
      groups_total: report.groupsTotal,
      groups_submitted: report.groupsSubmitted,
      groups_not_submitted: report.groupsNotSubmitted,
      max_allocatable: report.maxAllocatable,
      allocated: report.allocated,
      unallocated: report.unallocated,
      top1: report.top.top1,
      top3: report.top.top3,
      top5: report.top.top5,
      top7: report.top.top7,
      worst_rank: report.worstRank,
      groups_at_worst_rank: report.groupsAtWorstRank,
      mean_rank: report.meanRank,
      rank_histogram: report.rankHistogram,
      projects_empty: report.projectsEmpty,
    },
    groups: result.explanations.groups
      .map((explanation) => ({
        ...groupRef(explanation.groupId),
        project: explanation.projectId === null ? null : projectRef(explanation.projectId),
        rank: explanation.rank,
        unranked: explanation.unranked,
        explanation: explanation.sentence,
      }))
      .sort(byName),
    unallocated_reason: reason && {
      message: reason.message,
      groups: reason.groupIds.map(groupRef).sort(byName),
      projects: reason.projects.map((project) => ({
        ...projectRef(project.id),
        capacity: project.capacity,
        groups_allocated: project.groupsAllocated,
      })),
      not_submitted: reason.notSubmittedGroupIds.map(groupRef).sort(byName),
    },
    runtime_ms: round2(run.runtimeMs),
  };
}
