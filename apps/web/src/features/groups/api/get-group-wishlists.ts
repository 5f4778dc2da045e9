import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MemberWishlist, PreferenceOut } from './group-types';

/** GET /api/group/wishlist/{groupId}/{subcourseId}: one entry per member. */
export const getGroupWishlists = (groupId: string, subcourseId: string) =>
  api<MemberWishlist[]>(
    `/group/wishlist/${encodeURIComponent(groupId)}/${encodeURIComponent(subcourseId)}`,
  );

export const useGroupWishlists = (groupId: string, subcourseId: string) =>
  useQuery(
    queryOptions({
      // The preference screens read the same lists under the same keys, so wishlist and ranking
      // writes refresh both.
      queryKey: ['wishlist', 'group', groupId, subcourseId],
      queryFn: () => getGroupWishlists(groupId, subcourseId),
    }),
  );

/** GET /api/student/preference/{subcourseId}/{studentId}: a member's ranking, sorted by rank. */
export const getMemberPreferences = (subcourseId: string, studentId: string) =>
  api<PreferenceOut[]>(
    `/student/preference/${encodeURIComponent(subcourseId)}/${encodeURIComponent(studentId)}`,
  );

export const useMemberPreferences = (subcourseId: string, studentId: string) =>
  useQuery(
    queryOptions({
      queryKey: ['preferences', 'student', subcourseId, studentId],
      queryFn: () => getMemberPreferences(subcourseId, studentId),
    }),
  );
