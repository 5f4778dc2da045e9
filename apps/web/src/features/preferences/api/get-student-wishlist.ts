import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { WishlistEntry } from '../utils/preference-types';

/** GET /api/student/wishlist/{subcourseId}/{studentId}: one entry (empty list when none). */
export const getStudentWishlist = (subcourseId: string, studentId: string) =>
  api<WishlistEntry[]>(
    `/student/wishlist/${encodeURIComponent(subcourseId)}/${encodeURIComponent(studentId)}`,
  );

/** Under `wishlist` so that liking a project elsewhere refreshes it. */
export const getStudentWishlistQueryOptions = (subcourseId: string, studentId: string) =>
  queryOptions({
    queryKey: ['wishlist', 'student', subcourseId, studentId],
    queryFn: () => getStudentWishlist(subcourseId, studentId),
  });

export const useStudentWishlist = (subcourseId: string, studentId: string, enabled = true) =>
  useQuery({ ...getStudentWishlistQueryOptions(subcourseId, studentId), enabled });
