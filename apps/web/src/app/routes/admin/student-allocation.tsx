import { NoCourseSelected } from '@/components/ui/no-course-selected';
import { StudentAllocationPage } from '@/features/allocation/components/student-allocation-page';
import { STUDENT_BOARD_LABELS } from '@/features/allocation/utils/board-labels';
import { useAuth } from '@/lib/auth';

/** /student/allocation: students to groups for the current course. */
export function StudentAllocationRoute() {
  const { subcourse } = useAuth();
  if (!subcourse) return <NoCourseSelected title={STUDENT_BOARD_LABELS.title} />;
  return <StudentAllocationPage subcourseId={subcourse} />;
}
