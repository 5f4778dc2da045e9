import type { AccountType, ClientRegisterBody, UniversityRegisterBody } from '@capstone/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type RegisterBody = (UniversityRegisterBody | ClientRegisterBody) & { user: AccountType };

export const registerAccount = (body: RegisterBody) =>
  api<{ message: string }>(`/${body.user}/register`, { method: 'POST', body, token: false });

export const useRegister = () => useMutation({ mutationFn: registerAccount });
