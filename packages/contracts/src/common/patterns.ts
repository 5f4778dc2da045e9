import { UNIVERSITY_EMAIL_DOMAINS } from './constants';

const escapeDots = (domain: string) => domain.replaceAll('.', '\\.');

export const ZID_RE = /^z[0-9]{7}$/;
export const UNSW_EMAIL_RE = new RegExp(
  `^z[0-9]{7}@(${UNIVERSITY_EMAIL_DOMAINS.map(escapeDots).join('|')})$`,
);
export const PASSWORD_RE = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z]).{8,}$/;
/** 7 to 9 digits after an optional +61 / 61 / 0 prefix; spaces, dashes and brackets are ignored. */
export const PHONE_RE = /^(?:\+?61|0)?\d{7,9}$/;
export const PHONE_IGNORED_RE = /[\s\-()]/g;
export const ABN_RE = /^\d{11}$/;
/** `9:00AM-5:00PM`; the first meridiem may be omitted as in the spec's own example. */
export const CONTACT_HOURS_RE =
  /^(1[0-2]|0?[1-9]):[0-5]\d\s?([ap]m)?\s?-\s?(1[0-2]|0?[1-9]):[0-5]\d\s?[ap]m$/i;
export const PIN_RE = /^\d{6}$/;
export const COURSE_CODE_RE = /^[A-Z]{4}[0-9]{4}$/;
export const TERM_DATES_RE = /^\d{2}-\d{2}-\d{4} to \d{2}-\d{2}-\d{4}$/;
/** A plain, permissive address check for clients, who have no domain rule. */
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Trims and collapses repeated spaces, as every name field requires. */
export const normaliseName = (value: string) => value.trim().replace(/\s+/g, ' ');
export const normaliseEmail = (value: string) => value.trim().toLowerCase();
