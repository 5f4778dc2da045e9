import type { PeerRoundStaff } from '@capstone/contracts';
import { Button, Group, Text } from '@mantine/core';
import {
  IconDownload,
  IconLockCheck,
  IconMailForward,
  IconPencil,
  IconSend,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorToastText } from '@/lib/api-error';
import { useClosePeerRound } from '../api/close-peer-round';
import { useExportPeerRound } from '../api/export-peer-round';
import { useRemindPeerRound } from '../api/remind-peer-round';
import { roundAbilities } from '../utils/round-status';
import { ReleaseDialog } from './release-dialog';

const remindedText = (message: string, sent: number) =>
  sent === 0
    ? `${message} to nobody: everyone in the round has submitted.`
    : `${message} to ${sent} ${sent === 1 ? 'student' : 'students'}.`;

/**
 * What a course admin can do to the round in its state: edit or delete it before it opens,
 * remind or close it while open, release and export once closed. Tutors see none of these.
 */
export function RoundActions({
  round,
  isCourseAdmin,
  onEdit,
  onDelete,
}: {
  round: PeerRoundStaff;
  isCourseAdmin: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const can = roundAbilities(round.status, isCourseAdmin);
  const remind = useRemindPeerRound();
  const close = useClosePeerRound();
  const exportCsv = useExportPeerRound();
  const [closing, setClosing] = useState(false);
  const [releasing, setReleasing] = useState(false);

  if (!isCourseAdmin) {
    return (
      <Text fz="sm" c="dimmed">
        Only course admins can change, close or release this round.
      </Text>
    );
  }
  if (!Object.values(can).some(Boolean)) return null;

  const sendReminders = () =>
    remind.mutate(round.id, {
      onSuccess: ({ message, sent }) => toast.success(remindedText(message, sent)),
      onError: (error) => toast.error(errorToastText(error, 'The reminders could not be sent.')),
    });

  const closeNow = () =>
    close.mutate(round.id, {
      onSuccess: (closed) => {
        toast.success(`${closed.name} is closed. Results, flags and comments are ready.`);
        setClosing(false);
      },
      onError: (error) => {
        toast.error(errorToastText(error, 'The round could not be closed.'));
        setClosing(false);
      },
    });

  const download = () =>
    exportCsv.mutate(round.id, {
      onSuccess: (name) => toast.success(`Saved ${name}`),
      onError: (error) => toast.error(errorToastText(error, 'The export could not be made.')),
    });

  return (
    <>
      <Group gap="xs" role="group" aria-label="Round actions">
        {can.edit && (
          <Button
            variant="light"
            leftSection={<IconPencil size={18} aria-hidden />}
            onClick={onEdit}
          >
            EDIT ROUND
          </Button>
        )}
        {can.remove && (
          <Button
            variant="outline"
            color="red.9"
            leftSection={<IconTrash size={18} aria-hidden />}
            onClick={onDelete}
          >
            DELETE ROUND
          </Button>
        )}
        {can.remind && (
          <Button
            variant="light"
            leftSection={<IconMailForward size={18} aria-hidden />}
            onClick={sendReminders}
            loading={remind.isPending}
          >
            REMIND NON-SUBMITTERS
          </Button>
        )}
        {can.close && (
          <Button
            variant="outline"
            color="red.9"
            leftSection={<IconLockCheck size={18} aria-hidden />}
            onClick={() => setClosing(true)}
          >
            CLOSE NOW
          </Button>
        )}
        {can.release && (
          <Button
            leftSection={<IconSend size={18} aria-hidden />}
            onClick={() => setReleasing(true)}
          >
            RELEASE RESULTS
          </Button>
        )}
        {can.exportCsv && (
          <Button
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden />}
            onClick={download}
            loading={exportCsv.isPending}
          >
            EXPORT CSV
          </Button>
        )}
      </Group>
      {can.remind && (
        <Text fz="xs" c="dimmed">
          Reminders email every student who has not submitted, at most once every 24 hours.
        </Text>
      )}
      <ConfirmDialog
        opened={closing}
        title="Close round now?"
        message={`Students can no longer submit or change their ratings in ${round.name}. Results, flags and comments become available. This cannot be undone.`}
        confirmLabel="CLOSE NOW"
        confirmColor="red.9"
        isPending={close.isPending}
        onConfirm={closeNow}
        onClose={() => setClosing(false)}
      />
      {can.release && (
        <ReleaseDialog round={round} opened={releasing} onClose={() => setReleasing(false)} />
      )}
    </>
  );
}
