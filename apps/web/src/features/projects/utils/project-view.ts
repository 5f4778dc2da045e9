import { OFFERING_TERM_LABELS } from '@capstone/contracts';
import type { ProjectFull, ProjectPublic, ProjectStatus, ProjectView } from '@capstone/contracts';

/** What the right-hand side of the project header holds. */
export type ProjectHeaderActions = 'review' | 'remove' | 'withdraw' | 'dates';

/**
 * Course admins approve or reject a submitted project, remove an available one, and withdraw an
 * available one that groups were published on (`published`); everyone else, and admins on any
 * other status, see the Published and Last Modified dates.
 */
export function headerActions(
  status: ProjectStatus,
  isCourseAdmin: boolean,
  published = false,
): ProjectHeaderActions {
  if (isCourseAdmin && status === 'submitted') return 'review';
  if (isCourseAdmin && status === 'available') return published ? 'withdraw' : 'remove';
  return 'dates';
}

export const isFullView = (project: ProjectView): project is ProjectFull => 'course' in project;

/** The four text sections of the page, in order, with the field each reads. */
export const PROJECT_SECTIONS = [
  { title: 'Background', field: 'background' },
  { title: 'Scope', field: 'scope' },
  { title: 'Required Knowledge and Skill', field: 'req_skills' },
  { title: 'Outcomes', field: 'outcomes' },
] as const satisfies readonly { title: string; field: keyof ProjectPublic }[];

/** The three offering terms, shown with the project's own highlighted. */
export const OFFERED_TERMS = Object.entries(OFFERING_TERM_LABELS).map(([term, label]) => ({
  term: Number(term),
  label,
}));
