import type { ExplainContext } from '../explain/explain-context';
import { explainGroups, type GroupExplanation } from '../explain/group-explanations';
import { hallWitnesses, type HallWitness } from '../explain/hall-witness';
import { computeQuality, type QualityReport } from '../report/quality-report';
import type { AllocationPolicy, Assignment, UnassignedGroup } from '../types';
import { plural } from '../util/ordinal';
import type { Instance, SimilarityTable } from './instance';

/** Why not every group was placed; null in the result when every group was placed. */
export interface UnallocatedReason {
  message: string;
  /** Submitting groups left unplaced. */
  groupIds: string[];
  /** Hall violators: groups that ranked only projects with too few places. */
  witnesses: HallWitness[];
  /** Projects in the witnesses, with capacity and groups placed. */
  projects: { id: string; name?: string; capacity: number; groupsAllocated: number }[];
  /** Groups that submitted no preferences and were not placed, reported apart. */
  notSubmittedGroupIds: string[];
}

export interface AllocationResult {
  policy: AllocationPolicy;
  seed: number;
  allowUnranked: boolean;
  /** Similarity provider id, or null when similarity was disabled. */
  similarityProvider: string | null;
  /** Placed groups, sorted by group id. */
  assignments: Assignment[];
  /** Unplaced groups, sorted by group id. */
  unassigned: UnassignedGroup[];
  /** Group ids per project id; every project has a key, `[]` when it got none. */
  byProject: Record<string, string[]>;
  explanations: { groups: GroupExplanation[]; unallocatedReason: UnallocatedReason | null };
  report: QualityReport;
  /** Input problems that were tolerated (unknown ids, duplicate ranks, ...). */
  warnings: string[];
  /** Dijkstra rounds of the ranked phase (diagnostics). */
  rounds: number;
}

/** What a result is built from besides the instance and the final assignment. */
export interface ResultParts {
  policy: AllocationPolicy;
  seed: number;
  allowUnranked: boolean;
  similarity: SimilarityTable;
  providerId: string | null;
  /** Most groups any allocation of ranked pairs places, locked groups included. */
  maxAllocatable: number;
  /** One maximum allocation of the free groups on ranked pairs (locked groups -1). */
  maxAssignment: Int32Array;
  rounds: number;
  /** Mentor quotas and kept groups, when the allocation was made under them. */
  context?: ExplainContext;
}

/**
 * The result of any final assignment of a canonical instance: assignments, the quality report
 * and the explanations. `allocateProjects` and `explainAssignment` share it, so a suggestion and
 * an assignment computed elsewhere are described by the same code.
 */
export function buildAllocationResult(
  instance: Instance,
  assignment: Int32Array,
  parts: ResultParts,
): AllocationResult {
  const { similarity, providerId } = parts;
  const report = computeQuality(
    instance,
    assignment,
    providerId ? similarity : null,
    parts.maxAllocatable,
  );
  const groups = explainGroups(instance, assignment, parts.context);

  const assignments: Assignment[] = [];
  const unassigned: UnassignedGroup[] = [];
  const byProject: Record<string, string[]> = {};
  for (const project of instance.projects) byProject[project.id] = [];
  groups.forEach((e, g) => {
    const p = assignment[g] as number;
    if (p < 0 || e.projectId === null) {
      unassigned.push({ groupId: e.groupId, submitted: e.submitted });
      return;
    }
    byProject[e.projectId]?.push(e.groupId);
    assignments.push({
      groupId: e.groupId,
      projectId: e.projectId,
      rank: e.rank,
      unranked: e.unranked,
      locked: e.locked,
      similarity: providerId ? similarity.milli(g, p) / 1000 : 0,
    });
  });

  return {
    policy: parts.policy,
    seed: parts.seed,
    allowUnranked: parts.allowUnranked,
    similarityProvider: providerId,
    assignments,
    unassigned,
    byProject,
    explanations: {
      groups,
      unallocatedReason: unallocatedReason(
        instance,
        assignment,
        parts.maxAssignment,
        unassigned,
        parts.context,
      ),
    },
    report,
    warnings: instance.warnings,
    rounds: parts.rounds,
  };
}

function unallocatedReason(
  instance: Instance,
  assignment: Int32Array,
  maxAssignment: Int32Array,
  unassigned: UnassignedGroup[],
  context: ExplainContext | undefined,
): UnallocatedReason | null {
  if (unassigned.length === 0) return null;
  const submittedIds = unassigned.filter((u) => u.submitted).map((u) => u.groupId);
  const notSubmitted = unassigned.filter((u) => !u.submitted).map((u) => u.groupId);
  const witnesses = submittedIds.length > 0 ? hallWitnesses(instance, maxAssignment, context) : [];
  // Groups a maximum allocation must leave out; anything beyond that was the policy's choice.
  let shortage = 0;
  for (let g = 0; g < instance.groups.length; g++) {
    if (instance.submitted[g] && instance.lockedProject[g] === -1 && maxAssignment[g] === -1) {
      shortage++;
    }
  }
  const placeable = Math.max(0, submittedIds.length - shortage);

  const used = new Map<number, number>();
  for (const p of assignment) if (p >= 0) used.set(p, (used.get(p) ?? 0) + 1);
  const projectIds = [...new Set(witnesses.flatMap((w) => w.projectIds))].sort();
  const projects = projectIds.map((id) => {
    const p = instance.projectIndex.get(id) as number;
    const project = instance.projects[p] as { id: string; name?: string };
    return {
      id,
      ...(project.name !== undefined ? { name: project.name } : {}),
      capacity: instance.capacity[p] as number,
      groupsAllocated: used.get(p) ?? 0,
    };
  });

  const parts = witnesses.map((w) => w.message);
  if (placeable > 0) {
    parts.push(
      context?.kept
        ? `${plural(placeable, 'group')} could have been placed on a ranked project only in the` +
            ' place of another group.'
        : `${plural(placeable, 'group')} could have been placed on a ranked project, but this policy` +
            ' does not put the number of placed groups first.',
    );
  }
  if (notSubmitted.length > 0) {
    parts.push(
      `${plural(notSubmitted.length, 'group')} submitted no preferences` +
        ' (allow unranked projects to place them by text fit).',
    );
  }
  return {
    message: parts.join(' '),
    groupIds: submittedIds,
    witnesses,
    projects,
    notSubmittedGroupIds: notSubmitted,
  };
}
