import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/group/{groupId}/lead: is the caller the group's lead. */
export const getIsGroupLead = (groupId: string) =>
  api<{ lead: boolean }>(`/group/${encodeURIComponent(groupId)}/lead`);

export const getIsGroupLeadQueryOptions = (groupId: string) =>
  queryOptions({
    queryKey: ['groups', groupId, 'lead', 'mine'],
    queryFn: () => getIsGroupLead(groupId),
  });

export const useIsGroupLead = (groupId: string, enabled = true) =>
  useQuery({ ...getIsGroupLeadQueryOptions(groupId), enabled });
