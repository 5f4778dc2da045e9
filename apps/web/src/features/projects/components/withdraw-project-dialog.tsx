import {
  AFTER_PUBLISH_MESSAGES,
  AFTER_PUBLISH_TEXT_MAX,
  withdrawProjectBody,
  type ProjectFull,
} from '@capstone/contracts';
import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { LimitedTextarea } from '@/components/ui/limited-textarea';
import { errorToastText, isApiError } from '@/lib/api-error';
import { validateWith } from '@/lib/form-validation';
import { useWithdrawProject } from '../api/withdraw-project';
import { withdrawalEffects } from '../utils/project-withdrawal';

type WithdrawTarget = Pick<ProjectFull, 'id' | 'name' | 'groups'>;

const REASON_MESSAGES: readonly string[] = [
  AFTER_PUBLISH_MESSAGES.reasonRequired,
  AFTER_PUBLISH_MESSAGES.reasonTooLong,
];

interface WithdrawProjectDialogProps {
  /** The project to withdraw; null keeps the dialog closed. */
  project: WithdrawTarget | null;
  subcourseId: string | null;
  onClose: () => void;
  onWithdrawn?: (project: ProjectFull) => void;
}

/**
 * "Withdraw project" for a course admin: after publishing, a project stops being offered at once
 * while its groups keep it until the next version. The reason is asked for and goes to clients.
 */
export function WithdrawProjectDialog(props: WithdrawProjectDialogProps) {
  const { project, subcourseId, onClose, onWithdrawn } = props;
  const withdraw = useWithdrawProject();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    if (withdraw.isPending) return;
    setReason('');
    setError(null);
    onClose();
  };

  const submit = () => {
    if (!project || !subcourseId || withdraw.isPending) return;
    const errors = validateWith(withdrawProjectBody)({ reason });
    if (errors.reason) {
      setError(errors.reason);
      return;
    }
    withdraw.mutate(
      { projectId: project.id, subcourseId, body: { reason: reason.trim() } },
      {
        onSuccess: (saved) => {
          toast.success(`${project.name} was withdrawn. Its clients and groups are being emailed.`);
          setReason('');
          setError(null);
          onClose();
          onWithdrawn?.(saved);
        },
        onError: (failure) => {
          if (isApiError(failure) && REASON_MESSAGES.includes(failure.serverMessage)) {
            setError(failure.message);
            return;
          }
          toast.error(errorToastText(failure, `${project.name} could not be withdrawn.`));
        },
      },
    );
  };

  return (
    <Modal
      opened={project !== null}
      onClose={close}
      title="Withdraw project"
      centered
      closeOnClickOutside={!withdraw.isPending}
      closeOnEscape={!withdraw.isPending}
    >
      {project && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="md">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {project.name}
            </Text>
            <List size="sm" spacing={4}>
              {withdrawalEffects(project).map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
            <LimitedTextarea
              label="Reason for the clients"
              hint="Sent to the project's clients only, not to students."
              required
              max={AFTER_PUBLISH_TEXT_MAX}
              value={reason}
              onChange={(value) => {
                setReason(value);
                setError(null);
              }}
              error={error}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={withdraw.isPending}>
                CANCEL
              </Button>
              <Button type="submit" color="red.9" loading={withdraw.isPending}>
                WITHDRAW PROJECT
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
