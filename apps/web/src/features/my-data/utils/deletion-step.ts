import type { DeletionCheckResponse } from '@capstone/contracts';

/**
 * Which confirmation the delete-account dialog shows:
 * - `blocked`: a client's projects are in active offerings; nothing to type, deletion waits;
 * - `password`: the account's password;
 * - `type-delete`: no password, and this sign-in is recent enough: type DELETE;
 * - `sign-in-again`: no password, and the sign-in is too old: sign in again first.
 */
export type DeletionStep = 'blocked' | 'password' | 'type-delete' | 'sign-in-again';

export function deletionStep(check: DeletionCheckResponse, now: number = Date.now()): DeletionStep {
  if (check.blocked_by.length > 0) return 'blocked';
  if (check.has_password) return 'password';
  const until = check.recent_sign_in_until ? Date.parse(check.recent_sign_in_until) : NaN;
  return until > now ? 'type-delete' : 'sign-in-again';
}

/** What a person types to delete an account that has no password. */
export const DELETE_WORD = 'DELETE';

/** "Ocean Sensors, in COMP3900 2025T1": one line per blocking project, as the dialog lists them. */
export const blockerLines = (check: DeletionCheckResponse): string[] =>
  check.blocked_by.map(
    ({ project, offering }) => `${project.name}, in ${offering.code} ${offering.name}`,
  );

/** Who to ask, and for what: the staff of the one offering by name, or of each. */
export function withdrawRequest(check: DeletionCheckResponse): string {
  const offerings = new Set(check.blocked_by.map(({ offering }) => offering.id));
  const first = check.blocked_by[0]?.offering;
  const whom =
    offerings.size === 1 && first ? `${first.code} ${first.name}` : 'each of those offerings';
  const what = check.blocked_by.length === 1 ? 'it' : 'them';
  return `Ask the course staff of ${whom} to withdraw ${what}, then delete your account.`;
}
