import { DASHBOARD_MESSAGES, HTTP_URL_RE, messageForPeople } from '@capstone/contracts';
import { COURSE_TEXT } from '@/config/course-messages';

export interface LinkValues {
  name: string;
  url: string;
}

/** Name and url required; the server also wants an http(s) URL (its rule, worded for people). */
export function checkLink(values: LinkValues): Partial<Record<keyof LinkValues, string>> {
  const errors: Partial<Record<keyof LinkValues, string>> = {};
  if (!values.name.trim()) errors.name = COURSE_TEXT.linkNameRequired;
  const url = values.url.trim();
  if (!url) errors.url = COURSE_TEXT.linkUrlRequired;
  else if (!HTTP_URL_RE.test(url)) errors.url = messageForPeople(DASHBOARD_MESSAGES.linkUrlScheme);
  return errors;
}

/** A link typed without a scheme (`example.com`) is taken as https. */
export const withScheme = (url: string) => {
  const trimmed = url.trim();
  return /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
};
