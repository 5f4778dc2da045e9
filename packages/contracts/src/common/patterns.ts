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
/**
 * A plain, permissive address check for clients, who have no domain rule: `local@domain` with
 * no spaces and one `@`, the domain holding a dot that is neither its first nor its last
 * character. Written so that no part can match the same text two ways (the domain's first dot
 * after its first character ends a run of non-dots), it runs in time linear in its input; the
 * old `[^\s@]+\.[^\s@]+` form backtracked quadratically on long runs of dots.
 */
export const EMAIL_RE = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;

/**
 * A web address in text that is quoted in emails: `://` or `www.`, in any case.
 * Course and subcourse names may not hold one, so no mail can carry a link someone typed there.
 */
export const WEB_ADDRESS_RE = /:\/\/|www\./i;
export const hasWebAddress = (value: string) => WEB_ADDRESS_RE.test(value);

/** Trims and collapses repeated spaces, as every name field requires. */
export const normaliseName = (value: string) => value.trim().replace(/\s+/g, ' ');
export const normaliseEmail = (value: string) => value.trim().toLowerCase();

/**
 * `value` without the run of `chars` at its end. A loop, because `/[…]+$/` retries the run from
 * each of its characters and so takes time quadratic in a long run that does not reach the end.
 */
export function trimTrailing(value: string, chars: string): string {
  let end = value.length;
  while (end > 0 && chars.includes(value[end - 1]!)) end--;
  return value.slice(0, end);
}

/** `value` without the run of `chars` at its start. */
export function trimLeading(value: string, chars: string): string {
  let start = 0;
  while (start < value.length && chars.includes(value[start]!)) start++;
  return value.slice(start);
}
