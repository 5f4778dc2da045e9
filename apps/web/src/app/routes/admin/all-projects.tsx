import { NoCourseSelected } from '@/components/ui/no-course-selected';
import { ProjectsOverview } from '@/features/overview/components/projects-overview';
import { useAuth } from '@/lib/auth';

/** /admin/allprojects: every project of the current course. */
export function AllProjectsRoute() {
  const { subcourse } = useAuth();
  if (!subcourse) return <NoCourseSelected title="Projects" />;
  return <ProjectsOverview subcourseId={subcourse} />;
}
