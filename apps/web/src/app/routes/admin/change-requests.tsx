import { NoCourseSelected } from '@/components/ui/no-course-selected';
import { ChangeRequestInbox } from '@/features/change-requests/components/change-request-inbox';
import { useAuth } from '@/lib/auth';
import { isCourseAdminOf } from '@/lib/course-role';

/** /admin/change-requests: the groups' requests to move, for the staff of the current course. */
export function ChangeRequestsRoute() {
  const { session, profile, subcourse, isTutor } = useAuth();
  if (!subcourse) return <NoCourseSelected title="Change Requests" />;
  return (
    <ChangeRequestInbox
      subcourseId={subcourse}
      isCourseAdmin={isCourseAdminOf(session?.user ?? 'student', profile, subcourse, isTutor)}
    />
  );
}
