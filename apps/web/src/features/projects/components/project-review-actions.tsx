import { PROJECT_MESSAGES } from '@capstone/contracts';
import { Button, Group, Tooltip } from '@mantine/core';
import { useState, type ReactElement } from 'react';
import toast from 'react-hot-toast';
import { useApproveProject } from '../api/approve-project';
import { useRejectProject } from '../api/reject-project';
import { useUnapproveProject } from '../api/unapprove-project';
import { PROJECT_TEXT } from '../utils/project-text';
import type { ProjectHeaderActions } from '../utils/project-view';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PROJECT_STATUS_COLORS } from '@/components/ui/project-status-badge';
import { toastFailure } from './failure-toast';

type Pending = 'approve' | 'reject' | 'remove' | null;

interface ProjectReviewActionsProps {
  projectId: string;
  /** The subcourse the decision is about; without one, the buttons are disabled. */
  subcourseId: string | null;
  actions: Exclude<ProjectHeaderActions, 'dates' | 'withdraw'>;
  /** Where to go after approve or reject, and after removal. */
  onReviewed: () => void;
  onRemoved: () => void;
}

/** Approve and Reject for a submitted project; REMOVE FROM THIS TERM for an available one. */
/** The confirmation each review action asks for first. */
const DIALOGS = {
  approve: {
    title: PROJECT_TEXT.approveTitle,
    message: PROJECT_MESSAGES.confirmApprove,
    confirmLabel: 'Approve',
    confirmColor: PROJECT_STATUS_COLORS.available,
  },
  reject: {
    title: PROJECT_TEXT.rejectTitle,
    message: PROJECT_MESSAGES.confirmReject,
    confirmLabel: 'Reject',
    confirmColor: 'red.9',
  },
  remove: {
    title: PROJECT_TEXT.removeTitle,
    message: PROJECT_MESSAGES.confirmRemove,
    confirmLabel: 'Remove',
    confirmColor: 'red.9',
  },
} as const;

export function ProjectReviewActions(props: ProjectReviewActionsProps) {
  const { projectId, subcourseId, actions, onReviewed, onRemoved } = props;
  const [dialog, setDialog] = useState<Pending>(null);
  const approve = useApproveProject();
  const reject = useRejectProject();
  const remove = useUnapproveProject();
  const isPending = approve.isPending || reject.isPending || remove.isPending;
  const close = () => setDialog(null);

  const confirm = () => {
    if (isPending) return;
    if (dialog === 'approve' && subcourseId) {
      approve.mutate(
        { projectId, subcourseId },
        {
          onSuccess: () => {
            toast.success(PROJECT_MESSAGES.approvedToast);
            close();
            onReviewed();
          },
          onError: (error) => toastFailure(PROJECT_MESSAGES.approveFailed, error, 'review'),
        },
      );
    } else if (dialog === 'reject') {
      reject.mutate(projectId, {
        onSuccess: () => {
          toast.success(PROJECT_TEXT.rejectedToast);
          close();
          onReviewed();
        },
        onError: (error) => toastFailure(PROJECT_MESSAGES.rejectFailed, error, 'review'),
      });
    } else if (dialog === 'remove' && subcourseId) {
      remove.mutate(
        { projectId, subcourseId },
        {
          onSuccess: () => {
            toast.success(PROJECT_MESSAGES.removedToast);
            close();
            onRemoved();
          },
          onError: (error) => toastFailure(PROJECT_MESSAGES.removeFailed, error, 'review'),
        },
      );
    }
  };

  const needsSubcourse = subcourseId === null;
  const withHint = (button: ReactElement) =>
    needsSubcourse ? <Tooltip label={PROJECT_TEXT.selectCourseFirst}>{button}</Tooltip> : button;

  return (
    <>
      {actions === 'review' ? (
        <Group gap="xs">
          {withHint(
            <Button
              color={PROJECT_STATUS_COLORS.available}
              onClick={() => setDialog('approve')}
              disabled={needsSubcourse}
            >
              Approve
            </Button>,
          )}
          <Button color="red.9" variant="outline" onClick={() => setDialog('reject')}>
            Reject
          </Button>
        </Group>
      ) : (
        withHint(
          <Button
            color="red.9"
            variant="outline"
            onClick={() => setDialog('remove')}
            disabled={needsSubcourse}
          >
            REMOVE FROM THIS TERM
          </Button>,
        )
      )}
      {dialog && (
        <ConfirmDialog
          opened
          {...DIALOGS[dialog]}
          isPending={{ approve, reject, remove }[dialog].isPending}
          onConfirm={confirm}
          onClose={close}
        />
      )}
    </>
  );
}
