import { MESSAGES } from '@capstone/contracts';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { useMembers } from '@/api/members/get-members';
import { OverviewLayout } from '@/components/layouts/overview-layout';
import { DataTable } from '@/components/table/data-table';
import { LoadError } from '@/components/table/load-error';
import { errorToastText } from '@/lib/api-error';
import { useAuth } from '@/lib/auth';
import { useLoggedError } from '@/lib/use-logged-error';
import { useAudit, useDownloadAuditCsv } from '../api/get-audit';
import {
  invalidRange,
  NO_AUDIT_FILTERS,
  personOptions,
  type AuditFilters,
} from '../utils/audit-filters';
import { ActivityFilters } from './activity-filters';
import { AUDIT_COLUMNS } from './audit-columns';

/**
 * /admin/activity: the audit trail of the current course for its course admins, with filters by
 * person, action and day, newest first; EXPORT CSV saves the rows shown, and while more are left to
 * load DOWNLOAD ALL AS CSV asks the server for every matching event.
 */
export function ActivityOverview({ subcourseId }: { subcourseId: string }) {
  const { isTutor } = useAuth();
  const [filters, setFilters] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  // A range the server would refuse is not asked for; the field says why.
  const [asked, setAsked] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const change = (next: AuditFilters) => {
    setFilters(next);
    if (!invalidRange(next)) setAsked(next);
  };
  const audit = useAudit(subcourseId, asked);
  const downloadAll = useDownloadAuditCsv(subcourseId, asked);
  const members = useMembers(subcourseId);
  useLoggedError(audit.error);

  const events = useMemo(() => audit.data?.pages.flatMap((page) => page.events), [audit.data]);
  const people = useMemo(() => personOptions(members.data, events ?? []), [members.data, events]);
  const isFiltered = Object.values(asked).some(Boolean);

  if (isTutor) {
    return (
      <OverviewLayout title="Activity" subcourseId={subcourseId}>
        <Paper withBorder p="xl" ta="center">
          <Text>{MESSAGES.onlyCourseAdmins}</Text>
        </Paper>
      </OverviewLayout>
    );
  }

  return (
    <OverviewLayout title="Activity" subcourseId={subcourseId}>
      <Stack gap="md">
        <Text c="dimmed" fz="sm">
          What staff did in this course and when: imports and removals, settings, reviews,
          allocations and more. The record cannot be changed or deleted.
        </Text>
        <ActivityFilters value={filters} onChange={change} people={people} />
        <DataTable
          title="All Activity"
          noun="events"
          rows={events}
          columns={AUDIT_COLUMNS}
          getRowId={(event) => event.id}
          searchPlaceholder="Person, action, target or summary"
          isPending={audit.isPending}
          error={
            audit.error && (
              <LoadError
                message="The activity could not be loaded."
                onRetry={() => void audit.refetch()}
              />
            )
          }
          empty={
            isFiltered ? 'No activity matches these filters.' : 'Nothing has been recorded yet.'
          }
        />
        {audit.hasNextPage && (
          <Group justify="center">
            <Button
              variant="light"
              onClick={() => void audit.fetchNextPage()}
              loading={audit.isFetchingNextPage}
            >
              LOAD MORE
            </Button>
            <Button
              variant="default"
              loading={downloadAll.isPending}
              onClick={() =>
                downloadAll.mutate(undefined, {
                  onError: (error) =>
                    toast.error(errorToastText(error, 'The activity could not be downloaded.')),
                })
              }
            >
              DOWNLOAD ALL AS CSV
            </Button>
          </Group>
        )}
      </Stack>
    </OverviewLayout>
  );
}
