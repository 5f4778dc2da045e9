import { routeIsForRole, type AccountType } from '@capstone/contracts';
import { forbidden } from '../lib/app-error';
import type { Actor } from '../lib/context';

/** Which presentation of an account a viewer may see, or null when it must stay invisible. */
export type AccountView = 'self' | 'staff' | 'contact' | 'public' | 'peer';

/**
 * Facts about how the viewer relates to the target, loaded by the service. Courses, groups and
 * channels (later issues) add the relations of api.md §4; until then only `isSelf` can hold.
 */
export interface AccountRelations {
  isSelf: boolean;
}

/** api.md §4 `GET /api/{role}/details/{id}`: self sees everything; others need a relation. */
export function accountView(relations: AccountRelations): AccountView | null {
  if (relations.isSelf) return 'self';
  return null;
}

export const isSelf = (actor: Actor, type: AccountType, id: string) =>
  actor.type === type && actor.id === id;

/** Routes under `/api/{role}/` that act on the caller's own records need the caller's type. */
export function assertOwnAccountType(actor: Actor, type: AccountType) {
  if (actor.type !== type) throw forbidden(routeIsForRole(type));
}
