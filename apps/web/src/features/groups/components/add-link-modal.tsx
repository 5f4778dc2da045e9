import { LIMITS } from '@capstone/contracts';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useAddGroupLink } from '../api/update-group-profile';
import { GROUP_TEXTS, serverErrorText } from '../utils/group-texts';
import { checkLinkForm, type LinkFormErrors } from '../utils/link-form';

interface AddLinkModalProps {
  groupId: string;
  opened: boolean;
  onClose: () => void;
}

/** Add Link: Name and Link required; the server refuses duplicates. */
export function AddLinkModal({ groupId, opened, onClose }: AddLinkModalProps) {
  const add = useAddGroupLink(groupId);
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [errors, setErrors] = useState<LinkFormErrors>({});

  const close = () => {
    if (add.isPending) return;
    setName('');
    setUrl('');
    setErrors({});
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkLinkForm({ name, url });
    setErrors(found);
    if (found.name || found.url) return;
    add.mutate(
      { name: name.trim(), url: url.trim() },
      {
        onSuccess: () => {
          toast.success(GROUP_TEXTS.linkAdded);
          setName('');
          setUrl('');
          onClose();
        },
        onError: (error) => toast.error(serverErrorText(error)),
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title="Add Link" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Name"
            required
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={LIMITS.groupLinkName}
            error={errors.name}
            data-autofocus
          />
          <TextInput
            label="Link"
            required
            type="url"
            placeholder="https://"
            value={url}
            onChange={(event) => setUrl(event.currentTarget.value)}
            maxLength={LIMITS.url}
            error={errors.url}
          />
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" onClick={close} disabled={add.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={add.isPending}>
              Add
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
