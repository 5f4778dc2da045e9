import type { AccountType } from '@capstone/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

interface ResetPasswordInput {
  user: AccountType;
  email: string;
  password: string;
}

export const resetPassword = ({ user, email, password }: ResetPasswordInput) =>
  api<{ message: string }>(`/${user}/reset-password`, {
    method: 'POST',
    body: { email, password },
    token: false,
  });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
