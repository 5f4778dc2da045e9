import { useMutation, useQueryClient } from '@tanstack/react-query';
import { groupsKey } from '@/api/groups/get-groups';
import { api } from '@/lib/api-client';

export interface GroupMembershipInput {
  groupId: string;
  subcourseId: string;
}

const membership = (action: 'join' | 'leave', { groupId, subcourseId }: GroupMembershipInput) =>
  api<{ message: string }>(`/group/${action}`, {
    method: 'PUT',
    body: { group_id: groupId, subcourse_id: subcourseId },
  });

/** PUT /api/group/join {group_id, subcourse_id}. */
export const joinGroup = (input: GroupMembershipInput) => membership('join', input);
/** PUT /api/group/leave {group_id, subcourse_id}. */
export const leaveGroup = (input: GroupMembershipInput) => membership('leave', input);

/**
 * Joining or leaving changes the group lists, the group's view and the student's profile (its
 * enrolment's `group`), so all of them are read again.
 */
function useMembershipMutation(
  mutationFn: (input: GroupMembershipInput) => Promise<{ message: string }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: groupsKey }),
        queryClient.invalidateQueries({ queryKey: ['account-details'] }),
      ]),
  });
}

export const useJoinGroup = () => useMembershipMutation(joinGroup);
export const useLeaveGroup = () => useMembershipMutation(leaveGroup);
