export interface SsoSession {
  access_token: string;
  user: 'student' | 'staff';
  id: string;
}

const MAX_TOKEN_LENGTH = 4096;
const JWT_RE = /^[\w-]+\.[\w-]+\.[\w-]+$/;
const ID_RE = /^[\w-]{1,64}$/;

/**
 * The session a university sign-in hands over in the fragment of `/sso/complete`
 * (`#access_token=…&user=…&id=…`), or null when anything in it is missing or malformed.
 */
export function parseSsoFragment(hash: string): SsoSession | null {
  if (hash.length > 2 * MAX_TOKEN_LENGTH) return null;
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const token = params.get('access_token');
  const user = params.get('user');
  const id = params.get('id');
  if (!token || token.length > MAX_TOKEN_LENGTH || !JWT_RE.test(token)) return null;
  if (user !== 'student' && user !== 'staff') return null;
  if (!id || !ID_RE.test(id)) return null;
  return { access_token: token, user, id };
}

/** The `sso_error` message of `/login?sso_error=…`, trimmed to a sentence's length. */
export function ssoErrorOf(search: URLSearchParams): string | null {
  const message = search.get('sso_error')?.trim();
  return message ? message.slice(0, 300) : null;
}
