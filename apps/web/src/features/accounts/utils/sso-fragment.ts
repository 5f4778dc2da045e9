import { HANDOVER_CODE_RE, signInErrorSentence } from '@capstone/contracts';

/**
 * The one-time code a university sign-in hands over in the fragment of `/sso/complete#code=…`
 * (api.md §21.3), or null when it is missing or malformed. The code is no session: the page
 * exchanges it, and only the browser that started the sign-in can.
 */
export function parseSsoFragment(hash: string): string | null {
  if (hash.length > 1024) return null;
  const code = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash).get('code');
  return code && HANDOVER_CODE_RE.test(code) ? code : null;
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
