import { MAX_IMPORT_ROWS } from './member-constants';

/**
 * Every user-facing message of member import, removal and the member lists. Field rules shared
 * with registration (`Email must be unsw email`, `zId is in invalid format.`,
 * `zID must match with email`) come from `MESSAGES` and are not repeated here. Those naming the
 * id or the email domain are the default institution's: the words actually used come from
 * `Institution.messages` (common/institution.ts).
 */
export const MEMBER_MESSAGES = {
  // import outcomes
  studentsAdded: 'Students added to subcourse successfully!',
  tutorsAdded: 'Tutors added to subcourse successfully!',
  studentsMustBeList: 'students must be a list',
  tutorsMustBeList: 'tutors must be a list',
  tooManyStudents: `students must have at most ${MAX_IMPORT_ROWS} rows`,
  tooManyTutors: `tutors must have at most ${MAX_IMPORT_ROWS} rows`,
  subcourseIdRequired: 'subcourseId is required',
  /** 429: the staff member's imports would create more accounts than a day allows. */
  importLimitReached: 'Import limit reached for today',

  // row rules
  tutorialFormat: 'tutorial must be 1 to 20 letters, digits, - or _',
  zidInUseWithOtherEmail: 'zID already in use with another email',
  rowMustBeObject: 'row must be an object',

  // removal
  memberDeleted: 'Member deleted successfully',
  memberDeleteFailed: 'Error deleting member',
  studentNotInSubcourse: 'Student does not exist within subcourse',

  // access-code resend
  accessCodeSent: 'Access code sent',
  accessCodeSendFailed: 'The access code could not be sent.',
  memberNotInSubcourse: 'Member does not exist within subcourse',
  passwordAlreadySet: 'This member has already set a password',

  // web fallbacks
  addStudentsFailed: 'Something went wrong while adding students.',
  addTutorsFailed: 'Something went wrong while adding tutors.',

  // roster file parsing (the preview before sending)
  rosterEmpty: 'The file has no member rows',
  unterminatedQuote: 'A quoted field is not closed',
} as const;

/** The preview's note for a header that lacks a column every row needs. */
export const missingColumnReason = (column: string) => `The header has no ${column} column`;
