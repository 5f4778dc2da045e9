import { HANDOVER_CODE_RE } from '@capstone/contracts';

/** A hand-over fragment holds a code and two ids at most: anything longer is not one. */
const MAX_FRAGMENT = 1024;

/**
 * The fields of a hand-over fragment (`#code=…&subcourse=…`, with or without the `#`), or null
 * when it is too long to be one.
 */
export function fragmentFields(hash: string): URLSearchParams | null {
  if (hash.length > MAX_FRAGMENT) return null;
  return new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
}

/**
 * The one-time code a university sign-in or an LMS launch hands over in the fragment, or null
 * when it is missing or not of a code's shape. The code is no session: the page exchanges it
 * (`startSessionFromFragment`), and only the browser that started the sign-in can.
 */
export function handoverCodeOf(fields: URLSearchParams): string | null {
  const code = fields.get('code');
  return code && HANDOVER_CODE_RE.test(code) ? code : null;
}
