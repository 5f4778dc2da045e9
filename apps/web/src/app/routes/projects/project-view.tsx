import { useLocation, useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { ProjectDetail } from '@/features/projects/components/project-detail';
import { useAuth } from '@/lib/auth';
import { isCourseAdminOf } from '@/lib/course-role';
import { courseHref } from '@/lib/course-route';

/** /project/{projId}/view for every role. */
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
