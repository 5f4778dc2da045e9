import type { ProjectDemand } from '@capstone/contracts';

export type DemandProject = ProjectDemand['projects'][number];

export interface DemandRow {
  id: string;
  name: string;
  projNo: number;
  capacity: number;
  rankedBy: number;
  /** Groups that ranked the project at each rank, index 0 = 1st choice. */
  byRank: number[];
  firstChoices: number;
  /** First choices per place; Infinity when a project without places is wanted first. */
  pressure: number;
}

const ratio = (count: number, capacity: number) =>
  capacity > 0 ? count / capacity : count > 0 ? Infinity : 0;

/**
 * Projects ordered by pressure: first-choice demand against places, then all rankings against
 * places, then project number, so the projects most likely to disappoint groups come first.
 */
export function demandRows(projects: readonly DemandProject[]): DemandRow[] {
  return projects
    .map((project) => {
      const byRank = Array.from({ length: 7 }, (_, i) => project.ranks[String(i + 1)] ?? 0);
      const firstChoices = byRank[0] ?? 0;
      return {
        id: project.id,
        name: project.name,
        projNo: project.proj_no,
        capacity: project.capacity,
        rankedBy: project.ranked_by,
        byRank,
        firstChoices,
        pressure: ratio(firstChoices, project.capacity),
      };
    })
    .sort(
      (a, b) =>
        b.pressure - a.pressure ||
        ratio(b.rankedBy, b.capacity) - ratio(a.rankedBy, a.capacity) ||
        a.projNo - b.projNo,
    );
}

/** Projects ranked 1st by more groups than they have places. */
export const oversubscribed = (rows: readonly DemandRow[]) =>
  rows.filter((row) => row.firstChoices > row.capacity);
