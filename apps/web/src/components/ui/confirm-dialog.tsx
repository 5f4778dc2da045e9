import { Button, Group, Modal, Stack, Text } from '@mantine/core';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  confirmColor?: string;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A confirmation with the spec's wording; it cannot be closed while its call is running. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { opened, title, message, confirmLabel, confirmColor, isPending, onConfirm, onClose } =
    props;
  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!isPending) onClose();
      }}
      title={title}
      centered
      closeOnClickOutside={!isPending}
      closeOnEscape={!isPending}
    >
      <Stack gap="lg">
        <Text>{message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={isPending}>
            CANCEL
          </Button>
          <Button color={confirmColor} onClick={onConfirm} loading={isPending} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
