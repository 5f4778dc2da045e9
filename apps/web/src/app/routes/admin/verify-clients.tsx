import { NoCourseSelected } from '@/components/ui/no-course-selected';
import { VerifyClientsQueue } from '@/features/clients/components/verify-clients-queue';
import { useAuth } from '@/lib/auth';

/** /admin/client/verify: the unverified clients of the current course. */
export function VerifyClientsRoute() {
  const { subcourse } = useAuth();
  if (!subcourse) return <NoCourseSelected title="Verify Clients" />;
  return <VerifyClientsQueue subcourseId={subcourse} />;
}
