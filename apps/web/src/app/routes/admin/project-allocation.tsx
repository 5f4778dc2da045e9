import { NoCourseSelected } from '@/components/ui/no-course-selected';
import { ProjectAllocationPage } from '@/features/allocation/components/project-allocation-page';
import { PROJECT_BOARD_LABELS } from '@/features/allocation/utils/board-labels';
import { useAuth } from '@/lib/auth';

/** /project/allocation: groups to projects for the current course. */
export function ProjectAllocationRoute() {
  const { subcourse } = useAuth();
  if (!subcourse) return <NoCourseSelected title={PROJECT_BOARD_LABELS.title} />;
  return <ProjectAllocationPage subcourseId={subcourse} />;
}
