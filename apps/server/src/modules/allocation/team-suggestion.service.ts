import { formTeams, type TeamGroup, type TeamStudent } from '@capstone/allocation';
import type { TeamSuggestion } from '@capstone/contracts';
import type { Actor, ServiceContext } from '../../lib/context';
import { assertCanUseStudentBoard } from '../../policies/allocation.policy';
import { findMaxGroupSize } from '../groups/groups.repo';
import { loadSubcourseAccess } from '../../access/subcourse-access.repo';
import {
  listEnrolledStudents,
  listSubcourseGroups,
  type EnrolledStudent,
} from './team-suggestion.repo';

type GroupRow = { id: string; name: string; tutorial: string };
type Ref = { id: string; name: string };

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const byName = (a: Ref, b: Ref) => collator.compare(a.name, b.name) || byId(a, b);
const tutorialKey = (tutorial: string | null | undefined) => tutorial ?? '';

/**
 * Team formation's search is capped by steps, never by the clock, so the same data always gives
 * the same suggestion however busy the server is.
 */
const TEAM_OPTIONS = { seed: 0, timeBudgetMs: Number.POSITIVE_INFINITY } as const;

function toTeamStudent(student: EnrolledStudent): TeamStudent {
  return {
    id: student.id,
    tutorial: student.tutorial,
    wishlist: student.wishlist,
    preferences: student.preferences.map((entry) => ({
      projectId: entry.project,
      rank: entry.rank,
    })),
    skills: student.experiences.map((experience) => experience.title),
  };
}

/**
 * Places every student of S without a group into an existing group of their own tutorial, up to
 * `max_group_size`, keeping every existing member. Team formation chooses who goes together;
 * where it would open a new group (the suggestion cannot create one), those students go to the
 * emptiest group of their tutorial that still has room, or stay unplaced.
 */
export function buildTeamSuggestion(
  groups: readonly GroupRow[],
  enrolled: readonly EnrolledStudent[],
  maxGroupSize: number,
): TeamSuggestion {
  const maxSize = Math.max(1, maxGroupSize);
  const sortedGroups = [...groups].sort(byId);
  const members = new Map<string, EnrolledStudent[]>(sortedGroups.map((g) => [g.id, []]));
  const studentById = new Map<string, EnrolledStudent>();
  for (const student of [...enrolled].sort(byId)) {
    studentById.set(student.id, student);
    if (student.groupId !== null) members.get(student.groupId)?.push(student);
  }
  const teamGroups: TeamGroup[] = sortedGroups.map((group) => ({
    id: group.id,
    tutorial: group.tutorial,
    memberIds: members.get(group.id)!.map((student) => student.id),
  }));
  // Students whose group is not one of S's are neither free nor members: they stay as they are.
  const candidates = [...studentById.values()].filter(
    (student) => student.groupId === null || members.has(student.groupId),
  );
  const formed = formTeams(
    { students: candidates.map(toTeamStudent), groups: teamGroups },
    { maxGroupSize: maxSize, ...TEAM_OPTIONS },
  );

  const added = new Map<string, string[]>(sortedGroups.map((g) => [g.id, []]));
  const sizeOf = (groupId: string) => members.get(groupId)!.length + added.get(groupId)!.length;
  const waiting: { id: string; tutorial: string }[] = [];
  for (const team of [...formed.teams].sort((a, b) => (a.key < b.key ? -1 : 1))) {
    const fixed = new Set(team.fixedMemberIds);
    const newcomers = team.memberIds.filter((id) => !fixed.has(id) && studentById.has(id));
    for (const id of newcomers) {
      // A group only ever grows up to the limit; anything else waits for a group with room.
      if (team.groupId !== null && added.has(team.groupId) && sizeOf(team.groupId) < maxSize) {
        added.get(team.groupId)!.push(id);
      } else {
        waiting.push({ id, tutorial: tutorialKey(team.tutorial) });
      }
    }
  }
  for (const student of waiting) {
    let best: GroupRow | undefined;
    for (const group of sortedGroups) {
      if (tutorialKey(group.tutorial) !== student.tutorial || sizeOf(group.id) >= maxSize) continue;
      if (!best || sizeOf(group.id) < sizeOf(best.id)) best = group;
    }
    if (best) added.get(best.id)!.push(student.id);
  }

  const ref = (student: EnrolledStudent): Ref => ({ id: student.id, name: student.name });
  const suggestion: TeamSuggestion = {};
  const ordered = [...sortedGroups].sort(
    (a, b) => collator.compare(a.tutorial, b.tutorial) || byName(a, b),
  );
  for (const group of ordered) {
    suggestion[group.id] = [
      ...members.get(group.id)!.map(ref).sort(byName),
      ...added
        .get(group.id)!
        .map((id) => ref(studentById.get(id)!))
        .sort(byName),
    ];
  }
  return suggestion;
}

/** `GET /api/admin/{subcourseId}/allocate/student/auto`: course admins of S; nothing is saved. */
export async function suggestTeams(
  ctx: ServiceContext,
  actor: Actor,
  subcourseId: string,
): Promise<TeamSuggestion> {
  assertCanUseStudentBoard(await loadSubcourseAccess(ctx.db, actor, subcourseId));
  const [groups, enrolled, maxGroupSize] = await Promise.all([
    listSubcourseGroups(ctx.db, subcourseId),
    listEnrolledStudents(ctx.db, subcourseId),
    findMaxGroupSize(ctx.db, subcourseId),
  ]);
  return buildTeamSuggestion(groups, enrolled, maxGroupSize);
}
