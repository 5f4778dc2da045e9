import type { ProjectFull, SubcourseStaffGroup } from '@capstone/contracts';
import { createBoardState, type BoardItem, type BoardState } from './board-state';

/** The parts of `StudentStaff` the student board reads. */
export interface BoardStudent {
  id: string;
  name: string;
  subcourses: readonly {
    subcourse: string;
    tutorial?: string | null | undefined;
    group?: string | null | undefined;
    draft_alloc?: string | null | undefined;
  }[];
}

type BoardGroup = Pick<SubcourseStaffGroup, 'id' | 'name' | 'tutorial' | 'members'> & {
  project?: { id: string } | null | undefined;
  draft_alloc?: string | null | undefined;
};

/** An item starts in its draft container, else its published one, else unallocated. */
const startOf = (draft: string | null | undefined, published: string | null | undefined) =>
  draft ?? published ?? null;

/**
 * Groups to projects: one container per available project (its `capacity`), one item per group
 * with members. A group without members is shown only while it holds a place, so staff can take
 * it out; the publish rule does not require it.
 */
export function buildProjectBoard(
  projects: readonly Pick<ProjectFull, 'id' | 'name' | 'status' | 'capacity' | 'proj_no'>[],
  groups: readonly BoardGroup[],
): BoardState {
  const containers = projects
    .filter((project) => project.status === 'available')
    .sort((a, b) => a.proj_no - b.proj_no)
    .map((project) => ({ id: project.id, name: project.name, capacity: project.capacity }));
  const available = new Set(containers.map((container) => container.id));
  const starts = new Map<string, string | null>();
  const items: BoardItem[] = [];
  for (const group of groups) {
    const start = startOf(group.draft_alloc, group.project?.id);
    const isEmpty = group.members.length === 0;
    if (isEmpty && !(start && available.has(start))) continue;
    starts.set(group.id, start);
    items.push({
      id: group.id,
      name: group.name,
      tutorial: group.tutorial || null,
      memberCount: group.members.length,
      isOptional: isEmpty,
    });
  }
  return createBoardState(items, containers, (item) => starts.get(item.id));
}

/**
 * Students to groups: one container per group of S holding `maxGroupSize`, one item per enrolled
 * student. Containers are labelled with their tutorial so the Move to… menu can group them.
 */
export function buildStudentBoard(
  students: readonly BoardStudent[],
  groups: readonly Pick<BoardGroup, 'id' | 'name' | 'tutorial'>[],
  subcourseId: string,
  maxGroupSize: number,
): BoardState {
  const containers = groups.map((group) => ({
    id: group.id,
    name: group.name,
    capacity: maxGroupSize,
    section: group.tutorial || undefined,
  }));
  const starts = new Map<string, string | null>();
  const items: BoardItem[] = students.map((student) => {
    const enrolment =
      student.subcourses.find((entry) => entry.subcourse === subcourseId) ?? student.subcourses[0];
    starts.set(student.id, startOf(enrolment?.draft_alloc, enrolment?.group));
    return { id: student.id, name: student.name, tutorial: enrolment?.tutorial ?? null };
  });
  return createBoardState(items, containers, (item) => starts.get(item.id));
}
