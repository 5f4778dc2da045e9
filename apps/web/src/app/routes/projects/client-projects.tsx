import { ComingLater } from '@/components/ui/coming-later';
import { paths } from '@/config/paths';

export function ClientProjectsRoute() {
  return (
    <ComingLater
      title="My Projects"
      description="Being built."
      backTo={paths.dashboard.getHref()}
      backLabel="BACK TO MY COURSES"
    />
  );
}
