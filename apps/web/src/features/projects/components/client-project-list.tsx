import { PROJECT_MESSAGES, PROJECT_STATUS_FILTERS, type ProjectFull } from '@capstone/contracts';
import { Badge, Button, Paper, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router';
import { errorToastText } from '@/lib/api-error';
import { useClientProjects } from '../api/get-client-projects';
import { useDeleteProject } from '../api/delete-project';
import {
  countByFilter,
  DEFAULT_STATUS_FILTER,
  emptyTabMessage,
  FILTER_LABELS,
  filterProjects,
  isStatusFilter,
  type ProjectStatusFilter,
} from '../utils/project-status';
import { PROJECT_TEXT } from '../utils/project-text';
import { ClientProjectRow } from './client-project-row';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

interface ClientProjectListProps {
  clientId: string;
  courseId: string;
  onCreate: () => void;
}

/** The client's projects of one course under the status tabs (default AVAILABLE). */
export function ClientProjectList({ clientId, courseId, onCreate }: ClientProjectListProps) {
  const { data, error, isPending, refetch, isRefetching } = useClientProjects(clientId, courseId);
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const filter: ProjectStatusFilter = isStatusFilter(raw) ? raw : DEFAULT_STATUS_FILTER;
  const [toDelete, setToDelete] = useState<ProjectFull | null>(null);
  const remove = useDeleteProject();
  const counts = useMemo(() => countByFilter(data ?? []), [data]);
  const rows = useMemo(() => filterProjects(data ?? [], filter), [data, filter]);

  useEffect(() => {
    if (error) toast.error(PROJECT_MESSAGES.loadClientProjectsFailed, { id: 'client-projects' });
  }, [error]);

  const selectTab = (value: string | null) => {
    if (!isStatusFilter(value)) return;
    const next = new URLSearchParams(params);
    if (value === DEFAULT_STATUS_FILTER) next.delete('status');
    else next.set('status', value);
    setParams(next, { replace: true });
  };

  const confirmDelete = () => {
    if (!toDelete || remove.isPending) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        toast.success(PROJECT_MESSAGES.deleted);
        setToDelete(null);
      },
      onError: (failure) => toast.error(errorToastText(failure, PROJECT_TEXT.deleteFailed)),
    });
  };

  let body;
  if (isPending) {
    body = (
      <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading projects">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={92} radius="md" />
        ))}
      </Stack>
    );
  } else if (error) {
    body = (
      <Paper withBorder p="xl" ta="center">
        <Text mb="md">{PROJECT_TEXT.loadListFailed}</Text>
        <Button onClick={() => void refetch()} loading={isRefetching}>
          TRY AGAIN
        </Button>
      </Paper>
    );
  } else if (rows.length === 0) {
    const canCreateHere = filter === 'all' || filter === 'draft';
    body = (
      <Paper withBorder p="xl" ta="center">
        <Text mb={canCreateHere ? 'md' : 0}>{emptyTabMessage(filter)}</Text>
        {canCreateHere && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onCreate}>
            CREATE PROJECT
          </Button>
        )}
      </Paper>
    );
  } else {
    body = (
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {rows.map((project) => (
          <ClientProjectRow key={project.id} project={project} onDelete={setToDelete} />
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Tabs value={filter} onChange={selectTab}>
        <Tabs.List>
          {PROJECT_STATUS_FILTERS.map((value) => (
            <Tabs.Tab
              key={value}
              value={value}
              rightSection={
                data ? (
                  <Badge size="xs" variant="light" color="gray" circle={counts[value] < 10}>
                    {counts[value]}
                  </Badge>
                ) : undefined
              }
            >
              {FILTER_LABELS[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {/* Every panel exists (each tab controls one); only the open one holds the rows. */}
        {PROJECT_STATUS_FILTERS.map((value) => (
          <Tabs.Panel key={value} value={value} pt="md">
            {value === filter ? body : null}
          </Tabs.Panel>
        ))}
      </Tabs>

      <ConfirmDialog
        opened={toDelete !== null}
        title={PROJECT_TEXT.deleteTitle}
        message={PROJECT_TEXT.confirmDelete(toDelete?.name ?? '')}
        confirmLabel="Delete"
        confirmColor="red.9"
        isPending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
}
