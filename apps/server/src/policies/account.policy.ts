import { routeIsForRole, type AccountType } from '@capstone/contracts';
import { forbidden } from '../lib/app-error';
import type { Actor } from '../lib/context';

/** Which presentation of an account a viewer may see, or null when it must stay invisible. */
export type AccountView = 'self' | 'staff' | 'contact' | 'public' | 'peer';

/**
 * Facts about how the viewer relates to the target, loaded by the service for
 * `GET /api/{role}/details/{id}`. Courses, subcourses, enrolments, staff memberships and client
 * applications give the relations below; groups, projects and channels add `contact` and more
 * `public` cases.
 */
export interface AccountRelations {
  isSelf: boolean;
  /** The target's account type; a staff target shared with staff is shown as a peer. */
  targetType?: AccountType;
  /**
   * The viewer is staff of a subcourse the target student is enrolled in, or staff of a course
   * the target client applied to.
   */
  isStaffOfTarget?: boolean;
  /**
   * Viewer and target belong to one subcourse (two enrolled students, or two of its staff), or a
   * client and the other account share a chat channel.
   */
  sharesSubcourse?: boolean;
  /** The viewer's group is allocated to one of the target client's projects (`ClientContact`). */
  isContactOfTarget?: boolean;
}

/** `GET /api/{role}/details/{id}`: self sees everything; others need a relation. */
export function accountView(relations: AccountRelations): AccountView | null {
  if (relations.isSelf) return 'self';
  if (relations.isStaffOfTarget && relations.targetType !== 'staff') return 'staff';
  if (relations.isContactOfTarget && relations.targetType === 'client') return 'contact';
  if (relations.sharesSubcourse) return relations.targetType === 'staff' ? 'peer' : 'public';
  return null;
}

export const isSelf = (actor: Actor, type: AccountType, id: string) =>
  actor.type === type && actor.id === id;

/** Routes under `/api/{role}/` that act on the caller's own records need the caller's type. */
export function assertOwnAccountType(actor: Actor, type: AccountType) {
  if (actor.type !== type) throw forbidden(routeIsForRole(type));
}
