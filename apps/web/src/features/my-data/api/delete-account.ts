import type { AccountType } from '@capstone/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** DELETE /api/{role}/me `{password}`: students and clients. */
export const useDeleteAccount = (role: Exclude<AccountType, 'staff'>) =>
  useMutation({
    mutationFn: (password: string) =>
      api<{ message: string }>(`/${role}/me`, {
        method: 'DELETE',
        body: password ? { password } : {},
      }),
  });
