import {
  activityCsvFileName,
  AUDIT_CSV_HEADERS,
  auditCsvRow,
  buildCsv,
  MESSAGES,
  type AuditEventView,
} from '@capstone/contracts';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router';
import { useSubcourse } from '@/api/courses/get-subcourse';
import { useMembers } from '@/api/members/get-members';
import { OverviewLayout } from '@/components/layouts/overview-layout';
import { DataTable } from '@/components/table/data-table';
import { LoadError } from '@/components/table/load-error';
import { errorToastText } from '@/lib/api-error';
import { useAuth } from '@/lib/auth';
import { timeZoneLabel } from '@/lib/format-date';
import { useInstitution } from '@/lib/institution';
import { useLoggedError } from '@/lib/use-logged-error';
import { useAudit, useDownloadAuditCsv } from '../api/get-audit';
import {
  paramsFromView,
  sameFilters,
  serverFilters,
  viewFromParams,
  type ActivityView,
} from '../utils/activity-url';
import { invalidRange, personOptions } from '../utils/audit-filters';
import { localDay } from '../utils/day-text';
import { ActivityFilters } from './activity-filters';
import { AuditEventCard, auditColumns } from './audit-columns';

const buildAuditCsv = (events: readonly AuditEventView[]) =>
  buildCsv(AUDIT_CSV_HEADERS, events.map(auditCsvRow));

/**
 * /admin/activity: the audit trail of the current course for its course admins, newest first,
 * one sentence per event. The filters and the search live in the address, so a reload or a
 * shared link shows the same events. EXPORT CSV saves the rows shown; while more are left to load,
 * DOWNLOAD ALL AS CSV asks the server for every matching event.
 */
export function ActivityOverview({ subcourseId }: { subcourseId: string }) {
  const { isTutor } = useAuth();
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => viewFromParams(params), [params]);
  const change = (next: ActivityView) => setParams(paramsFromView(next), { replace: true });
  // A range the server would refuse is not asked for; the field says why.
  const filters = serverFilters(view);
  const [asked, setAsked] = useState(filters);
  if (!invalidRange(filters) && !sameFilters(asked, filters)) setAsked(filters);

  const audit = useAudit(subcourseId, asked);
  const downloadAll = useDownloadAuditCsv(subcourseId, asked);
  const members = useMembers(subcourseId);
  const offering = useSubcourse(subcourseId).data;
  // Days are filtered in the university's time zone, so times are shown in it too.
  const timeZone = useInstitution().data?.timeZone;
  useLoggedError(audit.error);

  const events = useMemo(() => audit.data?.pages.flatMap((page) => page.events), [audit.data]);
  const people = useMemo(() => personOptions(members.data, events ?? []), [members.data, events]);
  const columns = useMemo(() => auditColumns(timeZone), [timeZone]);
  const isFiltered = Object.values(asked).some(Boolean);
  const csvExport = useMemo(
    () => ({
      fileName: offering ? activityCsvFileName(offering, localDay()) : `activity-${localDay()}.csv`,
      build: buildAuditCsv,
    }),
    [offering],
  );

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
        <ActivityFilters
          value={view}
          onChange={change}
          people={people}
          zone={timeZoneLabel(timeZone)}
          loaded={audit.hasNextPage && events ? events.length : null}
        />
        <DataTable
          title="All Activity"
          noun="events"
          rows={events}
          columns={columns}
          getRowId={(event) => event.id}
          search={{ query: view.search, clear: () => change({ ...view, search: '' }) }}
          renderCard={(event) => <AuditEventCard event={event} timeZone={timeZone} />}
          csvExport={csvExport}
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
