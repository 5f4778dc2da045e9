import type { LoginResponse, SessionExchangeBody } from '@capstone/contracts';
import { api } from '@/lib/api-client';

/**
 * `POST /api/auth/session/exchange`: the one-time code a university sign-in or an LMS launch left
 * in the fragment, for the session. The server also wants the sign-in's HttpOnly cookie, which goes
 * with this same-origin call.
 */
export const exchangeSession = (code: string) =>
  api<LoginResponse>('/auth/session/exchange', {
    method: 'POST',
    body: { code } satisfies SessionExchangeBody,
    token: false,
  });
