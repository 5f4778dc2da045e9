import { performance } from 'node:perf_hooks';
import {
  describeMoves,
  explainAssignment,
  mentorLoads,
  minGroupsMissed,
  prepareSimilarity,
  proposalWarnings,
  reallocateWithMinimalChange,
  requestOutcomes,
  type ReallocationGroup,
  type ReallocationInput,
} from '@capstone/allocation';
import { AFTER_PUBLISH_MESSAGES as M, type AutoAllocateQuery } from '@capstone/contracts';
import type { DbOrTx } from '../../db/client';
import { badRequest } from '../../lib/app-error';
import { listLocks } from '../allocation-locks/allocation-locks.repo';
import { listMentorQuotas } from '../mentors/mentors.repo';
import { toEngineGroup, toEngineMentors, toEngineProject } from './allocation-engine-input';
import { listAvailableProjects, listGroupsOfOffering, memberCounts } from './allocation-input.repo';
import {
  findLatestVersion,
  listApprovedRequests,
  listBasePlacements,
} from './reallocation-input.repo';
import { byProjNo, type AutoAllocationRun } from './suggestion-run';

/**
 * The minimal-change proposal from S's latest version: every group of S with at least 1 member
 * and every group that had a project in it, on S's available projects as they are now, with the
 * stored locks, mentor quotas, minimums and approved change requests. 400 before any version.
 */
export async function runPublishedProposal(
  db: DbOrTx,
  subcourseId: string,
  query: AutoAllocateQuery,
): Promise<AutoAllocationRun> {
  const version = await findLatestVersion(db, subcourseId);
  if (!version) throw badRequest(M.noVersion);
  const [groups, members, projects, placements, locks, quotas, requests] = await Promise.all([
    listGroupsOfOffering(db, subcourseId),
    memberCounts(db, subcourseId),
    listAvailableProjects(db, subcourseId),
    listBasePlacements(db, version.id),
    listLocks(db, subcourseId),
    listMentorQuotas(db, subcourseId),
    listApprovedRequests(db, subcourseId),
  ]);
  const base = new Map(
    placements.flatMap((p) =>
      p.projectId === null
        ? []
        : [[p.groupId, { id: p.projectId, name: p.projectName ?? p.recordedName }] as const],
    ),
  );
  const items: ReallocationGroup[] = groups
    .filter((g) => (members.get(g.id) ?? 0) > 0 || base.has(g.id))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((g) => ({
      ...toEngineGroup(g),
      members: members.get(g.id) ?? 0,
      baseProjectId: base.get(g.id)?.id ?? null,
      ...(base.get(g.id)?.name ? { baseProjectName: base.get(g.id)?.name as string } : {}),
    }));
  const inScope = new Set(items.map((g) => g.id));
  const input: ReallocationInput = {
    groups: items,
    projects: [...projects].sort(byProjNo).map(toEngineProject),
    mentors: toEngineMentors(quotas),
    locked: locks.map((lock) => lock.groupId).filter((id) => inScope.has(id)),
    requests: requests
      .filter((r) => inScope.has(r.groupId))
      .map((r) => ({ id: r.id, groupId: r.groupId, projectId: r.projectId })),
  };
  const options = { policy: query.policy, seed: query.seed, allowUnranked: query.allow_unranked };

  const started = performance.now();
  const similarity = prepareSimilarity(input);
  const { assignment } = reallocateWithMinimalChange(input, { ...options, similarity });
  const moves = describeMoves(input, assignment);
  const available = new Set(projects.map((p) => p.id));
  const locked = new Set(input.locked);
  const onAvailable = (g: ReallocationGroup) => available.has(assignment[g.id] ?? '');
  // Explained: the groups with members, and locked ones that keep a place although emptied. A
  // group locked on a withdrawn project is in no map, so it is only warned about.
  const explained = items.filter((g) => (locked.has(g.id) ? onAvailable(g) : g.members > 0));
  const result = explainAssignment(
    { groups: explained, projects: input.projects, mentors: input.mentors ?? [] },
    assignment,
    {
      ...options,
      similarity,
      locked: explained
        .filter((g) => locked.has(g.id))
        .map((g) => ({ groupId: g.id, projectId: assignment[g.id] as string })),
      kept: explained
        .filter((g) => !locked.has(g.id) && assignment[g.id] === g.baseProjectId && onAvailable(g))
        .map((g) => g.id),
    },
  );
  const runtimeMs = performance.now() - started;

  return {
    groups: groups.filter((g) => inScope.has(g.id)),
    projects,
    result,
    runtimeMs,
    locked: locks.map((lock) => lock.groupId),
    mentors: mentorLoads(input, assignment),
    minGroupsMissed: minGroupsMissed(input, assignment, { allowUnranked: query.allow_unranked }),
    proposal: {
      baseVersion: version.number,
      moves,
      unplaced: items.filter((g) => g.members > 0 && (assignment[g.id] ?? null) === null).length,
      requests: requestOutcomes(
        {
          ...input,
          requests: requests
            .filter((r) => inScope.has(r.groupId))
            .map((r) => ({ ...r, projectName: r.projectName ?? undefined })),
        },
        assignment,
      ),
      requestedNames: new Map(
        requests.flatMap((r) =>
          r.projectId && r.projectName ? [[r.projectId, r.projectName]] : [],
        ),
      ),
      warnings: proposalWarnings(input),
    },
  };
}
