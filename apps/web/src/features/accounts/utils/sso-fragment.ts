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
 * The refusal in `/login?sso_error=<code>[&detail=<detail>]`, as the address holds it: the page
 * words it with the product's sentences (`useRefusalText`), never with the text of the address,
 * which anyone can write. Null when there is no error.
 */
export function ssoErrorOf(
  search: URLSearchParams,
): { code: string; detail: string | null } | null {
  const code = search.get('sso_error')?.trim();
  return code ? { code, detail: search.get('detail')?.trim() || null } : null;
}
