import { AFTER_PUBLISH_TEXT_MAX, type ChangeRequest } from '@capstone/contracts';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { LimitedTextarea } from '@/components/ui/limited-textarea';
import { errorToastText, isApiError } from '@/lib/api-error';
import { useDecideChangeRequest } from '../api/decide-change-request';
import {
  checkDecision,
  decisionBody,
  fieldOfServerMessage,
  type Decision,
} from '../utils/request-form';
import { requestedProjectPhrase } from '../utils/request-status';

export interface PendingDecision {
  request: ChangeRequest;
  decision: Decision;
}

const TITLES: Record<Decision, string> = {
  approve: 'Approve change request',
  decline: 'Decline change request',
};

const DONE: Record<Decision, (group: string) => string> = {
  approve: (group) =>
    `Approved. ${group} moves only when staff publish the next allocation. Its members are being emailed.`,
  decline: (group) => `Declined. The members of ${group} are being emailed your message.`,
};

/**
 * A course admin's decision on one request, with a message to the group: required to decline,
 * optional to approve. It says plainly that approving moves nobody until the next publish.
 */
export function DecisionDialog({
  pending,
  subcourseId,
  onClose,
}: {
  pending: PendingDecision | null;
  subcourseId: string;
  onClose: () => void;
}) {
  const decide = useDecideChangeRequest();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const decision = pending?.decision ?? 'approve';

  const close = () => {
    if (decide.isPending) return;
    setMessage('');
    setError(null);
    onClose();
  };

  const submit = () => {
    if (!pending || decide.isPending) return;
    const errors = checkDecision(decision, message);
    if (errors.message) {
      setError(errors.message);
      return;
    }
    const group = pending.request.group.name;
    decide.mutate(
      { subcourseId, requestId: pending.request.id, body: decisionBody(decision, message) },
      {
        onSuccess: () => {
          toast.success(DONE[decision](group));
          setMessage('');
          setError(null);
          onClose();
        },
        onError: (failure) => {
          if (isApiError(failure) && fieldOfServerMessage(failure.serverMessage) === 'message') {
            setError(failure.message);
            return;
          }
          toast.error(errorToastText(failure, `The request of ${group} could not be decided.`));
          // Decided by someone else, or no longer possible: the card now shows why.
          setMessage('');
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      opened={pending !== null}
      onClose={close}
      title={TITLES[decision]}
      centered
      closeOnClickOutside={!decide.isPending}
      closeOnEscape={!decide.isPending}
    >
      {pending && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="md">
            <Text style={{ overflowWrap: 'anywhere' }}>
              <Text span fw={600}>
                {pending.request.group.name}
              </Text>{' '}
              asks to move from {pending.request.from_project?.name ?? 'no project'} to{' '}
              {requestedProjectPhrase(pending.request)}.
            </Text>
            {decision === 'approve' ? (
              <Alert variant="light" role="note" title="Approving does not move the group yet">
                The group stays on its project until staff publish the next allocation version.
                Until then, suggestions that keep the published allocation try to move it as asked.
              </Alert>
            ) : (
              <Text fz="sm">The group stays on its project, and may ask again.</Text>
            )}
            <LimitedTextarea
              label="Message to the group"
              hint={
                decision === 'decline'
                  ? 'Required: say why. Every member of the group is emailed it.'
                  : 'Optional. Every member of the group is emailed it.'
              }
              required={decision === 'decline'}
              max={AFTER_PUBLISH_TEXT_MAX}
              value={message}
              onChange={(value) => {
                setMessage(value);
                setError(null);
              }}
              error={error}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={decide.isPending}>
                CANCEL
              </Button>
              <Button
                type="submit"
                color={decision === 'approve' ? 'teal.9' : 'red.9'}
                loading={decide.isPending}
              >
                {decision === 'approve' ? 'APPROVE' : 'DECLINE'}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
