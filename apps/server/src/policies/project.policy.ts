import { PROJECT_MESSAGES, routeIsForRole, type ProjectStatus } from '@capstone/contracts';
import type { CourseAccess, SubcourseAccess } from '../access/access-facts';
import { forbidden, notFound } from '../lib/app-error';
import type { Actor } from '../lib/context';
import {
  canSee,
  isStaffOf,
  ONLY_ADMINS,
  ONLY_STAFF,
  SUBCOURSE_NOT_FOUND,
} from './subcourse.policy';

/** The three presentations of a project: `ProjectFull`, `ProjectStudent`, `ProjectPublic`. */
export type ProjectViewKind = 'full' | 'student' | 'public';

/** How the caller relates to one project P of parent course C, read fresh with P. */
export interface ProjectRelations {
  status: ProjectStatus;
  /** The caller is one of P's clients. */
  isOwnerClient: boolean;
  /** Staff of C: its owner or staff of any of its subcourses. */
  isStaffOfCourse: boolean;
  /** Course admin of C: its owner, or course admin of one of its subcourses. */
  isCourseAdmin: boolean;
  /** A student enrolled in the subcourse P is available in. */
  isEnrolledInSubcourse: boolean;
}

/**
 * Project visibility: owners and staff of C see everything of P in any status; anyone else sees
 * only available projects, students of P's subcourse with its clients and groups. Null: invisible.
 */
export function projectView(r: ProjectRelations): ProjectViewKind | null {
  if (r.isOwnerClient || r.isStaffOfCourse) return 'full';
  if (r.status !== 'available') return null;
  return r.isEnrolledInSubcourse ? 'student' : 'public';
}

/** 404 with the route's wording when P does not exist or the caller may not see it. */
export function assertVisible(
  r: ProjectRelations | undefined,
  message: string,
): asserts r is ProjectRelations {
  if (!r || !projectView(r)) throw notFound(message);
}

/** Clients write projects only once verified, whatever the project. */
export function assertVerifiedClient(isVerified: boolean) {
  if (!isVerified) throw forbidden(PROJECT_MESSAGES.notVerified);
}

/** Project creation: clients only, in a course they have joined. */
export function assertCanCreateIn(actor: Actor, course: CourseAccess | undefined) {
  if (actor.type !== 'client') throw forbidden(routeIsForRole('client'));
  if (!course) throw notFound(PROJECT_MESSAGES.courseDoesNotExist);
  if (!course.isClient) throw forbidden(PROJECT_MESSAGES.notJoined);
}

/**
 * Who may save P: one of its clients (the caller's verification is checked before), or a
 * course admin of C. Returns which, since the two follow different status rules.
 */
export function assertCanEdit(
  actor: Actor,
  r: ProjectRelations | undefined,
  message: string,
): 'client' | 'staff' {
  assertVisible(r, message);
  if (actor.type === 'client') {
    if (!r.isOwnerClient) throw forbidden(PROJECT_MESSAGES.notOwner);
    return 'client';
  }
  if (r.isCourseAdmin) return 'staff';
  throw forbidden(ONLY_ADMINS);
}

/** Reject: a course admin of C; others who can see P get 403. */
export function assertCanReview(
  r: ProjectRelations | undefined,
  message: string,
): asserts r is ProjectRelations {
  assertVisible(r, message);
  if (!r.isCourseAdmin) throw forbidden(ONLY_ADMINS);
}

/** Client deletion: only P's own clients, who can always see it. */
export function assertCanDelete(r: ProjectRelations | undefined): asserts r is ProjectRelations {
  assertVisible(r, PROJECT_MESSAGES.deleteNotFound);
  if (!r.isOwnerClient) throw forbidden(PROJECT_MESSAGES.notOwner);
}

/**
 * `GET /api/projects/{S}` and project search: staff of S see every project of S in full,
 * enrolled students the available ones; a client of C is told it is a staff list.
 */
export function subcourseProjectsView(access: SubcourseAccess | undefined): 'full' | 'student' {
  if (!access || !canSee(access)) throw notFound(SUBCOURSE_NOT_FOUND);
  if (isStaffOf(access) || access.isOwnerOfCourse) return 'full';
  if (access.isEnrolled) return 'student';
  throw forbidden(ONLY_STAFF);
}
