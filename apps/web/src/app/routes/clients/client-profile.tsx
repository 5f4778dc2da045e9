import { ComingLater } from '@/components/ui/coming-later';
import { paths } from '@/config/paths';

export function ClientProfileRoute() {
  return (
    <ComingLater
      title="Client Profile"
      description="Being built."
      backTo={paths.dashboard.getHref()}
      backLabel="BACK TO MY COURSES"
    />
  );
}
