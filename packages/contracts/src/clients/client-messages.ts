/** Messages of client handling (api.md §9; spec 2 §2, §8), spelt exactly as the spec quotes them. */
export const CLIENT_MESSAGES = {
  verified: 'Client verified successfully!',
  rejected: 'Client rejected successfully!',
  alreadyVerified: 'Client is already verified',
  doesNotExist: 'Client does not exist in the database',
  ownProjectsOnly: 'wishlist and preferences may only name your own projects',

  // web (spec 2 §8)
  projectsNotFound: 'Cannot find the projects of the client',
  updateFailed: 'Error updating your profile',
  verifyFailed: 'Error while verifying client',
  profileUpdated: 'Profile updated successfully.',
  /** Shown under the field the edit form adds when the email changes (api.md §20.3). */
  currentPasswordForEmail: 'Enter your current password to change your email',
} as const;
