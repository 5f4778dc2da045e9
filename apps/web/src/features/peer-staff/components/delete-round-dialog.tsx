import type { PeerRoundStaff } from '@capstone/contracts';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorToastText } from '@/lib/api-error';
import { useDeletePeerRound } from '../api/delete-peer-round';

/** Deleting a scheduled round, confirmed first; `onDeleted` runs once the server agreed. */
export function DeleteRoundDialog({
  round,
  onClose,
  onDeleted,
}: {
  round: PeerRoundStaff | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const remove = useDeletePeerRound();
  const confirm = () => {
    if (!round) return;
    remove.mutate(round.id, {
      onSuccess: ({ message }) => {
        toast.success(message);
        onClose();
        onDeleted?.();
      },
      onError: (error) => {
        toast.error(errorToastText(error, `${round.name} could not be deleted.`));
        onClose();
      },
    });
  };
  return (
    <ConfirmDialog
      opened={round !== null}
      title="Delete round?"
      message={
        round
          ? `${round.name} and its settings will be deleted. It has not opened yet, so nobody has rated anyone.`
          : ''
      }
      confirmLabel="DELETE ROUND"
      confirmColor="red.9"
      isPending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
