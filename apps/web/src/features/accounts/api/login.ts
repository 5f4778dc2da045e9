import type { AccountType, LoginBody, LoginResponse } from '@capstone/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { startSession } from '@/lib/session';

export const login = (user: AccountType, body: LoginBody) =>
  api<LoginResponse>(`/${user}/login`, { method: 'POST', body, token: false });

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ user, body }: { user: AccountType; body: LoginBody }) =>
      startSession(queryClient, await login(user, body)),
  });
}
