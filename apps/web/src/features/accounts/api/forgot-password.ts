import type { AccountType } from '@capstone/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const requestPasswordReset = ({ user, email }: { user: AccountType; email: string }) =>
  api<{ message: string }>(`/${user}/forgot-password`, {
    method: 'POST',
    body: { email },
    token: false,
  });

export const useForgotPassword = () => useMutation({ mutationFn: requestPasswordReset });
