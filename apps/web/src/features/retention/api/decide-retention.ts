import type { PostponeRetentionBody } from '@capstone/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getDueOfferingsQueryOptions } from './get-due-offerings';

const base = (subcourseId: string) => `/admin/retention/${encodeURIComponent(subcourseId)}`;

export const confirmDeletion = (subcourseId: string) =>
  api<{ message: string }>(`${base(subcourseId)}/confirm`, { method: 'POST' });

export const postponeDeletion = (subcourseId: string, body: PostponeRetentionBody) =>
  api<{ message: string }>(`${base(subcourseId)}/postpone`, { method: 'POST', body });

/** Either decision takes the offering off the list: the list is read again. */
function useRetentionDecision<V>(call: (vars: V) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: getDueOfferingsQueryOptions().queryKey }),
  });
}

export const useConfirmDeletion = () => useRetentionDecision(confirmDeletion);

export const usePostponeDeletion = () =>
  useRetentionDecision((vars: { subcourseId: string; body: PostponeRetentionBody }) =>
    postponeDeletion(vars.subcourseId, vars.body),
  );
