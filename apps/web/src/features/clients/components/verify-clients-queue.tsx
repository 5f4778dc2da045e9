import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useAllClients } from '@/api/clients/get-all-clients';
import { OverviewLayout } from '@/components/layouts/overview-layout';
import { DataTable } from '@/components/table/data-table';
import { LoadError } from '@/components/table/load-error';
import { paths } from '@/config/paths';
import { useErrorToast } from '@/lib/use-error-toast';
import { unverifiedClients } from '../utils/client-overview';
import { UNVERIFIED_CLIENT_COLUMNS } from './client-columns';

/**
 * /admin/client/verify: the unverified clients of the course; each row opens the client's profile,
 * where staff verify or reject. HTTP errors show the server's text.
 */
export function VerifyClientsQueue({ subcourseId }: { subcourseId: string }) {
  const clients = useAllClients(subcourseId);
  const navigate = useNavigate();
  useErrorToast(clients.error, 'verify-clients-load');
  const queue = useMemo(
    () => (clients.data ? unverifiedClients(clients.data) : undefined),
    [clients.data],
  );

  return (
    <OverviewLayout
      title="Verify Clients"
      subcourseId={subcourseId}
      stats={[{ label: 'Awaiting verification', value: clients.error ? null : queue?.length }]}
    >
      <DataTable
        title="All Unverified Clients"
        noun="clients"
        rows={queue}
        columns={UNVERIFIED_CLIENT_COLUMNS}
        getRowId={(client) => client.id}
        searchPlaceholder="Name, company or email"
        isPending={clients.isPending}
        error={
          clients.error && (
            <LoadError message={clients.error.message} onRetry={() => void clients.refetch()} />
          )
        }
        empty="Every client of this course is verified. Nothing is waiting."
        onOpenRow={(client) => void navigate(paths.clientProfile.getHref(client.id))}
        initialSort={[{ id: 'name', desc: false }]}
      />
    </OverviewLayout>
  );
}
