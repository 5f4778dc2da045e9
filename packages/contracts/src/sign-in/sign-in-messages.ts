/**
 * Messages of university sign-in and the LMS (README.md, "University sign-in"). Some are quoted
 * word for word from the product requirements; the others say what went wrong and what to do,
 * since a sign-in error ends the flow on the login page (`/login?sso_error=<message>`).
 */
export const SIGN_IN_MESSAGES = {
  /** `SSO_ONLY` refusing a password login, registration or reset (403). */
  ssoOnly: (name: string) => `Sign in with ${name}`,
  staffSignupRestricted: 'Staff sign-up is restricted',
  notStaff: 'Your university account is not a staff account',
  noVerifiedEmail: 'Your university did not confirm an email address for you',
  noUniversityId: (label: string) => `Your university did not give your ${label}`,
  hostedDomain: 'Sign in with your university account',
  signInExpired: 'Sign-in expired or was already used. Please try again',
  signInFailed: 'Sign-in failed. Please try again',
  signInCancelled: 'Sign-in was cancelled',
  providerUnavailable: 'Your university sign-in is not answering. Please try again later',
  ssoNotConfigured: 'Single sign-on is not set up',
  // LTI
  contextNotSetUp: 'Your teacher has not set this course up yet',
  linked: 'Linked successfully',
  launchFailed: 'The launch from your course could not be checked. Please open it again',
  contextNotFound: 'Course link cannot be found',
  contextNotLinked: 'This LMS course is not linked to a subcourse',
  unknownPlatform: 'This LMS is not registered with this tool. Ask your administrator to add it',
  targetNotThisTool: 'target_link_uri does not point to this tool',
  launchCookieMissing:
    'Your browser did not keep the sign-in from your course. Open the tool in a new window and try again',
  noContext: 'Open this tool from a course in your LMS',
  roleNotSupported: 'Your role in this LMS course cannot open this tool',
  notLaunchingInstructor: 'Open this tool from that LMS course as its instructor first',
  syncUnavailable: 'The LMS did not offer the class list of this course',
  syncFailed: 'The class list could not be read from the LMS. Please try again later',
  syncDone: 'Class list synced from the LMS',
  /** `POST /api/lti/confirm-link`: the password of the account to link. */
  passwordIncorrect: 'Password is incorrect',
  confirmPasswordMissing: 'Enter the password of your Capstone account',
  confirmLinkExpired: 'Link expired. Open Capstone from your course again',
} as const;
