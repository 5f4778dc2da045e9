import type { AllocationReport, AutoAllocateQuery, AutoAllocation } from '@capstone/contracts';
import { presentProposal } from './proposal-report.presenter';
import { byName, refLookup } from './report-refs';
import { byProjNo, type AutoAllocationRun } from './suggestion-run';

export type { AutoAllocationRun } from './suggestion-run';

const round2 = (x: number) => Math.round(x * 100) / 100;

/**
 * `{"<projectId>": [{id, name}]}`: every available project of S in `proj_no` order (one without
 * places gets `[]`), its groups by name; no other keys.
 */
export function presentAllocation(run: AutoAllocationRun): AutoAllocation {
  const groupRef = refLookup(run.groups);
  const projects = [...run.projects].sort(byProjNo);
  const allocation: AutoAllocation = {};
  for (const project of projects) {
    allocation[project.id] = (run.result.byProject[project.id] ?? []).map(groupRef).sort(byName);
  }
  return allocation;
}

/**
 * The auto-allocation report (`GET /api/admin/{subcourseId}/allocate/project/auto/report`): the
 * engine's result in the API's snake_case with names, for exactly the allocation of the map; with
 * `from=published`, the proposal's moves, chains, requests and warnings too.
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
    locked: run.locked,
    mentors: run.mentors
      .map((m) => ({ mentor: { id: m.mentorId, name: m.name }, quota: m.quota, load: m.load }))
      .sort((a, b) => byName(a.mentor, b.mentor)),
    min_groups_missed: run.minGroupsMissed.map((m) => ({
      project: projectRef(m.projectId),
      min_groups: m.minGroups,
      groups_allocated: m.groupsAllocated,
      message: m.message,
    })),
    ...(run.proposal ? presentProposal(run, run.proposal) : {}),
  };
}
