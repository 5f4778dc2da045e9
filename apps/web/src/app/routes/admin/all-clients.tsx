import { NoCourseSelected } from '@/components/ui/no-course-selected';
import { ClientsOverview } from '@/features/clients/components/clients-overview';
import { useAuth } from '@/lib/auth';

/** /admin/allclients: the clients of the current course. */
export function AllClientsRoute() {
  const { subcourse } = useAuth();
  if (!subcourse) return <NoCourseSelected title="Clients" />;
  return <ClientsOverview subcourseId={subcourse} />;
}
