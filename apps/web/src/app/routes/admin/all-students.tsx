import { NoCourseSelected } from '@/components/ui/no-course-selected';
import { LmsSync } from '@/features/lti/components/lms-sync';
import { MembersOverview } from '@/features/members/components/members-overview';
import { EraseRemovedStudentDialog } from '@/features/my-data/components/erase-removed-student-dialog';
import { useAuth } from '@/lib/auth';

/**
 * /admin/allstudents: the students and staff of the current subcourse, with the LMS sync
 * above the table and, right after a removal, the offer to erase the student's data.
 */
export function AllStudentsRoute() {
  const { subcourse } = useAuth();
  if (!subcourse) return <NoCourseSelected title="Members" />;
  return (
    <MembersOverview
      subcourseId={subcourse}
      renderAboveTable={(canManage) => <LmsSync subcourseId={subcourse} enabled={canManage} />}
      renderAfterRemoval={(removed, close) => (
        <EraseRemovedStudentDialog subcourseId={subcourse} student={removed} onClose={close} />
      )}
    />
  );
}
