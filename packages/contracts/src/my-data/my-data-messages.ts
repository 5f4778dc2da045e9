/**
 * Messages of "My data" (README.md, "Your data"): the export of everything held about an
 * account and its deletion. Some are quoted word for word from the product requirements.
 */
export const MY_DATA_MESSAGES = {
  accountDeleted: 'Account deleted',
  /** Staff erase only what their offering holds; the account stays. */
  studentDataDeleted: "The student's data in this offering was deleted",
  passwordIncorrect: 'Password is incorrect',
  /** The 409 reason for a client with a project in an active offering. */
  clientHasActiveProjects:
    'You have projects in an active course offering. Ask its course staff to withdraw them first',
  /** Staff accounts are course records; only students and clients delete their own. */
  staffCannotDelete: 'Staff accounts cannot be deleted from the profile. Ask your administrator',
  /**
   * An account without a password (university sign-in, LMS, not yet activated) proves it is the
   * person by a sign-in of the last few minutes instead.
   */
  signInAgainToDelete: (minutes: number) =>
    `Sign in again, then delete your account within ${minutes} minutes`,
  studentNotFound: 'Student cannot be found',
  /** Staff erasure is for a student removed from S. */
  studentStillEnrolled: 'Remove the student from this offering first',
  exportFailed: 'Your data could not be downloaded. Please try again',
  /** After a download: the file's name, so a person can find it. */
  exportSaved: (fileName: string) => `Saved ${fileName} to your downloads.`,
  deleteConfirmation: 'Enter your password to delete your account. This cannot be undone.',
} as const;

/** How recent a sign-in must be for an account without a password to delete itself. */
export const FRESH_SIGN_IN_MINUTES = 10;

/** The name every deleted account shows from then on (posts, members, the trail). */
export const DELETED_USER_NAME = 'Deleted user';
