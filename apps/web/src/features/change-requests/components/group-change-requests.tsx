import type { ChangeRequest } from '@capstone/contracts';
import { Button, Card, Group, Modal, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { LoadError } from '@/components/table/load-error';
import { errorToastText } from '@/lib/api-error';
import { useCancelChangeRequest } from '../api/cancel-change-request';
import { useGroupChangeRequests } from '../api/get-group-change-requests';
import {
  canCancel,
  groupStatusText,
  pendingRequest,
  requestedProjectText,
} from '../utils/request-status';
import { AskToMoveDialog } from './ask-to-move-dialog';
import { RequestFacts } from './request-facts';
import { RequestStatusBadge } from './request-status-badge';

interface GroupChangeRequestsProps {
  groupId: string;
  subcourseId: string;
  /** The group's published project. */
  currentProject: { id: string; name: string };
  /** Only the lead asks and cancels; every member reads. */
  isLead: boolean;
  leadName: string | null;
}

function CancelDialog({
  request,
  groupId,
  onClose,
}: {
  request: ChangeRequest | null;
  groupId: string;
  onClose: () => void;
}) {
  const cancel = useCancelChangeRequest();
  const confirm = () => {
    if (!request || cancel.isPending) return;
    cancel.mutate(
      { groupId, requestId: request.id },
      {
        onSuccess: () => toast.success('Your request was cancelled. You can ask again.'),
        onError: (error) =>
          toast.error(errorToastText(error, 'The request could not be cancelled.')),
        onSettled: onClose,
      },
    );
  };
  return (
    <Modal
      opened={request !== null}
      onClose={() => {
        if (!cancel.isPending) onClose();
      }}
      title="Cancel your group's request?"
      centered
      closeOnClickOutside={!cancel.isPending}
      closeOnEscape={!cancel.isPending}
    >
      <Stack gap="lg">
        <Text>
          Staff will not decide on it any more. Your group stays on its project and can ask again.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={cancel.isPending}>
            KEEP REQUEST
          </Button>
          <Button color="red.9" onClick={confirm} loading={cancel.isPending} data-autofocus>
            CANCEL REQUEST
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function RequestItem({
  request,
  isLead,
  onCancel,
}: {
  request: ChangeRequest;
  isLead: boolean;
  onCancel: (request: ChangeRequest) => void;
}) {
  const headingId = useId();
  return (
    <Paper component="li" withBorder p="md" radius="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={4} fz="sm" id={headingId} miw={0} style={{ overflowWrap: 'anywhere' }}>
            To {requestedProjectText(request)}
          </Title>
          <RequestStatusBadge request={request} label={groupStatusText(request)} />
        </Group>
        <RequestFacts request={request} />
        {canCancel(request, isLead) && (
          <Group>
            <Button variant="outline" color="red.9" size="sm" onClick={() => onCancel(request)}>
              CANCEL REQUEST
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** What the lead may do now, in one sentence, and the ASK TO MOVE button when they may ask. */
function AskArea({
  requests,
  isLead,
  leadName,
  onAsk,
}: {
  requests: readonly ChangeRequest[] | undefined;
  isLead: boolean;
  leadName: string | null;
  onAsk: () => void;
}) {
  if (!isLead) {
    return (
      <Text fz="sm">
        Only your group&apos;s lead can ask to move to another project
        {leadName ? ` (your lead is ${leadName})` : ''}.
      </Text>
    );
  }
  if (!requests) return <Skeleton height={36} width={160} />;
  const pending = pendingRequest(requests);
  if (pending?.status === 'open') {
    return (
      <Text fz="sm">
        Your request is waiting for staff. Cancel it if you want to ask for something else.
      </Text>
    );
  }
  if (pending?.status === 'approved') {
    return (
      <Text fz="sm">
        Staff approved your request. It takes effect when they publish the next allocation.
      </Text>
    );
  }
  return (
    <Group gap="sm" align="center">
      <Button onClick={onAsk}>ASK TO MOVE</Button>
      <Text fz="sm" c="dimmed">
        Ask staff to move your group to another project, or to any project with a free place.
      </Text>
    </Group>
  );
}

/**
 * The group's requests to change project, shown to every member once the group has a published
 * project; the lead asks to move and cancels an open request.
 */
export function GroupChangeRequests(props: GroupChangeRequestsProps) {
  const { groupId, subcourseId, currentProject, isLead, leadName } = props;
  const requests = useGroupChangeRequests(groupId);
  const [asking, setAsking] = useState(false);
  const [cancelling, setCancelling] = useState<ChangeRequest | null>(null);
  const headingId = useId();
  const listHeadingId = useId();

  let list;
  if (requests.isPending) {
    list = (
      <Stack gap="xs" role="status" aria-busy="true" aria-label="Loading your group's requests">
        <Skeleton height={120} radius="md" />
      </Stack>
    );
  } else if (requests.error) {
    list = (
      <Paper withBorder p="lg" ta="center">
        <LoadError
          message={errorToastText(requests.error, "Your group's requests could not be loaded.")}
          onRetry={() => void requests.refetch()}
        />
      </Paper>
    );
  } else if (requests.data.length === 0) {
    list = <Text c="dimmed">Your group has not asked to move.</Text>;
  } else {
    list = (
      <Stack
        component="ul"
        gap="sm"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-labelledby={listHeadingId}
      >
        {requests.data.map((request) => (
          <RequestItem
            key={request.id}
            request={request}
            isLead={isLead}
            onCancel={setCancelling}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Card
      withBorder
      padding="lg"
      radius="md"
      component="section"
      aria-labelledby={headingId}
      data-testid="group-change-requests"
    >
      <Stack gap="md">
        <Title order={2} fz="h4" id={headingId}>
          Change of project
        </Title>
        <AskArea
          requests={requests.data}
          isLead={isLead}
          leadName={leadName}
          onAsk={() => setAsking(true)}
        />
        <Title order={3} fz="h5" id={listHeadingId}>
          Your group&apos;s requests
        </Title>
        {list}
      </Stack>
      {isLead && (
        <>
          <AskToMoveDialog
            opened={asking}
            onClose={() => setAsking(false)}
            groupId={groupId}
            subcourseId={subcourseId}
            currentProject={currentProject}
          />
          <CancelDialog
            request={cancelling}
            groupId={groupId}
            onClose={() => setCancelling(null)}
          />
        </>
      )}
    </Card>
  );
}
