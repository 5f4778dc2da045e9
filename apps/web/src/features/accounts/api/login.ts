import type { AccountType, LoginBody, LoginResponse } from '@capstone/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { auth } from '@/lib/auth';
import { getAccountDetails, getAccountDetailsQueryOptions } from './get-account-details';

export const login = (user: AccountType, body: LoginBody) =>
  api<LoginResponse>(`/${user}/login`, { method: 'POST', body, token: false });

/**
 * Spec 1 §4: store token, user type and id, fetch the profile, flag tutor staff. The profile is
 * best effort: if it cannot be read now the session still starts and the dashboard reads it later.
 * A password login and a university sign-in (issue 19) start their sessions here alike.
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

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ user, body }: { user: AccountType; body: LoginBody }) =>
      startSession(queryClient, await login(user, body)),
  });
}
