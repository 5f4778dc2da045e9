import { LIMITS, tooLong } from '../common/limits';

/** Messages of the course dashboard, shortcut links and report. */
export const DASHBOARD_MESSAGES = {
  linkNotUnique: 'Link or name is not unique',
  linkUrlScheme: 'url must be an http or https URL',
  linkSubcourseMismatch: 'subcourse must match the path',
  linkNameTooLong: tooLong('name', LIMITS.linkName),
  linkUrlTooLong: tooLong('url', LIMITS.url),
  generatingReport: 'Generating...',
} as const;

/** Longest accepted shortcut name and url; generous, but bounded. */
export const LINK_NAME_MAX = LIMITS.linkName;
export const LINK_URL_MAX = LIMITS.url;
