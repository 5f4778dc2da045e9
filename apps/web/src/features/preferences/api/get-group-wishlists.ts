import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { WishlistEntry } from '../utils/preference-types';

/** GET /api/group/wishlist/{groupId}/{subcourseId}: one entry per member. */
export const getGroupWishlists = (groupId: string, subcourseId: string) =>
  api<WishlistEntry[]>(
    `/group/wishlist/${encodeURIComponent(groupId)}/${encodeURIComponent(subcourseId)}`,
  );

export const getGroupWishlistsQueryOptions = (groupId: string, subcourseId: string) =>
  queryOptions({
    queryKey: ['wishlist', 'group', groupId, subcourseId],
    queryFn: () => getGroupWishlists(groupId, subcourseId),
  });

export const useGroupWishlists = (groupId: string, subcourseId: string, enabled = true) =>
  useQuery({ ...getGroupWishlistsQueryOptions(groupId, subcourseId), enabled });
