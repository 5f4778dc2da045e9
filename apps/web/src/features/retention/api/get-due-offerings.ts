import type { DueOffering } from '@capstone/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/admin/retention: archived offerings of the caller's courses due for deletion. */
export const getDueOfferings = () => api<DueOffering[]>('/admin/retention');

export const getDueOfferingsQueryOptions = () =>
  queryOptions({ queryKey: ['retention', 'due'], queryFn: getDueOfferings });

export const useDueOfferings = (enabled: boolean) =>
  useQuery({ ...getDueOfferingsQueryOptions(), enabled });
