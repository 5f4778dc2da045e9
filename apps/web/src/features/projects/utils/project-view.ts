import { OFFERING_TERM_LABELS } from '@capstone/contracts';
import type {
  AccountDetails,
  AccountType,
  ProjectFull,
  ProjectPublic,
  ProjectStatus,
  ProjectStudent,
  ProjectView,
} from '@capstone/contracts';

/** What the right-hand side of the project header holds (spec 2 §2). */
export type ProjectHeaderActions = 'review' | 'remove' | 'dates';

/**
 * Course admins approve or reject a submitted project and remove an available one; everyone
 * else, and admins on any other status, see the Published and Last Modified dates.
 */
export function headerActions(status: ProjectStatus, isCourseAdmin: boolean): ProjectHeaderActions {
  if (isCourseAdmin && status === 'submitted') return 'review';
  if (isCourseAdmin && status === 'available') return 'remove';
  return 'dates';
}

/**
 * Whether a staff member administers the selected subcourse. The per-subcourse role of the stored
 * profile wins; without it, the account-wide tutor flag decides (spec 1 §3).
 */
export function isCourseAdminOf(
  user: AccountType,
  profile: AccountDetails | null,
  subcourse: string | null,
  isTutor: boolean,
): boolean {
  if (user !== 'staff') return false;
  const classes = profile && 'classes' in profile ? profile.classes : [];
  const membership = classes.find((entry) => entry.subcourse === subcourse);
  return membership ? membership.role === 'course admin' : !isTutor;
}

export type ProjectContact = ProjectStudent['clients'][number];

/** Contacts exist from the student view up; the public view names no client. */
export const projectContacts = (project: ProjectView): ProjectContact[] =>
  'clients' in project ? project.clients : [];

export const isFullView = (project: ProjectView): project is ProjectFull => 'course' in project;

/** The four text sections of the page, in order, with the field each reads. */
export const PROJECT_SECTIONS = [
  { title: 'Background', field: 'background' },
  { title: 'Scope', field: 'scope' },
  { title: 'Required Knowledge and Skill', field: 'req_skills' },
  { title: 'Outcomes', field: 'outcomes' },
] as const satisfies readonly { title: string; field: keyof ProjectPublic }[];

/** The three offering terms (spec 2 §9), shown with the project's own highlighted. */
export const OFFERED_TERMS = Object.entries(OFFERING_TERM_LABELS).map(([term, label]) => ({
  term: Number(term),
  label,
}));
