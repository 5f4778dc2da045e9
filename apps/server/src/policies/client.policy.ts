import { CLIENT_MESSAGES, COURSE_MESSAGES, MESSAGES, routeIsForRole } from '@capstone/contracts';
import { badRequest, forbidden, notFound } from '../lib/app-error';
import type { Actor } from '../lib/context';

/** How the calling staff account relates to one course the client applied to. */
export interface ClientCourseRelation {
  id: string;
  /** Owner of the course or course admin of one of its subcourses. */
  isAdmin: boolean;
  /** Any staff role in the course. */
  isStaff: boolean;
}

/**
 * Verifying or rejecting a client: course admins of a course the client applied to. Students and
 * clients never may; a tutor who can see the client is told why; anyone else gets the same
 * 404 as for a client that does not exist. Returns the courses the caller decides for.
 */
export function assertCanDecideOnClient<T extends ClientCourseRelation>(
  actor: Actor,
  applied: T[],
): T[] {
  assertStaffCaller(actor);
  const administered = applied.filter((course) => course.isAdmin);
  if (administered.length > 0) return administered;
  if (applied.some((course) => course.isStaff)) throw forbidden(MESSAGES.onlyCourseAdmins);
  throw notFound(CLIENT_MESSAGES.doesNotExist);
}

/** Students and clients are refused before any lookup, so they learn nothing about the id. */
export function assertStaffCaller(actor: Actor) {
  if (actor.type !== 'staff') throw forbidden(MESSAGES.onlyCourseStaff);
}

/** Only an unverified client can be rejected: verification holds for every course. */
export function assertRejectable(client: { isVerified: boolean }) {
  if (client.isVerified) throw badRequest(CLIENT_MESSAGES.alreadyVerified);
}

/** `PUT /api/client/update`: a client, editing itself. */
export function assertCanUpdateOwnProfile(actor: Actor, claimedId: string | null | undefined) {
  if (actor.type !== 'client') throw forbidden(routeIsForRole('client'));
  if (claimedId && claimedId !== actor.id) throw forbidden(COURSE_MESSAGES.ownProfileOnly);
}

/** A client's wishlist and preferences name only its own projects. */
export function assertOwnProjects(named: string[], owned: ReadonlySet<string>) {
  if (named.some((id) => !owned.has(id))) throw badRequest(CLIENT_MESSAGES.ownProjectsOnly);
}
