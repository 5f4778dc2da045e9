import { AFTER_PUBLISH_MESSAGES, AFTER_PUBLISH_TEXT_MAX } from '@capstone/contracts';
import { Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { useSubcourseProjects } from '@/api/projects/list-subcourse-projects';
import { LimitedTextarea } from '@/components/ui/limited-textarea';
import { errorToastText, isApiError } from '@/lib/api-error';
import { useAskToMove } from '../api/ask-to-move';
import {
  ANY_PROJECT,
  askBody,
  checkAsk,
  fieldOfServerMessage,
  projectChoices,
  type AskValues,
} from '../utils/request-form';

const EMPTY: AskValues = { project: ANY_PROJECT, reason: '' };

interface AskToMoveDialogProps {
  opened: boolean;
  onClose: () => void;
  groupId: string;
  subcourseId: string;
  currentProject: { id: string; name: string };
}

/** The lead asks staff to move the group: to a named project or any with a free place, and why. */
export function AskToMoveDialog(props: AskToMoveDialogProps) {
  const { opened, onClose, groupId, subcourseId, currentProject } = props;
  const ask = useAskToMove();
  const projects = useSubcourseProjects(subcourseId);
  const choices = useMemo(
    () => projectChoices(projects.data ?? [], currentProject.id),
    [projects.data, currentProject.id],
  );
  const [values, setValues] = useState<AskValues>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const close = () => {
    if (ask.isPending) return;
    setValues(EMPTY);
    setErrors({});
    onClose();
  };

  const submit = () => {
    if (ask.isPending) return;
    const found = checkAsk(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    ask.mutate(
      { groupId, body: askBody(values) },
      {
        onSuccess: () => {
          toast.success('Your request was sent to staff.');
          setValues(EMPTY);
          setErrors({});
          onClose();
        },
        onError: (failure) => {
          const field = isApiError(failure) ? fieldOfServerMessage(failure.serverMessage) : null;
          if (field === 'reason' && isApiError(failure)) {
            setErrors({ reason: failure.message });
            return;
          }
          toast.error(errorToastText(failure, 'Your request could not be sent.'));
          // Another request is pending: the list behind the dialog now shows it.
          if (
            isApiError(failure) &&
            failure.serverMessage === AFTER_PUBLISH_MESSAGES.pendingRequest
          ) {
            setValues(EMPTY);
            onClose();
          }
        },
      },
    );
  };

  let projectHint = 'Staff place your group on a project that has a free place.';
  if (values.project !== ANY_PROJECT) {
    projectHint =
      'If staff approve, they try to make room for your group there when they next allocate.';
  }
  if (projects.isPending) projectHint = 'Loading the projects…';
  else if (projects.error) {
    projectHint =
      'The projects could not be loaded; you can still ask for any project with a free place.';
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Ask to move to another project"
      centered
      closeOnClickOutside={!ask.isPending}
      closeOnEscape={!ask.isPending}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Text fz="sm">
            Your group is on <strong>{currentProject.name}</strong>. Staff decide, and every member
            is emailed their decision. If they approve, your group moves only when they publish the
            next allocation.
          </Text>
          <NativeSelect
            label="Move to"
            description={projectHint}
            data={choices}
            value={values.project}
            onChange={(event) => {
              const project = event.currentTarget.value;
              setValues((current) => ({ ...current, project }));
              setErrors(({ project: _, ...rest }) => rest);
            }}
            error={errors.project}
            data-autofocus
          />
          <LimitedTextarea
            label="Reason"
            hint="Staff read this when they decide."
            required
            max={AFTER_PUBLISH_TEXT_MAX}
            value={values.reason}
            onChange={(reason) => {
              setValues((current) => ({ ...current, reason }));
              setErrors(({ reason: _, ...rest }) => rest);
            }}
            error={errors.reason}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={ask.isPending}>
              CANCEL
            </Button>
            <Button type="submit" loading={ask.isPending}>
              SEND REQUEST
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
