import { ComingLater } from '@/components/ui/coming-later';
import { paths } from '@/config/paths';

export function ApproveProjectsRoute() {
  return (
    <ComingLater
      title="Approve Projects"
      description="Being built."
      backTo={paths.dashboard.getHref()}
      backLabel="BACK TO MY COURSES"
    />
  );
}
