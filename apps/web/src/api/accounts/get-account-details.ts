import type { AccountDetails, AccountType } from '@capstone/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getAccountDetails = (user: AccountType, id: string, token?: string) =>
  api<AccountDetails>(`/${user}/details/${encodeURIComponent(id)}`, { token });

export const getAccountDetailsQueryOptions = (user: AccountType, id: string) =>
  queryOptions({
    queryKey: ['account-details', user, id],
    queryFn: () => getAccountDetails(user, id),
  });

export const useAccountDetails = (user: AccountType, id: string) =>
  useQuery(getAccountDetailsQueryOptions(user, id));
