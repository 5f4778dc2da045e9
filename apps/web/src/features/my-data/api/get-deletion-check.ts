import type { AccountType, DeletionCheckResponse } from '@capstone/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

type Deletable = Exclude<AccountType, 'staff'>;

/** `GET /api/{role}/me/deletion`: what deleting the caller's account will ask, read beforehand. */
export const getDeletionCheckQueryOptions = (role: Deletable) =>
  queryOptions({
    queryKey: ['my-deletion', role],
    queryFn: () => api<DeletionCheckResponse>(`/${role}/me/deletion`),
    // A recent sign-in stops counting after a few minutes: read it again when the dialog opens.
    staleTime: 0,
  });

export const useDeletionCheck = (role: Deletable, enabled = true) =>
  useQuery({ ...getDeletionCheckQueryOptions(role), enabled });
