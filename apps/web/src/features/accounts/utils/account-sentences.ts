/** What the sign-in screens say that the API never does. */
export const ACCOUNT_MESSAGES_FOR_PEOPLE = {
  sessionEnded: 'Your session ended, sign in again. You will be back on the page you were on.',
  signedOut: 'You have signed out.',
  /** The whole rule, up front: the hint must not promise less than the check demands. */
  passwordRule:
    'At least 8 characters, with a digit, a lower-case and an upper-case letter, and no spaces.',
} as const;
