import type { AccountType } from '@capstone/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

interface VerifyEmailInput {
  user: AccountType;
  email: string;
  pin: string;
}

export const verifyEmail = ({ user, email, pin }: VerifyEmailInput) =>
  api<{ message: string }>(`/${user}/verify-email`, {
    method: 'POST',
    body: { email, pin },
    token: false,
  });

export const resendVerification = ({ user, email }: { user: AccountType; email: string }) =>
  api<{ message: string }>(`/${user}/verify-email/resend`, {
    method: 'POST',
    body: { email },
    token: false,
  });

export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });
export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
