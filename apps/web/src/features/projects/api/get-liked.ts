import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface LikedFlag {
  liked: boolean;
}

/** GET /api/student/liked/{projectId}/{subcourseId}: is the project on the caller's wishlist. */
export const getLiked = (projectId: string, subcourseId: string) =>
  api<LikedFlag>(
    `/student/liked/${encodeURIComponent(projectId)}/${encodeURIComponent(subcourseId)}`,
  );

export const getLikedQueryOptions = (projectId: string, subcourseId: string) =>
  queryOptions({
    queryKey: ['wishlist', 'liked', projectId, subcourseId],
    queryFn: () => getLiked(projectId, subcourseId),
  });

export const useLiked = (projectId: string, subcourseId: string, enabled = true) =>
  useQuery({ ...getLikedQueryOptions(projectId, subcourseId), enabled });
