import { PROJECT_STATUS_FILTERS, type ProjectCard, type ProjectStatus } from '@capstone/contracts';

export type ProjectStatusFilter = (typeof PROJECT_STATUS_FILTERS)[number];
export const DEFAULT_STATUS_FILTER: ProjectStatusFilter = PROJECT_STATUS_FILTERS[0];

export const FILTER_LABELS: Record<ProjectStatusFilter, string> = {
  available: 'AVAILABLE',
  unavailable: 'UNAVAILABLE',
  submitted: 'SUBMITTED',
  draft: 'DRAFT',
  all: 'ALL',
};

export const isStatusFilter = (value: unknown): value is ProjectStatusFilter =>
  typeof value === 'string' && (PROJECT_STATUS_FILTERS as readonly string[]).includes(value);

/** The rows of one tab, in project-number order. */
export function filterProjects<P extends Pick<ProjectCard, 'status' | 'proj_no'>>(
  projects: readonly P[],
  filter: ProjectStatusFilter,
): P[] {
  const rows = filter === 'all' ? [...projects] : projects.filter((p) => p.status === filter);
  return rows.sort((a, b) => a.proj_no - b.proj_no);
}

/** How many rows each tab holds (shown beside its label). */
export function countByFilter(
  projects: readonly Pick<ProjectCard, 'status'>[],
): Record<ProjectStatusFilter, number> {
  const counts = { available: 0, unavailable: 0, submitted: 0, draft: 0, all: projects.length };
  for (const project of projects) counts[project.status] += 1;
  return counts;
}

/** The empty state of a tab. */
export function emptyTabMessage(filter: ProjectStatusFilter): string {
  switch (filter) {
    case 'available':
      return 'No project is available yet. Approved projects offered this term appear here.';
    case 'unavailable':
      return 'No project is unavailable.';
    case 'submitted':
      return 'No project is awaiting approval.';
    case 'draft':
      return 'No draft. Save a draft from the project form to finish it later.';
    case 'all':
      return 'You have no project in this course yet. Create one to offer it to students.';
  }
}

/** Row actions: Groups only when available; Delete only before approval. */
export const canShowGroups = (status: ProjectStatus) => status === 'available';
export const canDeleteProject = (status: ProjectStatus) =>
  status === 'draft' || status === 'submitted';
