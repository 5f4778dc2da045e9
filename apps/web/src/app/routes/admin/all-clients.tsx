import { ComingLater } from '@/components/ui/coming-later';
import { paths } from '@/config/paths';

export function AllClientsRoute() {
  return (
    <ComingLater
      title="Clients"
      description="Being built."
      backTo={paths.dashboard.getHref()}
      backLabel="BACK TO MY COURSES"
    />
  );
}
