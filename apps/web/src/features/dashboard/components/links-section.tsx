import { DASHBOARD_MESSAGES, LINK_NAME_MAX, LINK_URL_MAX } from '@capstone/contracts';
import {
  Anchor,
  Button,
  Card,
  Group,
  Modal,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { IconExternalLink, IconPlus } from '@tabler/icons-react';
import toast from 'react-hot-toast';
import { errorToastText } from '@/lib/api-error';
import { useAddLink } from '../api/add-link';
import { useLinks } from '../api/get-links';
import { checkLink, withScheme, type LinkValues } from '../utils/links';

const TILE_COLS = { base: 1, xs: 2, md: 4 };

/** The user's own shortcut links in this course, and the Add Shortcut tile. */
export function LinksSection({ subcourseId }: { subcourseId: string }) {
  const links = useLinks(subcourseId);
  const [opened, dialog] = useDisclosure(false);

  return (
    <Stack gap="sm" component="section" aria-labelledby="links-heading">
      <Title order={2} fz="h3" id="links-heading">
        Shortcuts
      </Title>
      <SimpleGrid cols={TILE_COLS} spacing="md">
        {links.isPending && [0, 1].map((key) => <Skeleton key={key} height={72} radius="md" />)}
        {links.data?.map((link) => (
          <Card
            key={link.url}
            withBorder
            padding="md"
            component="a"
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fw={600} truncate="end">
                {link.name}
              </Text>
              <IconExternalLink size={18} aria-hidden />
            </Group>
            <Text fz="xs" c="dimmed" truncate="end">
              {link.url}
            </Text>
          </Card>
        ))}
        <UnstyledButton onClick={dialog.open} aria-label="Add Shortcut">
          <Card withBorder padding="md" h="100%" style={{ borderStyle: 'dashed' }}>
            <Group gap="xs" justify="center" h="100%">
              <IconPlus size={18} aria-hidden />
              <Text fw={600}>Add Shortcut</Text>
            </Group>
          </Card>
        </UnstyledButton>
      </SimpleGrid>
      {links.error && (
        <Text fz="sm" c="dimmed">
          Your shortcuts could not be loaded.{' '}
          <Anchor component="button" type="button" onClick={() => void links.refetch()}>
            Try again
          </Anchor>
        </Text>
      )}
      <AddLinkDialog subcourseId={subcourseId} opened={opened} onClose={dialog.close} />
    </Stack>
  );
}

function AddLinkDialog({
  subcourseId,
  opened,
  onClose,
}: {
  subcourseId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const addLink = useAddLink(subcourseId);
  const form = useForm<LinkValues>({ initialValues: { name: '', url: '' } });
  const close = () => {
    form.reset();
    onClose();
  };

  const submit = (values: LinkValues) => {
    const body = { name: values.name.trim(), url: values.url.trim() && withScheme(values.url) };
    const errors = checkLink(body);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    addLink.mutate(body, {
      onSuccess: close,
      onError: (error) => toast.error(errorToastText(error, DASHBOARD_MESSAGES.linkNotUnique)),
    });
  };

  return (
    <Modal opened={opened} onClose={close} title="Add Links" centered>
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack gap="md">
          <TextInput
            label="Name"
            withAsterisk
            maxLength={LINK_NAME_MAX}
            {...form.getInputProps('name')}
          />
          <TextInput
            label="Link"
            placeholder="https://"
            withAsterisk
            maxLength={LINK_URL_MAX}
            {...form.getInputProps('url')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={addLink.isPending}>
              CANCEL
            </Button>
            <Button type="submit" loading={addLink.isPending}>
              ADD
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
