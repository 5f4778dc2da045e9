import type { LoginResponse } from '@capstone/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { exchangeSession } from '@/api/accounts/exchange-session';
import {
  getAccountDetails,
  getAccountDetailsQueryOptions,
} from '@/api/accounts/get-account-details';
import { auth } from './auth';

/**
 * Store token, user type and id, fetch the profile, flag tutor staff. The profile is best effort:
 * if it cannot be read now the session still starts and the dashboard reads it later. A password
 * login, a university sign-in and an LMS launch start their sessions here alike.
 */
export async function startSession(queryClient: QueryClient, session: LoginResponse) {
  const profile = await getAccountDetails(session.user, session.id, session.access_token).catch(
    () => null, // best effort: the dashboard's own profile query reads it later
  );
  // Stored together so that the routing guard sees one change: logged in, profile known.
  auth.login({ token: session.access_token, user: session.user, id: session.id });
  if (profile) {
    auth.setProfile(profile);
    queryClient.setQueryData(
      getAccountDetailsQueryOptions(session.user, session.id).queryKey,
      profile,
    );
  }
  return session;
}

/**
 * The hand-over pages (`/sso/complete`, `/lti/complete`): the one-time code read from the
 * fragment (`handoverCodeOf`) is exchanged for the session, which then starts as after a
 * password login. Throws the exchange's ApiError when the code is spent, expired or not this
 * browser's.
 */
export async function startSessionFromFragment(queryClient: QueryClient, code: string) {
  return startSession(queryClient, await exchangeSession(code));
}
