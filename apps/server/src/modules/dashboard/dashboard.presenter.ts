import type { DashboardStats, StaffLink, TutorialGroups } from '@capstone/contracts';
import type { DashboardCounts, StaffLinkRow } from './dashboard.repo';

/** The dashboard stats (`GET /api/admin/dashboard/{subcourseId}`), field by field. */
export function presentDashboardStats(counts: DashboardCounts): DashboardStats {
  return {
    number_students: counts.students,
    number_staff: counts.staff,
    number_groups: counts.groups,
    allocated_groups: counts.allocatedGroups,
    unallocated_groups: counts.unallocatedGroups,
    verified_clients: counts.verifiedClients,
    unverified_clients: counts.unverifiedClients,
    available_projects: counts.availableProjects,
    unavailable_projects: counts.unavailableProjects,
    submitted_projects: counts.submittedProjects,
  };
}

export const presentStaffLink = (row: StaffLinkRow): StaffLink => ({
  name: row.name,
  url: row.url,
  subcourse: row.subcourseId,
});

/** Every one of the caller's tutorials is a key, even one without groups yet. */
export function presentTutorialGroups(
  tutorials: string[],
  rows: { id: string; tutorial: string }[],
): TutorialGroups {
  const result: TutorialGroups = Object.fromEntries(tutorials.map((t) => [t, [] as string[]]));
  for (const row of rows) result[row.tutorial]?.push(row.id);
  return result;
}
