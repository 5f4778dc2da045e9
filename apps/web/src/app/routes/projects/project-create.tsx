import { ComingLater } from '@/components/ui/coming-later';
import { paths } from '@/config/paths';

export function ProjectCreateRoute() {
  return (
    <ComingLater
      title="Create New Project"
      description="Being built."
      backTo={paths.dashboard.getHref()}
      backLabel="BACK TO MY COURSES"
    />
  );
}
