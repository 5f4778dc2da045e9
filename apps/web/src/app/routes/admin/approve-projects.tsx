import { NoCourseSelected } from '@/components/ui/no-course-selected';
import { ApproveProjectsQueue } from '@/features/overview/components/approve-projects-queue';
import { useAuth } from '@/lib/auth';

/** /admin/project/approve: submitted projects awaiting approval. */
export function ApproveProjectsRoute() {
  const { subcourse } = useAuth();
  if (!subcourse) return <NoCourseSelected title="Approve Projects" />;
  return <ApproveProjectsQueue subcourseId={subcourse} />;
}
