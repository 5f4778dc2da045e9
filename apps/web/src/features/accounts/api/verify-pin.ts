import type { AccountType } from '@capstone/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

interface VerifyPinInput {
  user: AccountType;
  email: string;
  pin: string;
}

export const verifyPin = ({ user, email, pin }: VerifyPinInput) =>
  api<{ message: string }>(`/${user}/verify-pin`, {
    method: 'POST',
    body: { email, pin },
    token: false,
  });

export const useVerifyPin = () => useMutation({ mutationFn: verifyPin });
