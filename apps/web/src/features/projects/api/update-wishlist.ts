import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getLikedQueryOptions } from './get-liked';

export interface UpdateWishlistInput {
  projectId: string;
  subcourseId: string;
  /** true adds the project to the wishlist, false removes it. */
  like: boolean;
}

/** PUT /api/student/update/wishlist or /remove/wishlist with {project_id, subcourse_id}. */
export const updateWishlist = ({ projectId, subcourseId, like }: UpdateWishlistInput) =>
  api<{ message: string }>(`/student/${like ? 'update' : 'remove'}/wishlist`, {
    method: 'PUT',
    body: { project_id: projectId, subcourse_id: subcourseId },
  });

/** The liked flag flips only once the server has answered. */
export function useUpdateWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWishlist,
    onSuccess: (_data, { projectId, subcourseId, like }) => {
      queryClient.setQueryData(getLikedQueryOptions(projectId, subcourseId).queryKey, {
        liked: like,
      });
      return queryClient.invalidateQueries({ queryKey: ['wishlist'] });
    },
  });
}
