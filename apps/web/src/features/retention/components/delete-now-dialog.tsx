import type { DueOffering } from '@capstone/contracts';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { errorToastText } from '@/lib/api-error';
import { useConfirmDeletion } from '../api/decide-retention';
import { offeringLabel, RETENTION_FAILED, typedCodeMatches } from '../utils/retention-texts';

interface DeleteNowDialogProps {
  offering: DueOffering | null;
  onClose: () => void;
}

/**
 * DELETE NOW's confirmation. The erasure of a whole offering's data cannot be undone, so the
 * button is enabled only once the offering's code is typed, as GitHub asks for a repository's
 * name before deleting it.
 */
export function DeleteNowDialog({ offering, onClose }: DeleteNowDialogProps) {
  const confirm = useConfirmDeletion();
  const close = () => {
    if (!confirm.isPending) onClose();
  };
  return (
    <Modal
      opened={offering !== null}
      onClose={close}
      title="Delete this offering's data?"
      centered
      closeOnClickOutside={!confirm.isPending}
      closeOnEscape={!confirm.isPending}
    >
      {offering && (
        // A fresh field for each offering: a code typed for one never confirms another.
        <TypedConfirmation
          key={offering.subcourse_id}
          offering={offering}
          pending={confirm.isPending}
          onCancel={close}
          onConfirm={() =>
            confirm.mutate(offering.subcourse_id, {
              onSuccess: ({ message }) => {
                toast.success(message);
                onClose();
              },
              onError: (error) => toast.error(errorToastText(error, RETENTION_FAILED)),
            })
          }
        />
      )}
    </Modal>
  );
}

function TypedConfirmation({
  offering,
  pending,
  onCancel,
  onConfirm,
}: {
  offering: DueOffering;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const [typed, setTyped] = useState('');
  const ready = typedCodeMatches(typed, offering.code);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) onConfirm();
      }}
    >
      <Stack gap="md">
        <Text>
          The enrolments, groups, preferences, wishlists, pitches, chat and emails of{' '}
          {offeringLabel(offering)} will be deleted for good. The offering, its staff and projects
          stay, and so do the people&apos;s accounts.
        </Text>
        <TextInput
          label={`Type ${offering.code} to confirm`}
          description="This cannot be undone."
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          autoComplete="off"
          spellCheck={false}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            CANCEL
          </Button>
          <Button type="submit" color="red.9" disabled={!ready} loading={pending}>
            DELETE
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
