import { useAuth } from '@/lib/auth';
import { isCourseAdminOf } from '@/lib/course-role';

/** Whether the signed-in staff member administers `subcourseId` (tutors only read). */
export function useIsCourseAdmin(subcourseId: string | null): boolean {
  const { session, profile, isTutor } = useAuth();
  return isCourseAdminOf(session?.user ?? 'student', profile, subcourseId, isTutor);
}
