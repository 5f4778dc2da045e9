import { ComingLater } from '@/components/ui/coming-later';
import { paths } from '@/config/paths';

export function AllProjectsRoute() {
  return (
    <ComingLater
      title="Projects"
      description="Being built."
      backTo={paths.dashboard.getHref()}
      backLabel="BACK TO MY COURSES"
    />
  );
}
