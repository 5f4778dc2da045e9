import { ComingLater } from '@/components/ui/coming-later';
import { paths } from '@/config/paths';

export function VerifyClientsRoute() {
  return (
    <ComingLater
      title="Verify Clients"
      description="Being built."
      backTo={paths.dashboard.getHref()}
      backLabel="BACK TO MY COURSES"
    />
  );
}
