import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getPublicConfigQueryOptions } from '@/lib/institution';
import { archiveRetentionText } from '@/lib/retention-period';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  confirmColor?: string;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** What else the person must know before confirming, under the text. */
  children?: ReactNode;
}

/** A confirmation for an irreversible action: focus trapped, Escape cancels. */
export function ConfirmDialog({
  opened,
  title,
  text,
  confirmLabel,
  confirmColor,
  loading,
  onConfirm,
  onClose,
  children,
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="lg">
        <Text>{text}</Text>
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={loading}>
            CANCEL
          </Button>
          <Button color={confirmColor} onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

interface ArchiveDialogProps {
  opened: boolean;
  offering: { code: string; name: string };
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * ARCHIVE's confirmation. Archiving starts the retention clock, so the dialog says when the
 * offering's student data will be due for deletion, with the period the privacy settings give.
 */
export function ArchiveDialog({
  opened,
  offering,
  loading,
  onConfirm,
  onClose,
}: ArchiveDialogProps) {
  const config = useQuery({ ...getPublicConfigQueryOptions(), enabled: opened });
  const days = config.data?.privacy?.retention_days;
  return (
    <ConfirmDialog
      opened={opened}
      title="Archive offering"
      text={`Archive ${offering.code} ${offering.name}? An archived offering becomes read-only and cannot be activated again. This cannot be undone.`}
      confirmLabel="ARCHIVE"
      confirmColor="red.9"
      loading={loading}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <Alert color="yellow" variant="light" title="Archiving starts the deletion clock">
        {archiveRetentionText(days)}
      </Alert>
    </ConfirmDialog>
  );
}
