import { HANDOVER_CODE_RE, LIMITS, signInErrorSentence } from '@capstone/contracts';

/**
 * What `/lti/complete#…` carries (issue 19, api.md §21.3): the one-time code to exchange for the
 * session and where to go then, or the code of why not.
 */
export type LtiLanding =
  | {
      kind: 'code';
      /** Exchanged with `POST /api/auth/session/exchange`, once, by this browser only. */
      code: string;
      /** The subcourse to open; empty when the instructor must link the LMS course first. */
      subcourse: string;
      link: string | null;
    }
  /**
   * A first launch whose email found a password account (api.md §21.2): the account's password
   * confirms the link, with this one-time reference.
   */
  | { kind: 'confirm'; ref: string }
  /** `message` is the product's sentence for the code, never text from the address. */
  | { kind: 'error'; message: string }
  | { kind: 'invalid' };

const MAX_FRAGMENT = 8192;

/** Reads the fragment the server's launch answer put in the address. */
export function readLtiFragment(hash: string): LtiLanding {
  if (hash.length > MAX_FRAGMENT) return { kind: 'invalid' };
  const fields = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const error = fields.get('error');
  if (error) return { kind: 'error', message: signInErrorSentence(error) };
  const ref = fields.get('confirm');
  if (ref !== null) {
    return ref.length > 0 && ref.length <= LIMITS.id
      ? { kind: 'confirm', ref }
      : { kind: 'invalid' };
  }
  const code = fields.get('code');
  if (!code || !HANDOVER_CODE_RE.test(code)) return { kind: 'invalid' };
  return {
    kind: 'code',
    code,
    subcourse: fields.get('subcourse') ?? '',
    link: fields.get('link') || null,
  };
}
