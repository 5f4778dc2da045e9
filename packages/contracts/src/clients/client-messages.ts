/** Messages of client handling, spelt exactly as the spec quotes them. */
export const CLIENT_MESSAGES = {
  verified: 'Client verified successfully!',
  rejected: 'Client rejected successfully!',
  alreadyVerified: 'Client is already verified',
  doesNotExist: 'Client does not exist in the database',
  ownProjectsOnly: 'wishlist and preferences may only name your own projects',

  // web
  projectsNotFound: 'Cannot find the projects of the client',
  updateFailed: 'Error updating your profile',
  verifyFailed: 'Error while verifying client',
  profileUpdated: 'Profile updated successfully.',
  /** Shown under the field the edit form adds when the email changes. */
  currentPasswordForEmail: 'Enter your current password to change your email',
} as const;
