import { ALLOCATION_MESSAGES } from '@capstone/contracts';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { BoardEditor } from '../hooks/use-board-editor';

interface BoardActionsProps {
  editor: BoardEditor;
  /** Course admins only; tutors see why the button is off. */
  canPublish: boolean;
  /** The board's own suggestion button (auto-allocate or suggest teams). */
  suggest?: ReactNode;
  /** A board's own publish confirmation; the plain one otherwise. */
  publishDialog?: ReactNode;
}

/** SAVE AND EXIT, PUBLISH / OVERRIDE AND PUBLISH, the capacity warning and the two dialogs. */
export function BoardActions({ editor, canPublish, suggest, publishDialog }: BoardActionsProps) {
  const { isOverride, overCapacity, isSaving } = editor;
  const publishLabel = isOverride ? 'OVERRIDE AND PUBLISH' : 'PUBLISH';
  return (
    <Stack gap="sm">
      {isOverride && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title={ALLOCATION_MESSAGES.capacity}
        >
          {`Over capacity: ${overCapacity.map((container) => container.name).join(', ')}.`}
        </Alert>
      )}
      <Group gap="sm" justify="flex-end">
        {suggest}
        <Button
          variant="default"
          onClick={editor.saveDraft}
          loading={editor.isSavingDraft}
          disabled={isSaving && !editor.isSavingDraft}
        >
          SAVE AND EXIT
        </Button>
        <Button
          color={isOverride ? 'red.8' : undefined}
          onClick={editor.askPublish}
          disabled={!canPublish || isSaving}
          aria-describedby={canPublish ? undefined : 'publish-reason'}
        >
          {publishLabel}
        </Button>
      </Group>
      {!canPublish && (
        <Text id="publish-reason" fz="sm" c="dimmed" ta="right">
          {ALLOCATION_MESSAGES.onlyAdminsPublish}
        </Text>
      )}
      {publishDialog ?? (
        <ConfirmDialog
          opened={editor.isConfirming}
          title="Publish Allocations"
          message={ALLOCATION_MESSAGES.publishConfirm}
          confirmLabel={publishLabel}
          confirmColor={isOverride ? 'red.8' : undefined}
          isPending={isSaving}
          onConfirm={editor.publish}
          onClose={editor.closeConfirm}
        />
      )}
      <LeaveDialog editor={editor} />
    </Stack>
  );
}

/** Shown when an in-app link would leave the board with unsaved moves. */
function LeaveDialog({ editor }: { editor: BoardEditor }) {
  const { blocker } = editor;
  const isOpen = blocker.state === 'blocked';
  return (
    <Modal opened={isOpen} onClose={() => blocker.reset?.()} title="Leave without saving?" centered>
      <Stack gap="lg">
        <Text>Your changes to the allocations are not saved. They are lost if you leave.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
            STAY
          </Button>
          <Button color="red.8" onClick={() => blocker.proceed?.()}>
            LEAVE
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
