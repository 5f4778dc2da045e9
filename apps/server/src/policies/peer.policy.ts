import { PEER_MESSAGES as M, type PeerRoundStatus } from '@capstone/contracts';
import type { SubcourseAccess } from '../access/access-facts';
import { badRequest, forbidden, notFound } from '../lib/app-error';
import type { Actor } from '../lib/context';
import {
  isCourseAdminOf,
  isMemberOf,
  isStaffOf,
  ONLY_ADMINS,
  ONLY_STAFF,
  SUBCOURSE_ARCHIVED,
} from './subcourse.policy';

// Peer evaluation (api.md §23). Clients never see it, not even of a course they joined, so
// visibility is membership of S alone; the checks run in the order of §23.2: visibility (404),
// role (403), archived S (400), the round's state (400), the caller in the round (403).

/** How the caller stands to the peer evaluation of S, once it is known to be visible. */
export type PeerViewer = 'admin' | 'tutor' | 'student';

/** Members of S only; anyone else (clients of the course included) is told it does not exist. */
export function peerViewer(access: SubcourseAccess | undefined, notFoundMessage: string) {
  if (!access || !isMemberOf(access)) throw notFound(notFoundMessage);
  if (isCourseAdminOf(access)) return 'admin' as const;
  return isStaffOf(access) ? ('tutor' as const) : ('student' as const);
}

/** Reading progress, results, flags and comments: staff of S, tutors for their tutorials. */
export function assertPeerStaff(access: SubcourseAccess | undefined, notFoundMessage: string) {
  const viewer = peerViewer(access, notFoundMessage);
  if (viewer === 'student') throw forbidden(ONLY_STAFF);
  return viewer;
}

/** Every change to a round, and the export: course admins of S only. */
export function assertPeerAdmin(access: SubcourseAccess | undefined, notFoundMessage: string) {
  const viewer = peerViewer(access, notFoundMessage);
  if (viewer === 'student') throw forbidden(ONLY_STAFF);
  if (viewer === 'tutor') throw forbidden(ONLY_ADMINS);
  return viewer;
}

/** Writes on an archived S: reads stay available. */
export function assertPeerWritable(access: Pick<SubcourseAccess, 'isArchived'>) {
  if (access.isArchived) throw badRequest(SUBCOURSE_ARCHIVED);
}

/**
 * The routes of a student in the round: staff of S are not in any round, and neither is a
 * student outside the snapshot (which is every student while the round is scheduled).
 */
export function assertInRound<Place>(actor: Actor, place: Place | undefined): Place {
  if (actor.type !== 'student' || place === undefined) throw forbidden(M.notInRound);
  return place;
}

/** Whether a staff viewer sees a group: course admins every group, tutors their tutorials'. */
export function seesGroup(
  viewer: PeerViewer,
  access: Pick<SubcourseAccess, 'tutorials'>,
  tutorial: string,
) {
  return viewer === 'admin' || (viewer === 'tutor' && access.tutorials.includes(tutorial));
}

// ---- the round's state ----------------------------------------------------------------------

/** Editing and deleting: only before anyone may have rated. */
export function assertEditable(status: PeerRoundStatus) {
  if (status !== 'scheduled') throw badRequest(M.alreadyOpened);
}

export function assertClosable(status: PeerRoundStatus) {
  if (status === 'scheduled') throw badRequest(M.notOpenYet);
  if (status !== 'open') throw badRequest(M.alreadyClosed);
}

/** Saving a submission and reminding: only while the round is open. */
export function assertOpen(status: PeerRoundStatus) {
  if (status === 'scheduled') throw badRequest(M.notOpenYet);
  if (status !== 'open') throw badRequest(M.closed);
}

/** Results, comments and the export: once the round has closed. */
export function assertResultsAvailable(status: PeerRoundStatus) {
  if (status === 'scheduled') throw badRequest(M.notOpenYet);
  if (status === 'open') throw badRequest(M.stillOpen);
}

/** Moderating and releasing: closed, and not released yet (release freezes moderation). */
export function assertClosedNotReleased(status: PeerRoundStatus) {
  assertResultsAvailable(status);
  if (status === 'released') throw badRequest(M.alreadyReleased);
}

/** Group marks: any time after opening, release included (adjusted marks follow them). */
export function assertOpened(status: PeerRoundStatus) {
  if (status === 'scheduled') throw badRequest(M.notOpenYet);
}

/** A student's own summary: only once released. */
export function assertReleased(status: PeerRoundStatus) {
  if (status !== 'released') throw badRequest(M.notReleased);
}
