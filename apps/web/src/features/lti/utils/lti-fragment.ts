import { LIMITS } from '@capstone/contracts';
import { fragmentFields, handoverCodeOf } from '@/lib/handover-fragment';

/**
 * What `/lti/complete#…` carries: the one-time code to exchange for the session and where to go
 * then, or the code of why not.
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
   * A first launch whose email found a password account: the account's password confirms the link,
   * with this one-time reference.
   */
  | { kind: 'confirm'; ref: string }
  /**
   * A refused launch: the code and its detail as the address holds them, unchecked. The page
   * words them with the product's sentences (`signInRefusalText`), never with this text.
   */
  | { kind: 'error'; code: string; detail: string | null }
  | { kind: 'invalid' };

/** Reads the fragment the server's launch answer put in the address. */
export function readLtiFragment(hash: string): LtiLanding {
  const fields = fragmentFields(hash);
  if (!fields) return { kind: 'invalid' };
  const error = fields.get('error');
  if (error) return { kind: 'error', code: error, detail: fields.get('detail') || null };
  const ref = fields.get('confirm');
  if (ref !== null) {
    return ref.length > 0 && ref.length <= LIMITS.id
      ? { kind: 'confirm', ref }
      : { kind: 'invalid' };
  }
  const code = handoverCodeOf(fields);
  if (!code) return { kind: 'invalid' };
  return {
    kind: 'code',
    code,
    subcourse: fields.get('subcourse') ?? '',
    link: fields.get('link') || null,
  };
}
