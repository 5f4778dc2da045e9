import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getSubcourseQueryOptions } from '@/api/courses/get-subcourse';
import { useAuth } from '@/lib/auth';
import { isCourseAdminOf, taughtTutorials } from '@/lib/course-role';
import type { AllocationKind } from '../api/save-allocation';
import { boardAccess } from '../utils/board-access';

/**
 * Who is looking at a board and what they may do, with the subcourse (staff view: groups,
 * `max_group_size`, `is_active`) read fresh for it.
 */
export function useBoardViewer(subcourseId: string, kind: AllocationKind) {
  const { session, profile, isTutor } = useAuth();
  const user = session?.user;
  const isCourseAdmin = user ? isCourseAdminOf(user, profile, subcourseId, isTutor) : false;
  const tutorials = useMemo(() => taughtTutorials(profile, subcourseId), [profile, subcourseId]);
  // Asked only when the caller may open the board at all.
  const mayLoad = boardAccess({ kind, user, isCourseAdmin }).canView;
  const subcourse = useQuery({
    ...getSubcourseQueryOptions(subcourseId),
    staleTime: 0,
    enabled: mayLoad,
  });
  const access = boardAccess({
    kind,
    user,
    isCourseAdmin,
    isActive: subcourse.data?.is_active,
    isArchived: subcourse.data?.is_archived,
  });
  return { access, tutorials, subcourse, mayLoad };
}
