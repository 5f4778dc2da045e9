import type { AccountType } from '@capstone/contracts';
import { api } from '@/lib/api-client';

/** A logout must not hang on a server that does not answer: the session ends here anyway. */
const LOGOUT_TIMEOUT_MS = 5_000;

/**
 * POST /api/{role}/logout: the server stops accepting this token everywhere. Never throws: a failed
 * call (offline, or a token already dead) still ends the session here.
 */
export async function logoutOnServer(user: AccountType, token: string): Promise<void> {
  try {
    await api<{ message: string }>(`/${user}/logout`, {
      method: 'POST',
      token,
      signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS),
    });
  } catch {
    // The local session is cleared by the caller whatever happened.
  }
}
