import { MAX_IMPORT_ROWS } from './member-constants';

/**
 * Every user-facing message of member import, removal and the member lists (api.md §6, §6.1,
 * §13; spec 1 §8). Field rules shared with registration (`Email must be unsw email`, `zId is in
 * invalid format.`, `zID must match with email`) come from `MESSAGES` and are not repeated here.
 * Those naming the id or the email domain are the default institution's: the words actually
 * used come from `Institution.messages` (common/institution.ts).
 */
export const MEMBER_MESSAGES = {
  // import outcomes (api.md §6)
  studentsAdded: 'Students added to subcourse successfully!',
  tutorsAdded: 'Tutors added to subcourse successfully!',
  studentsMustBeList: 'students must be a list',
  tutorsMustBeList: 'tutors must be a list',
  tooManyStudents: `students must have at most ${MAX_IMPORT_ROWS} rows`,
  tooManyTutors: `tutors must have at most ${MAX_IMPORT_ROWS} rows`,
  subcourseIdRequired: 'subcourseId is required',
  /** api.md §21.4: the staff member's imports would create more accounts than a day allows. */
  importLimitReached: 'Import limit reached for today',

  // row rules (api.md §6.1)
  tutorialFormat: 'tutorial must be 1 to 20 letters, digits, - or _',
  zidInUseWithOtherEmail: 'zID already in use with another email',
  rowMustBeObject: 'row must be an object',

  // removal (api.md §13, spec 1 §8)
  memberDeleted: 'Member deleted successfully',
  memberDeleteFailed: 'Error deleting member',
  studentNotInSubcourse: 'Student does not exist within subcourse',

  // access-code resend (issue 18)
  accessCodeSent: 'Access code sent',
  accessCodeSendFailed: 'The access code could not be sent.',
  memberNotInSubcourse: 'Member does not exist within subcourse',
  passwordAlreadySet: 'This member has already set a password',

  // web fallbacks (spec 1 §8)
  addStudentsFailed: 'Something went wrong while adding students.',
  addTutorsFailed: 'Something went wrong while adding tutors.',

  // roster file parsing (the preview before sending)
  rosterEmpty: 'The file has no member rows',
  unterminatedQuote: 'A quoted field is not closed',
} as const;

/** The preview's note for a header that lacks a column every row needs. */
export const missingColumnReason = (column: string) => `The header has no ${column} column`;
