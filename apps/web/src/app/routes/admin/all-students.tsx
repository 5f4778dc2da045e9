import { NoCourseSelected } from '@/components/ui/no-course-selected';
import { LmsSync } from '@/features/lti/components/lms-sync';
import { MembersOverview } from '@/features/members/components/members-overview';
import { EraseRemovedStudentDialog } from '@/features/my-data/components/erase-removed-student-dialog';
import { useAuth } from '@/lib/auth';

/**
 * /admin/allstudents: the students and staff of the current subcourse, with the LMS sync
 * above the table and, for a removed student, the confirmation that erases their data here.
 */
export function AllStudentsRoute() {
  const { subcourse } = useAuth();
  if (!subcourse) return <NoCourseSelected title="Members" />;
  return (
    <MembersOverview
      subcourseId={subcourse}
      renderAboveTable={(canManage) => <LmsSync subcourseId={subcourse} enabled={canManage} />}
      renderEraseDialog={(student, { onClose, onErased }) => (
        <EraseRemovedStudentDialog
          subcourseId={subcourse}
          student={student}
          onClose={onClose}
          onErased={onErased}
        />
      )}
    />
  );
}
