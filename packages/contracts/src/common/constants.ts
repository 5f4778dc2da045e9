/** Business constants shared by the server and the web. */
export const ACCOUNT_TYPES = ['student', 'staff', 'client'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** Roles carried in the token: students and clients have one; staff are course admins or tutors. */
export const ROLES = ['student', 'client', 'course admin', 'tutor'] as const;
export type Role = (typeof ROLES)[number];
export type StaffRole = 'course admin' | 'tutor';

export const MAX_GROUP_SIZE = 6;
export const RANKED_PROJECT_SLOTS = 7;
export const PASSWORD_MIN_LENGTH = 8;
export const SEARCH_MAX_LENGTH = 30;
export const PIN_LENGTH = 6;
export const PIN_MAX_ATTEMPTS = 5;
export const RESET_PIN_TTL_MINUTES = 15;
export const ACCESS_CODE_TTL_DAYS = 7;
/** How long a registration's email code lasts (`POST /api/{role}/verify-email`). */
export const VERIFY_EMAIL_TTL_HOURS = 24;
export const TOKEN_LIFETIME_HOURS = 8;

/**
 * Volume budgets of term start: accounts one staff member's imports (CSV and LMS roster syncs)
 * may create per day, and offerings that may be created under one parent course per day. Imports
 * and new offerings send mail quoting course text, so these bound the mail one staff account can
 * cause.
 */
export const IMPORT_ACCOUNTS_PER_DAY = 3000;
export const OFFERINGS_PER_COURSE_PER_DAY = 20;

export const API_PORT = 5000;
