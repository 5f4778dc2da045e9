import { ComingLater } from '@/components/ui/coming-later';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';

/** The course dashboard of the stored course, or My Courses when none is stored. */
function useCourseHome() {
  const { subcourse } = useAuth();
  return subcourse
    ? { backTo: paths.adminDashboard.getHref(subcourse), backLabel: 'BACK TO COURSE DASHBOARD' }
    : { backTo: paths.dashboard.getHref(), backLabel: 'BACK TO MY COURSES' };
}

export function ProjectAllocationRoute() {
  return (
    <ComingLater
      title="Edit Allocations"
      description="Allocating groups to projects, by hand or with an automatic suggestion."
      {...useCourseHome()}
    />
  );
}

export function StudentAllocationRoute() {
  return (
    <ComingLater
      title="Allocate Students to Groups"
      description="Allocating students to groups by hand, tutorial by tutorial."
      {...useCourseHome()}
    />
  );
}
