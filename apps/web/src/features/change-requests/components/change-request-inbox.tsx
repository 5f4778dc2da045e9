import type { ChangeRequest } from '@capstone/contracts';
import {
  Alert,
  Anchor,
  Button,
  Chip,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { OverviewLayout } from '@/components/layouts/overview-layout';
import { LoadError } from '@/components/table/load-error';
import { paths } from '@/config/paths';
import { errorToastText } from '@/lib/api-error';
import { useLoggedError } from '@/lib/use-logged-error';
import { useSubcourseChangeRequests } from '../api/get-subcourse-change-requests';
import type { Decision } from '../utils/request-form';
import {
  DEFAULT_STATUS_FILTER,
  emptyInboxText,
  STATUS_FILTERS,
  statusFilterFrom,
} from '../utils/request-status';
import { ChangeRequestCard } from './change-request-card';
import { DecisionDialog, type PendingDecision } from './decision-dialog';

function InboxSkeleton() {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label="Loading change requests">
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} height={170} radius="md" />
      ))}
    </Stack>
  );
}

const countText = (count: number) => (count === 1 ? '1 request' : `${count} requests`);

/**
 * /admin/change-requests: the groups' requests to move, for the staff of the current offering.
 * Course admins approve or decline open ones; tutors read. The status filter lives in the address.
 */
export function ChangeRequestInbox({
  subcourseId,
  isCourseAdmin,
}: {
  subcourseId: string;
  isCourseAdmin: boolean;
}) {
  const [params, setParams] = useSearchParams();
  const filter = statusFilterFrom(params.get('status'));
  const requests = useSubcourseChangeRequests(subcourseId, filter);
  const [pending, setPending] = useState<PendingDecision | null>(null);
  const listId = useId();
  useLoggedError(requests.error);

  const chooseFilter = (value: string) => {
    const next = statusFilterFrom(value);
    setParams(next === DEFAULT_STATUS_FILTER ? {} : { status: next }, { replace: true });
  };
  const decide = (request: ChangeRequest, decision: Decision) => setPending({ request, decision });

  let body;
  if (requests.isPending) {
    body = <InboxSkeleton />;
  } else if (requests.error) {
    body = (
      <Paper withBorder p="xl" ta="center">
        <LoadError
          message={errorToastText(requests.error, 'The change requests could not be loaded.')}
          onRetry={() => void requests.refetch()}
        />
      </Paper>
    );
  } else if (requests.data.length === 0) {
    body = (
      <Paper withBorder p="xl" ta="center">
        <Text mb={filter === 'all' ? 0 : 'md'}>{emptyInboxText(filter)}</Text>
        {filter !== 'all' && (
          <Button variant="default" onClick={() => chooseFilter('all')}>
            SHOW ALL REQUESTS
          </Button>
        )}
      </Paper>
    );
  } else {
    body = (
      <Stack
        gap="md"
        component="ul"
        aria-labelledby={listId}
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {requests.data.map((request) => (
          <li key={request.id}>
            <ChangeRequestCard request={request} isCourseAdmin={isCourseAdmin} onDecide={decide} />
          </li>
        ))}
      </Stack>
    );
  }

  return (
    <OverviewLayout title="Change Requests" subcourseId={subcourseId}>
      <Stack gap="md">
        <Text c="dimmed" fz="sm">
          After the allocation is published, a group&apos;s lead can ask to move to another project,
          or to any project with a free place.
        </Text>
        <Alert variant="light" role="note" title="Approving does not move a group">
          A group moves only when staff publish the next allocation version. Until then, suggestions
          that keep the published allocation try to move approved groups as asked.
          {isCourseAdmin ? (
            <>
              {' '}
              <Anchor component={Link} to={paths.projectAllocation.getHref()} inherit>
                Open the allocation board
              </Anchor>{' '}
              to publish.
            </>
          ) : (
            ' Only course admins can approve or decline requests.'
          )}
        </Alert>
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={6}>
            <Text fz="sm" fw={500} id={`${listId}-filter`}>
              Status
            </Text>
            <Chip.Group multiple={false} value={filter} onChange={chooseFilter}>
              <Group gap="xs" role="radiogroup" aria-labelledby={`${listId}-filter`}>
                {STATUS_FILTERS.map((option) => (
                  <Chip key={option.value} value={option.value} size="sm" variant="outline">
                    {option.label}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Stack>
          {requests.data && (
            <Text fz="sm" c="dimmed" aria-live="polite">
              {countText(requests.data.length)}
            </Text>
          )}
        </Group>
        <Title order={2} fz="h3" id={listId}>
          {STATUS_FILTERS.find((option) => option.value === filter)?.label ?? 'All'} requests
        </Title>
        {body}
      </Stack>
      <DecisionDialog
        pending={pending}
        subcourseId={subcourseId}
        onClose={() => setPending(null)}
      />
    </OverviewLayout>
  );
}
