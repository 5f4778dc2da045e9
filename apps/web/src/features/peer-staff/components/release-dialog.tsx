import type { PeerRoundStaff } from '@capstone/contracts';
import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import toast from 'react-hot-toast';
import { errorToastText } from '@/lib/api-error';
import { formatTimestamp } from '@/lib/format-date';
import { useReleasePeerResults } from '../api/release-peer-results';

/**
 * RELEASE RESULTS, confirmed first: it cannot be undone, every student in the round is emailed,
 * and the dialog says exactly what a student will and will not see.
 */
export function ReleaseDialog({
  round,
  opened,
  onClose,
}: {
  round: PeerRoundStaff;
  opened: boolean;
  onClose: () => void;
}) {
  const release = useReleasePeerResults();
  const close = () => {
    if (!release.isPending) onClose();
  };
  const confirm = () =>
    release.mutate(round.id, {
      onSuccess: ({ message, released_at }) => {
        toast.success(`${message} on ${formatTimestamp(released_at)}. Students are being emailed.`);
        onClose();
      },
      onError: (error) => {
        toast.error(errorToastText(error, 'The results could not be released.'));
        onClose();
      },
    });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Release results?"
      centered
      size="lg"
      closeOnClickOutside={!release.isPending}
      closeOnEscape={!release.isPending}
    >
      <Stack gap="md">
        <Alert color="red" variant="light" role="note" title="This cannot be undone">
          Once released, results stay visible to students, and comments can no longer be hidden or
          shown. Group marks can still change.
        </Alert>
        <Text>
          Every one of the {round.students_count} students in {round.name} is emailed that results
          are out. Each student sees only their own:
        </Text>
        <List spacing={4} fz="sm">
          <List.Item>
            contribution factor, their group&apos;s mark and their adjusted mark;
          </List.Item>
          <List.Item>
            per dimension, their own score beside the average their teammates gave them and the
            team&apos;s average, shown only when at least 3 teammates rated them;
          </List.Item>
          {round.comments && (
            <List.Item>
              the comments teammates wrote to them that are not hidden, without names.
            </List.Item>
          )}
        </List>
        <Text fz="sm">
          Students never see who rated them or how, who did not submit, anyone else&apos;s results,
          the flags, or private comments to staff.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={release.isPending}>
            CANCEL
          </Button>
          <Button color="red.9" onClick={confirm} loading={release.isPending} data-autofocus>
            RELEASE RESULTS
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
