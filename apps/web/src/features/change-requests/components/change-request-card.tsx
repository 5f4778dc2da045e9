import type { ChangeRequest } from '@capstone/contracts';
import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { Decision } from '../utils/request-form';
import { canDecide, staffStatusLabel } from '../utils/request-status';
import { RequestFacts } from './request-facts';
import { RequestStatusBadge } from './request-status-badge';

/** One request in the staff inbox; a course admin decides an open one from here. */
export function ChangeRequestCard({
  request,
  isCourseAdmin,
  onDecide,
}: {
  request: ChangeRequest;
  isCourseAdmin: boolean;
  onDecide: (request: ChangeRequest, decision: Decision) => void;
}) {
  const headingId = useId();
  const group = request.group.name;
  return (
    <Card
      withBorder
      padding="md"
      radius="md"
      component="article"
      aria-labelledby={headingId}
      data-testid="change-request-card"
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={3} fz="h4" id={headingId} miw={0} style={{ overflowWrap: 'anywhere' }}>
            <Anchor component={Link} to={paths.groupProfile.getHref(request.group.id)} inherit>
              {group}
            </Anchor>
          </Title>
          <RequestStatusBadge request={request} label={staffStatusLabel(request)} />
        </Group>
        <RequestFacts request={request} />
        {request.status === 'approved' && (
          <Text fz="sm" c="dimmed">
            The group moves when staff publish the next allocation version.
          </Text>
        )}
        {canDecide(request, isCourseAdmin) && (
          <Group gap="xs">
            <Button
              color="teal.9"
              onClick={() => onDecide(request, 'approve')}
              aria-label={`Approve the request of ${group}`}
            >
              Approve
            </Button>
            <Button
              color="red.9"
              variant="outline"
              onClick={() => onDecide(request, 'decline')}
              aria-label={`Decline the request of ${group}`}
            >
              Decline
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
