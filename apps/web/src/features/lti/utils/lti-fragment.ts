import { ACCOUNT_TYPES, type AccountType } from '@capstone/contracts';

/** What `/lti/complete#…` carries (issue 19): a session and where to go, or why not. */
export type LtiLanding =
  | {
      kind: 'session';
      session: { token: string; user: AccountType; id: string };
      /** The subcourse to open; empty when the instructor must link the LMS course first. */
      subcourse: string;
      link: string | null;
    }
  | { kind: 'error'; message: string }
  | { kind: 'invalid' };

const MAX_FRAGMENT = 8192;

/** Reads the fragment the server's launch answer put in the address. */
export function readLtiFragment(hash: string): LtiLanding {
  if (hash.length > MAX_FRAGMENT) return { kind: 'invalid' };
  const fields = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const error = fields.get('error');
  if (error) return { kind: 'error', message: error.slice(0, 500) };
  const token = fields.get('access_token');
  const user = fields.get('user') as AccountType | null;
  const id = fields.get('id');
  if (!token || !id || !user || !ACCOUNT_TYPES.includes(user)) return { kind: 'invalid' };
  return {
    kind: 'session',
    session: { token, user, id },
    subcourse: fields.get('subcourse') ?? '',
    link: fields.get('link') || null,
  };
}
