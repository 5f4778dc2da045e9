import { useParams } from 'react-router';
import { StudentGroupProject } from '@/features/groups/components/student-group-project';
import { useAuth } from '@/lib/auth';

/** /group/{projectId}: the student's allocated project and their group. */
export function StudentGroupRoute() {
  const { projectId = '' } = useParams();
  const { subcourse } = useAuth();
  return <StudentGroupProject key={projectId} projectId={projectId} subcourseId={subcourse} />;
}
