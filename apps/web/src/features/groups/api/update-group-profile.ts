import { useMutation, useQueryClient } from '@tanstack/react-query';
import { groupsKey } from '@/api/groups/get-groups';
import { api } from '@/lib/api-client';
import type { GroupLink } from './group-types';

const groupPath = (groupId: string) => encodeURIComponent(groupId);

/** POST /api/group/{id}/lead {lead}: answers {lead}. */
export const setGroupLead = (groupId: string, lead: string) =>
  api<{ lead: string }>(`/group/${groupPath(groupId)}/lead`, { method: 'POST', body: { lead } });

export interface GroupBioInput {
  bio: string;
  goal: string;
}

/** POST /api/group/{id}/bio {bio, goal}. */
export const updateGroupBio = (groupId: string, body: GroupBioInput) =>
  api<GroupBioInput>(`/group/${groupPath(groupId)}/bio`, { method: 'POST', body });

/** POST /api/group/links/{id} {name, url}: answers the group's whole list of links. */
export const addGroupLink = (groupId: string, body: GroupLink) =>
  api<GroupLink[]>(`/group/links/${groupPath(groupId)}`, { method: 'POST', body });

function useGroupWrite<I, O>(groupId: string, write: (groupId: string, input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => write(groupId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupsKey }),
  });
}

export const useSetGroupLead = (groupId: string) => useGroupWrite(groupId, setGroupLead);
export const useUpdateGroupBio = (groupId: string) => useGroupWrite(groupId, updateGroupBio);
export const useAddGroupLink = (groupId: string) => useGroupWrite(groupId, addGroupLink);
