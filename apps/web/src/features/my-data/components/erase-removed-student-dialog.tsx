import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import toast from 'react-hot-toast';
import { errorToastText } from '@/lib/api-error';
import { useDownloadStudentData } from '../api/download-data';
import { useEraseStudent } from '../api/erase-student';

interface EraseRemovedStudentDialogProps {
  subcourseId: string;
  /** The removed student whose data is to be erased, or null when the dialog is closed. */
  student: { id: string; name: string } | null;
  onClose: () => void;
  /** After the erasure, before the dialog closes. */
  onErased?: () => void;
}

/**
 * The confirmation of "Erase their data" on a student removed from S: a course admin exports
 * (if the student asked for a copy) and then erases what this offering holds about them. The
 * account and other offerings are never touched: only the student deletes their account, so the
 * dialog says so rather than promise more.
 */
export function EraseRemovedStudentDialog(props: EraseRemovedStudentDialogProps) {
  const { subcourseId, student, onClose, onErased } = props;
  const erase = useEraseStudent();
  const download = useDownloadStudentData(subcourseId, student?.id ?? '');
  const busy = erase.isPending || download.isPending;
  const close = () => {
    if (!busy) onClose();
  };
  const confirm = () => {
    if (!student) return;
    erase.mutate(
      { subcourseId, studentId: student.id },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          onErased?.();
          onClose();
        },
        onError: (error) =>
          toast.error(
            errorToastText(error, "The student's data was not erased. Please try again."),
          ),
      },
    );
  };
  const name = student?.name ?? 'the student';
  return (
    <Modal
      opened={student !== null}
      onClose={close}
      title={`Erase ${name}'s data in this offering?`}
      centered
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
    >
      <Stack gap="lg">
        <Text>
          This erases what this offering holds about {name}: their enrolment, wishlist, rankings,
          pitches and group place here, this offering&apos;s emails to them, and their name on their
          posts here, which then show &ldquo;Deleted user&rdquo;. This cannot be undone.
        </Text>
        <Text fz="sm" c="dimmed">
          Their account is not deleted, and nothing of other offerings changes. Only the student can
          delete their account, from their profile. If they asked for a copy, export it first.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={busy} data-autofocus>
            CANCEL
          </Button>
          <Button
            variant="light"
            loading={download.isPending}
            disabled={erase.isPending}
            onClick={() =>
              download.mutate(undefined, {
                onError: (error) => toast.error(errorToastText(error, 'The export failed.')),
              })
            }
          >
            EXPORT DATA
          </Button>
          <Button
            color="red.9"
            onClick={confirm}
            loading={erase.isPending}
            disabled={download.isPending}
          >
            ERASE THEIR DATA
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
