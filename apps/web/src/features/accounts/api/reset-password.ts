import type { AccountType } from '@capstone/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

interface ResetPasswordInput {
  user: AccountType;
  email: string;
  /** The PIN (or access code) that verified the reset. */
  pin: string;
  password: string;
}

export const resetPassword = ({ user, email, pin, password }: ResetPasswordInput) =>
  api<{ message: string }>(`/${user}/reset-password`, {
    method: 'POST',
    body: { email, pin, password },
    token: false,
  });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
