import { useLocation, useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { courseHref } from '@/features/courses/utils/course-route';
import { ProjectDetail } from '@/features/projects/components/project-detail';
import { isCourseAdminOf } from '@/features/projects/utils/project-view';
import { useAuth } from '@/lib/auth';

/** /project/{projId}/view for every role (spec 2 §2). */
export function ProjectViewRoute() {
  const { projId = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { session, profile, subcourse, isTutor } = useAuth();
  const user = session?.user ?? 'student';

  // Opened by its address there is no page to go back to: go to the course's home instead.
  const back = () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate(subcourse ? courseHref(user, subcourse) : paths.dashboard.getHref());
  };

  return (
    <ProjectDetail
      key={projId}
      projectId={projId}
      viewer={{
        isStudent: user === 'student',
        isCourseAdmin: isCourseAdminOf(user, profile, subcourse, isTutor),
        subcourseId: subcourse,
      }}
      onBack={back}
      onReviewed={() => void navigate(paths.approveProjects.getHref())}
      onRemoved={() => void navigate(paths.allProjects.getHref())}
    />
  );
}
