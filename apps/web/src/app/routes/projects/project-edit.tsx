import { ComingLater } from '@/components/ui/coming-later';
import { paths } from '@/config/paths';

export function ProjectEditRoute() {
  return (
    <ComingLater
      title="Edit Project"
      description="Being built."
      backTo={paths.dashboard.getHref()}
      backLabel="BACK TO MY COURSES"
    />
  );
}
