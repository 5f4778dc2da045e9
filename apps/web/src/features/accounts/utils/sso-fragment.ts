import { signInErrorSentence } from '@capstone/contracts';
import { fragmentFields, handoverCodeOf } from '@/lib/handover-fragment';

/**
 * The one-time code a university sign-in hands over in the fragment of `/sso/complete#code=…`,
 * or null when it is missing or malformed.
 */
export function parseSsoFragment(hash: string): string | null {
  const fields = fragmentFields(hash);
  return fields && handoverCodeOf(fields);
}

/**
 * What the login page says for `/login?sso_error=<code>`: the product's sentence for a known
 * code, a generic one for anything else; never the text of the address, which anyone can write.
 * Null when there is no error.
 */
export function ssoErrorOf(search: URLSearchParams): string | null {
  const code = search.get('sso_error')?.trim();
  return code ? signInErrorSentence(code) : null;
}
