import { PEER_LIMITS, type PeerComment } from '@capstone/contracts';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { LimitedTextarea } from '@/components/ui/limited-textarea';
import { errorToastText, isApiError } from '@/lib/api-error';
import { useHidePeerComment } from '../api/hide-peer-comment';
import { checkHideReason, commentRoute, isReasonRefusal } from '../utils/comments';

/** HIDE on a teammate's comment: a reason for staff, then the comment is never released. */
export function HideCommentDialog({
  roundId,
  comment,
  onClose,
}: {
  roundId: string;
  comment: PeerComment | null;
  onClose: () => void;
}) {
  const hide = useHidePeerComment();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    if (hide.isPending) return;
    setReason('');
    setError(null);
    onClose();
  };

  const submit = () => {
    if (!comment || hide.isPending) return;
    const problem = checkHideReason(reason);
    if (problem) {
      setError(problem);
      return;
    }
    hide.mutate(
      { roundId, commentId: comment.id, reason: reason.trim() },
      {
        onSuccess: () => {
          toast.success(
            `Hidden: ${comment.target?.name ?? 'the student'} will not see this comment.`,
          );
          setReason('');
          onClose();
        },
        onError: (failure) => {
          if (isApiError(failure) && isReasonRefusal(failure.serverMessage)) {
            setError(failure.message);
            return;
          }
          toast.error(errorToastText(failure, 'The comment could not be hidden.'));
          setReason('');
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      opened={comment !== null}
      onClose={close}
      title="Hide comment"
      centered
      closeOnClickOutside={!hide.isPending}
      closeOnEscape={!hide.isPending}
    >
      {comment && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="md">
            <Text fz="sm" fw={600}>
              {commentRoute(comment)}
            </Text>
            <Text fz="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
              {comment.text}
            </Text>
            <Text fz="sm">
              {`${comment.target?.name ?? 'The student'} will not see this comment when results are released. You can show it again until then.`}
            </Text>
            <LimitedTextarea
              label="Reason"
              hint="Seen by staff only."
              required
              max={PEER_LIMITS.hideReason}
              value={reason}
              onChange={(value) => {
                setReason(value);
                setError(null);
              }}
              error={error}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={hide.isPending}>
                CANCEL
              </Button>
              <Button type="submit" color="red.9" loading={hide.isPending}>
                HIDE COMMENT
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
