/**
 * Every user-facing message of the account screens and endpoints, spelt exactly as the spec
 * quotes them. The server sends them as `{"Error": ...}` and the web shows the same strings.
 */
export const MESSAGES = {
  // validation; the four naming UNSW or the zID are the default institution's words:
  // validation uses `Institution.messages` (common/institution.ts)
  emailUnswLogin: 'Email must be UNSW email',
  emailUnswRegister: 'Email must be unsw email',
  zidFormat: 'zId is in invalid format.',
  zidMismatch: 'zID must match with email',
  phoneInvalid: 'Phone number is invalid',
  passwordRules:
    'Password must be at least 8 characters with a digit, a lowercase and an uppercase letter',
  passwordHint: 'Must be more than 8 characters...',
  passwordSpaces: 'Passwords cannot have spaces',
  passwordMismatch: 'Passwords do not match',
  abnDigits: 'Company ABN should have 11 digits.',
  contactHours: 'Contact hours must be in the correct format. E.g 9:00-5:00PM',
  enterEmail: 'Please enter your email',
  enterPin: 'Please enter the PIN',
  enterNewPassword: 'Please enter a new password',
  invalidUserType: 'Invalid user type',
  userMismatch: 'user must match the account type',
  emailInvalid: 'email must be a valid email',
  pinFormat: 'pin must be 6 digits',

  // accounts outcomes
  emailInUse: 'Email already in use',
  zidInUse: 'zID already in use',
  loginFailed: 'Email or password is incorrect',
  emailNotFound: 'Email not found',
  emailNotFoundToast: 'Email not found. Please try again.',
  emailCouldNotSend: 'Email could not send',
  emailCouldNotSendToast: 'Email could not send. Please try again.',
  unknownErrorToast: 'An unknown error occurred. Please try again.',
  unexpectedErrorToast: 'An unexpected error occurred. Please try again.',
  invalidPin: 'Invalid pin',
  pinExpired: 'PIN has expired. Request a new PIN',
  pinTooManyAttempts: 'Too many attempts. Request a new PIN',
  verifyPinToast: 'Error verifying PIN. Please try again.',
  resetNotVerified: 'Reset not verified',
  resetFailedToast: 'Error updating password',
  studentNotFound: 'Student cannot be found in database',
  clientNotFound: 'Client cannot be found in database',
  staffNotFound: 'Staff cannot be found in database',
  registeredStudent: 'Student registered successfully!',
  registeredStaff: 'Staff registered successfully!',
  registeredClient: 'Client registered successfully!',
  resetEmailSent: 'Reset password email sent successfully!',
  pinVerified: 'Reset pin verified successfully!',
  passwordReset: 'Password reset successfully!',
  accountCreated: 'Your account has been created!',
  loggedOut: 'Logged out successfully',
  currentPasswordIncorrect: 'Current password is incorrect',

  // email ownership and reset binding
  emailVerified: 'Email verified successfully!',
  verificationEmailSent: 'Verification email sent successfully!',
  verifyEmailFirst: 'Please verify your email first',
  checkEmailPrompt: 'Enter the 6-digit code we emailed you to finish setting up your account.',
  resetVerificationLost: 'Your PIN is no longer valid. Please verify again or request a new PIN.',

  // standard 403s
  onlyCourseStaff: 'Only course staff can do this',
  onlyCourseAdmins: 'Only course admins can do this',

  // transport
  missingAuth: 'Missing Authorization Header',
  invalidToken: 'Invalid or expired token',
  notFound: 'Not found',
  tooManyAttempts: 'Too many attempts. Try again later.',
  somethingWentWrong: 'Something went wrong',
  databaseUnavailable: 'Database unavailable',
  bodyTooLarge: 'Request body is too large',
  invalidJson: 'Request body is not valid JSON',
  unsupportedMediaType: 'Content-Type must be application/json',
  nestedTooDeeply: 'Request body is nested too deeply',
  bodyNotObject: 'The request body must be a JSON object',
  badUrl: 'The request URL is not valid',
  pathTooLong: 'A path parameter is too long',
  headersTooLarge: 'The request address or its headers are too long',
  requestTimedOut: 'The request took too long to arrive',
  unreadableRequest: 'The request could not be read',
} as const;

/** Standard 403 for a path that names another account type. */
export const routeIsForRole = (role: string) => `This route is for ${role} accounts`;
export const fieldRequired = (field: string) => `${field} is required`;
