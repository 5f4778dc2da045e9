import type { AccountDetails, AccountType } from '@capstone/contracts';

/**
 * Whether a staff member administers the selected subcourse. The per-subcourse role of the stored
 * profile wins; without it, the account-wide tutor flag decides.
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

/** The tutorials the signed-in staff user teaches in S, from their stored profile. */
export function taughtTutorials(profile: AccountDetails | null, subcourseId: string): string[] {
  if (!profile || !('classes' in profile)) return [];
  return profile.classes.find((entry) => entry.subcourse === subcourseId)?.tutorials ?? [];
}
