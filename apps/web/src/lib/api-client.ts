import { auth } from './auth';
import { ApiError, FALLBACK_ERROR, parseErrorMessage, retryAfterSeconds } from './api-error';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface RequestOptions {
  method?: Method;
  body?: unknown;
  /** Sends the stored token unless false (public calls) or a token is given. */
  token?: string | false;
  signal?: AbortSignal;
}

const readBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/**
 * Calls `/api{path}` (same origin; Vite proxies it in development). Throws ApiError on any non-2xx
 * answer; a 401 on a call that carried a token ends the session (the guard then routes to /).
 */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal } = options;
  const token = options.token === undefined ? auth.getState().session?.token : options.token;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  const response = await fetch(`/api${path}`, {
    method,
    headers,
    // fetch's default, spelled out: the sign-in hand-over needs its HttpOnly cookie.
    credentials: 'same-origin',
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  const data = await readBody(response);
  if (!response.ok) {
    if (response.status === 401 && token) auth.logout({ ended: true });
    throw new ApiError(
      response.status,
      parseErrorMessage(data) ?? FALLBACK_ERROR,
      retryAfterSeconds(response.headers.get('Retry-After')),
    );
  }
  return data as T;
}
