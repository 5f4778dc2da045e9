import { useEffect } from 'react';
import { auth, useAuth } from '@/lib/auth';

/**
 * Opening a round by its emailed link makes the round's offering the current course, as the
 * student dashboard does for its own address, so the top bar names the right course.
 */
export function useRoundCourse(subcourseId: string | undefined) {
  const { subcourse } = useAuth();
  useEffect(() => {
    if (subcourseId && subcourse !== subcourseId) auth.selectCourse(subcourseId);
  }, [subcourseId, subcourse]);
}
