import { useLocation } from 'react-router';
import { NoCourseSelected } from '@/components/ui/no-course-selected';
import { PROJECT_TEXT } from '@/features/projects/utils/project-text';
import { useAuth } from '@/lib/auth';
import { ProjectFormScreen } from './project-form-screen';

const courseFromState = (state: unknown): string | null =>
  typeof state === 'object' && state !== null && 'courseId' in state
    ? typeof state.courseId === 'string'
      ? state.courseId
      : null
    : null;

/** /client/project/create: for the course handed over by My Projects, else the selected one. */
export function ProjectCreateRoute() {
  const { state } = useLocation();
  const { subcourse } = useAuth();
  const courseId = courseFromState(state) ?? subcourse;
  if (!courseId) return <NoCourseSelected title={PROJECT_TEXT.createTitle} />;
  return <ProjectFormScreen key={courseId} mode="create" courseId={courseId} />;
}
